import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, device, guardedPost, integrityToken, readMail, registerMember } from '../../test/members';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => ctx.close());

const userInfo = (token: string, select = 'email') =>
  ctx.app.inject({ method: 'GET', url: `/v1/userinfo/query?select=${select}`, headers: bearer(token) });

describe('bot protection', () => {
  const body = () => ({ email: 'nobody@crewcast.test', password: 'whatever1', device: device() });

  it('refuses a guarded action without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v2/account/login', payload: body() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('INTEGRITY');
  });

  it('refuses a token solved for another action', async () => {
    const token = await integrityToken(ctx.app, 'register');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: body(),
      headers: { 'x-integrity-token': token },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a token once', async () => {
    const token = await integrityToken(ctx.app, 'login');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/login',
        payload: body(),
        headers: { 'x-integrity-token': token },
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(403);
  });
});

describe('registration', () => {
  it('signs a new member in and mails a verification link that verifies the address', async () => {
    const member = await registerMember(ctx.app);
    expect(member.tokens).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(new Date(member.tokens.tokenExpiry).getTime() - Date.now()).toBeGreaterThan(3 * 60 * 60 * 1000);
    expect((await userInfo(member.tokens.token)).json()).toMatchObject({
      email: member.email,
      verified: false,
    });

    const mail = await readMail(ctx.config.DATA_DIR, member.email, 'Confirm your email address');
    const token = /verify-email\?token=([\w-]+)/.exec(mail)?.[1] as string;
    expect(token).toBeDefined();
    const verified = await ctx.app.inject({ method: 'POST', url: '/v1/emailverify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect((await userInfo(member.tokens.token)).json().verified).toBe(true);
    const again = await ctx.app.inject({ method: 'POST', url: '/v1/emailverify', payload: { token } });
    expect(again.statusCode).toBe(400);
  });

  it('answers 409 for an address that has an account, in any letter case', async () => {
    const member = await registerMember(ctx.app);
    const res = await guardedPost(ctx.app, '/v2/account/register', 'register', {
      email: member.email.toUpperCase(),
      displayName: 'someone_else',
      password: 'long enough',
      device: device(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account already exists.');
  });

  it('refuses a weak password and bad display names with their messages', async () => {
    const weak = await guardedPost(ctx.app, '/v2/account/register', 'register', {
      email: 'weak@crewcast.test',
      displayName: 'weakling',
      password: '12345',
      device: device(),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: 'WEAK_PASSWORD',
      message: 'Password should be at least 6 characters',
    });

    const member = await registerMember(ctx.app);
    const taken = await guardedPost(ctx.app, '/v2/account/register', 'register', {
      email: 'taken@crewcast.test',
      displayName: member.displayName.toUpperCase(),
      password: 'long enough',
      device: device(),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.displayName[0]).toBe('This display name is already taken.');

    const short = await guardedPost(ctx.app, '/v2/account/register', 'register', {
      email: 'short@crewcast.test',
      displayName: 'ab',
      password: 'long enough',
      device: device(),
    });
    expect(short.json().fields.displayName[0]).toBe('Display name must be between 3 and 24 characters.');
  });

  it('answers code 1011 once one address has registered too many accounts within an hour', async () => {
    const from = { 'x-forwarded-for': '192.0.2.77' };
    const attempt = (n: number) =>
      guardedPost(
        ctx.app,
        '/v2/account/register',
        'register',
        {
          email: `burst-${n}@crewcast.test`,
          displayName: `burst_${n}`,
          password: 'long enough',
          device: device(),
        },
        from,
      );
    for (let n = 0; n < 3; n += 1) expect((await attempt(n)).statusCode).toBe(200);
    const fourth = await attempt(3);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 1011,
      message: 'You have registered too many accounts. Please wait at least 1 hour before registering again.',
    });
  });
});

describe('login', () => {
  it('says Invalid Email or Password. for a wrong password and for an unknown address', async () => {
    const member = await registerMember(ctx.app);
    for (const payload of [
      { email: member.email, password: 'wrong password', device: device() },
      { email: 'nobody-here@crewcast.test', password: 'wrong password', device: device() },
    ]) {
      const res = await guardedPost(ctx.app, '/v2/account/login', 'login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid Email or Password.');
    }
  });

  it('locks the account after repeated failures until a password reset', async () => {
    const member = await registerMember(ctx.app);
    const login = (password: string) =>
      guardedPost(ctx.app, '/v2/account/login', 'login', { email: member.email, password, device: device() });
    for (let i = 0; i < 5; i += 1) expect((await login('wrong password')).statusCode).toBe(401);
    const locked = await login(member.password);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(
      'Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later',
    );

    const sent = await guardedPost(ctx.app, '/v2/account/forgotten-password/send', 'forgotten-password', {
      email: member.email,
    });
    expect(sent.statusCode).toBe(200);
    const mail = await readMail(ctx.config.DATA_DIR, member.email, 'Your password reset code');
    const code = /is (\d{6})\./.exec(mail)?.[1] as string;
    const changed = await guardedPost(
      ctx.app,
      '/v2/account/forgotten-password/change',
      'forgotten-password',
      {
        email: member.email,
        code,
        passwordNew: 'a brand new password',
      },
    );
    expect(changed.statusCode).toBe(200);
    expect((await login('a brand new password')).statusCode).toBe(200);
    // The reset ended the sessions opened before it.
    expect((await userInfo(member.tokens.token)).statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the account exists', async () => {
    const member = await registerMember(ctx.app);
    const known = await guardedPost(ctx.app, '/v2/account/forgotten-password/send', 'forgotten-password', {
      email: member.email,
    });
    const unknown = await guardedPost(ctx.app, '/v2/account/forgotten-password/send', 'forgotten-password', {
      email: 'nobody-at-all@crewcast.test',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('refuses a wrong code', async () => {
    const member = await registerMember(ctx.app);
    const res = await guardedPost(ctx.app, '/v2/account/forgotten-password/change', 'forgotten-password', {
      email: member.email,
      code: '000000',
      passwordNew: 'another password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That code is not valid or has expired.');
  });
});

describe('sessions', () => {
  it('rotates the refresh token at every renew and revokes the family when one is used twice', async () => {
    const member = await registerMember(ctx.app);
    const renew = (refreshToken: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/renew',
        payload: { refreshToken, userId: member.tokens.userId, device: device() },
      });
    const first = await renew(member.tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(member.tokens.refreshToken);
    expect((await userInfo(rotated.token)).statusCode).toBe(200);

    const reused = await renew(member.tokens.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect((await renew(rotated.refreshToken)).statusCode).toBe(401);
    expect((await userInfo(rotated.token)).statusCode).toBe(401);
  });

  it('ends the session at logout', async () => {
    const member = await registerMember(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/logout',
      headers: bearer(member.tokens.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(member.tokens.token)).statusCode).toBe(401);
  });

  it('refuses a forged or missing access token', async () => {
    expect((await userInfo('not.a.token')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/userinfo/query' })).statusCode).toBe(401);
  });
});

describe('changing email and password', () => {
  it('moves to a new address with the code mailed there', async () => {
    const member = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const inUse = await guardedPost(
      ctx.app,
      '/v2/account/change/email',
      'change-email',
      { newEmail: other.email },
      bearer(member.tokens.token),
    );
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Email address is already in use.');

    const newEmail = `moved-${member.displayName}@crewcast.test`;
    const started = await guardedPost(
      ctx.app,
      '/v2/account/change/email',
      'change-email',
      { newEmail },
      bearer(member.tokens.token),
    );
    expect(started.statusCode).toBe(200);
    const code = /is (\d{6})\./.exec(
      await readMail(ctx.config.DATA_DIR, newEmail, 'Confirm your new email address'),
    )?.[1];
    const complete = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/change/email/complete',
        payload: { code },
        headers: bearer(member.tokens.token),
      });
    expect((await complete()).statusCode).toBe(200);
    expect((await userInfo(member.tokens.token)).json().email).toBe(newEmail);
    expect((await complete()).statusCode).toBe(400);
  });

  it('changes the password only with the old one', async () => {
    const member = await registerMember(ctx.app);
    const change = (passwordOld: string) =>
      guardedPost(
        ctx.app,
        '/v2/account/change/password',
        'change-password',
        { email: member.email, passwordOld, passwordNew: 'the next password' },
        bearer(member.tokens.token),
      );
    expect((await change('not the password')).statusCode).toBe(401);
    expect((await change(member.password)).statusCode).toBe(200);
    const login = await guardedPost(ctx.app, '/v2/account/login', 'login', {
      email: member.email,
      password: 'the next password',
      device: device(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 with field messages, never 500', async () => {
    const cases = [
      { url: '/v2/account/renew', payload: { refreshToken: 'x' } },
      { url: '/v2/account/integrity', payload: { action: 'fly' } },
      { url: '/v1/emailverify', payload: {} },
    ];
    for (const { url, payload } of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', fields: expect.any(Object) });
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/emailverify',
      payload: '{"token":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('rate limits on account routes', () => {
  it('refuses a burst from one address with 429', async () => {
    const limited = await createTestApp({ ACCOUNT_RATE_LIMIT_MAX: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v2/account/integrity',
          payload: { action: 'login' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
