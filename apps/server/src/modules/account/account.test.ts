import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/test-app';
import {
  bearer,
  device,
  guardedPost,
  integrityToken,
  readMail,
  registerMember,
  requestAs,
  type TestMember,
} from '../../test/members';
import { users } from '../users/users.schema';
import { oneTimeCodes } from './account.schema';
import { CODE_ATTEMPTS } from './codes';

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });

const userInfo = (token: string, select = 'email') =>
  requestAs(ctx.app, token, 'GET', `/v1/userinfo/query?select=${select}`);

const MAX_FAILED_LOGINS = 5;

const login = (
  member: TestMember,
  options: { password?: string; deviceIdentifier?: string; address?: string } = {},
) =>
  guardedPost(
    ctx.app,
    '/v2/account/login',
    'login',
    {
      email: member.email,
      password: options.password ?? member.password,
      device: options.deviceIdentifier
        ? { ...device(), deviceIdentifier: options.deviceIdentifier }
        : device(),
    },
    options.address ? { 'x-forwarded-for': options.address } : {},
  );

/** A second sign-in of the member on another device: its access and refresh tokens. */
async function secondSession(member: TestMember) {
  const res = await login(member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TestMember['tokens'];
}

const renew = (tokens: TestMember['tokens']) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v2/account/renew',
    payload: { refreshToken: tokens.refreshToken, userId: tokens.userId, device: device() },
  });

async function sessionEnded(tokens: TestMember['tokens']) {
  expect((await userInfo(tokens.token)).statusCode).toBe(401);
  expect((await renew(tokens)).statusCode).toBe(401);
}

const codeIn = (mail: string) => /is (\d{6})\./.exec(mail)?.[1] as string;

async function sendResetCode(member: TestMember): Promise<string> {
  const sent = await guardedPost(ctx.app, '/v2/account/forgotten-password/send', 'forgotten-password', {
    email: member.email,
  });
  expect(sent.statusCode).toBe(200);
  return codeIn(await readMail(ctx.config.DATA_DIR, member.email, 'Your password reset code'));
}

const resetPassword = (member: TestMember, code: string) =>
  guardedPost(ctx.app, '/v2/account/forgotten-password/change', 'forgotten-password', {
    email: member.email,
    code,
    passwordNew: 'a brand new password',
  });

const startEmailChange = (member: TestMember, body: object) =>
  guardedPost(ctx.app, '/v2/account/change/email', 'change-email', body, bearer(member.tokens.token));

const completeEmailChange = (member: TestMember, code: string) =>
  requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/change/email/complete', { code });

/** A code other than the right one. */
const wrong = (code: string, n: number) => String((Number(code) + n + 1) % 1_000_000).padStart(6, '0');

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

  it('accepts a solved challenge once, however its token is written again', async () => {
    const token = await integrityToken(ctx.app, 'login');
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
    const { signature, ...rest } = payload;
    const rewritten = [
      Buffer.from(JSON.stringify(payload, null, 2)).toString('base64'),
      Buffer.from(JSON.stringify({ signature, ...rest })).toString('base64'),
      Buffer.from(JSON.stringify(payload)).toString('base64url'),
      `${token}=`,
    ];
    const send = (integrity: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/login',
        payload: body(),
        headers: { 'x-integrity-token': integrity },
      });
    expect((await send(token)).statusCode).toBe(401);
    for (const again of rewritten) expect((await send(again)).json().error).toBe('INTEGRITY');
  });
});

describe('registration', () => {
  it('signs a new member in and mails a verification link that verifies the address', async () => {
    const member = await registerMember(ctx.app);
    expect(member.tokens).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    // An access token lives 15 minutes unless configured otherwise; the refresh token renews it.
    const accessLife = new Date(member.tokens.tokenExpiry).getTime() - Date.now();
    expect(accessLife).toBeGreaterThan(14 * 60 * 1000);
    expect(accessLife).toBeLessThanOrEqual(15 * 60 * 1000);
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
    const out = await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout');
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
      { newEmail: other.email, password: member.password },
      bearer(member.tokens.token),
    );
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Email address is already in use.');

    const newEmail = `moved-${member.displayName}@crewcast.test`;
    const started = await guardedPost(
      ctx.app,
      '/v2/account/change/email',
      'change-email',
      { newEmail, password: member.password },
      bearer(member.tokens.token),
    );
    expect(started.statusCode).toBe(200);
    const code = /is (\d{6})\./.exec(
      await readMail(ctx.config.DATA_DIR, newEmail, 'Confirm your new email address'),
    )?.[1];
    const complete = () =>
      requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/change/email/complete', { code });
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

describe('one-time codes', () => {
  it('spends a reset code after five wrong tries, so the right one is refused', async () => {
    const member = await registerMember(ctx.app);
    const code = await sendResetCode(member);
    for (let n = 0; n < CODE_ATTEMPTS; n += 1)
      expect((await resetPassword(member, wrong(code, n))).statusCode).toBe(400);
    const right = await resetPassword(member, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('That code is not valid or has expired.');
    expect((await login(member)).statusCode).toBe(200);
  });

  it('still takes the right code after fewer wrong tries', async () => {
    const member = await registerMember(ctx.app);
    const code = await sendResetCode(member);
    for (let n = 0; n < CODE_ATTEMPTS - 1; n += 1)
      expect((await resetPassword(member, wrong(code, n))).statusCode).toBe(400);
    expect((await resetPassword(member, code)).statusCode).toBe(200);
  });

  it('spends an earlier code when a new one is sent', async () => {
    const member = await registerMember(ctx.app);
    const first = `first-${member.displayName}@crewcast.test`;
    const second = `second-${member.displayName}@crewcast.test`;
    expect((await startEmailChange(member, { newEmail: first, password: member.password })).statusCode).toBe(
      200,
    );
    const firstCode = codeIn(await readMail(ctx.config.DATA_DIR, first, 'Confirm your new email address'));
    expect((await startEmailChange(member, { newEmail: second, password: member.password })).statusCode).toBe(
      200,
    );
    const secondCode = codeIn(await readMail(ctx.config.DATA_DIR, second, 'Confirm your new email address'));
    expect((await completeEmailChange(member, firstCode)).statusCode).toBe(400);
    expect((await completeEmailChange(member, secondCode)).statusCode).toBe(200);
    expect((await userInfo(member.tokens.token)).json().email).toBe(second);
  });

  it('stores a code under a salted hash, not the sha256 of its digits', async () => {
    const member = await registerMember(ctx.app);
    const code = await sendResetCode(member);
    const [row] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, member.tokens.userId),
          eq(oneTimeCodes.purpose, 'reset-password'),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    expect(row?.salt).toEqual(expect.any(String));
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('lasting changes ask for the current password', () => {
  it('moves the address only with the current password, tells the old address and ends the other sessions', async () => {
    const member = await registerMember(ctx.app);
    const other = await secondSession(member);
    const newEmail = `confirmed-${member.displayName}@crewcast.test`;

    const without = await startEmailChange(member, { newEmail });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.password).toBeDefined();
    const wrongPassword = await startEmailChange(member, { newEmail, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      fields: { password: ['Invalid Email or Password.'] },
    });
    const legacy = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/email',
      payload: { email: newEmail, password: 'not the password' },
      headers: {
        ...bearer(member.tokens.token),
        'x-integrity-token': await integrityToken(ctx.app, 'change-email'),
      },
    });
    expect(legacy.statusCode).toBe(401);

    expect((await startEmailChange(member, { newEmail, password: member.password })).statusCode).toBe(200);
    const notice = await readMail(
      ctx.config.DATA_DIR,
      member.email,
      'Your Crewcast email address is being changed',
    );
    expect(notice).toContain(newEmail);
    const code = codeIn(await readMail(ctx.config.DATA_DIR, newEmail, 'Confirm your new email address'));
    expect((await completeEmailChange(member, code)).statusCode).toBe(200);

    await sessionEnded(other);
    expect((await userInfo(member.tokens.token)).json().email).toBe(newEmail);
  });

  it('asks for deletion only with the current password, tells the address and ends the other sessions', async () => {
    const member = await registerMember(ctx.app);
    const other = await secondSession(member);
    const requestDeletion = (payload?: object) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/v1/userinfo?reason=stolen',
        payload,
        headers: bearer(member.tokens.token),
      });

    expect((await requestDeletion()).statusCode).toBe(400);
    expect((await requestDeletion({ password: 'not the password' })).statusCode).toBe(401);
    expect((await userInfo(member.tokens.token)).json().deleteRequest).toBeNull();

    const requested = await requestDeletion({ password: member.password });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().deleteRequest.reason).toBe('stolen');
    const notice = await readMail(ctx.config.DATA_DIR, member.email, 'Your Crewcast account will be deleted');
    expect(notice).toContain('/account');
    await sessionEnded(other);
    expect((await userInfo(member.tokens.token)).statusCode).toBe(200);
  });

  it('locks the password check of a session after repeated wrong passwords', async () => {
    const member = await registerMember(ctx.app);
    const newEmail = `guessed-${member.displayName}@crewcast.test`;
    for (let n = 0; n < MAX_FAILED_LOGINS; n += 1)
      expect((await startEmailChange(member, { newEmail, password: `guess ${n}` })).statusCode).toBe(401);
    expect((await startEmailChange(member, { newEmail, password: member.password })).statusCode).toBe(423);
  });

  it('sends an account without a password to set one with a code mailed to its address', async () => {
    const member = await registerMember(ctx.app);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.tokens.userId));
    const res = await startEmailChange(member, {
      newEmail: `nopassword-${member.displayName}@crewcast.test`,
      password: 'anything at all',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'PASSWORD_NOT_SET',
      fields: { password: [expect.any(String)] },
    });

    expect((await resetPassword(member, await sendResetCode(member))).statusCode).toBe(200);
    expect((await login(member, { password: 'a brand new password' })).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('ends every other session and keeps the one that changed it', async () => {
    const member = await registerMember(ctx.app);
    const other = await secondSession(member);
    const changed = await guardedPost(
      ctx.app,
      '/v2/account/change/password',
      'change-password',
      { email: member.email, passwordOld: member.password, passwordNew: 'the next password' },
      bearer(member.tokens.token),
    );
    expect(changed.statusCode).toBe(200);
    await sessionEnded(other);
    expect((await userInfo(member.tokens.token)).statusCode).toBe(200);
  });
});

describe('login lockout', () => {
  it('lets at most the allowed number of wrong passwords through when they arrive at once', async () => {
    const member = await registerMember(ctx.app);
    const address = '198.51.100.25';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => login(member, { password: `wrong ${n}`, address })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status === 423)).toHaveLength(25 - MAX_FAILED_LOGINS);
  });

  it('locks out a stranger’s address but not the owner on a device the account knows', async () => {
    const member = await registerMember(ctx.app);
    const stranger = '198.51.100.40';
    for (let n = 0; n < MAX_FAILED_LOGINS; n += 1)
      expect((await login(member, { password: `guess ${n}`, address: stranger })).statusCode).toBe(401);
    expect((await login(member, { address: stranger })).statusCode).toBe(423);

    // The owner's own device, even from the stranger's address (one network), and the owner's own address.
    const owner = await login(member, { deviceIdentifier: member.deviceIdentifier, address: stranger });
    expect(owner.statusCode).toBe(200);
    expect((await login(member, { address: '198.51.100.41' })).statusCode).toBe(200);
    expect((await login(member, { address: stranger })).statusCode).toBe(423);
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
