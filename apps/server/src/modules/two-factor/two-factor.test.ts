import { AccountType } from '@crewcast/contracts/account';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  device,
  guardedPost,
  readMail,
  registerMember,
  requestAs,
  type TestMember,
} from '../../test/members';
import { startFakeGoogle, type FakeGoogle } from '../../test/google';
import { createSoftwarePasskey } from '../../test/passkey-authenticator';
import { staffMember } from '../../test/realtime';
import { createFakeClock, createTestApp, runJob, type TestContext } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { sessions } from '../account/account.schema';
import { hashToken } from '../../crypto/opaque-tokens';
import { users } from '../users/users.schema';
import { createTwoFactorRepository } from './two-factor.repository';
import { passkeys, secondFactorSessions } from './two-factor.schema';

const clock = createFakeClock(new Date());
let ctx: TestContext;
let google: FakeGoogle;
beforeAll(async () => {
  // So that a Google sign-in can be tried on an account with two factors.
  google = await startFakeGoogle();
  ctx = await createTestApp(
    { TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://crewcast.test', ...google.env },
    { clock },
  );
});
afterAll(async () => {
  await ctx.close();
  google.close();
});

/** The app's code for the next 30-second step (each code is accepted once, so every use moves the clock on). */
function nextCode(secret: string): string {
  clock.set(new Date(clock().getTime() + 30_000));
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock().getTime() });
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  requestAs(ctx.app, token, method, url, payload);

/** Members have confirmed their address before they set up a factor. */
async function confirmAddress(member: TestMember): Promise<TestMember> {
  await ctx.database.db.update(users).set({ verified: true }).where(eq(users.id, member.tokens.userId));
  return member;
}

const confirmedMember = async () => confirmAddress(await registerMember(ctx.app));

const startTotp = (member: TestMember, password = member.password) =>
  call('POST', '/v2/account/two-factor/totp', member.tokens.token, { password });

async function enrolTotp(member: TestMember) {
  const started = await startTotp(member);
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.json();
  const confirmed = await call('POST', '/v2/account/two-factor/totp/confirm', member.tokens.token, {
    code: nextCode(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    secret: secret as string,
    uri: uri as string,
    recoveryCodes: confirmed.json().recoveryCodes as string[],
  };
}

async function passwordLogin(member: Pick<TestMember, 'email' | 'password'>) {
  const res = await guardedPost(ctx.app, '/v2/account/login', 'login', {
    email: member.email,
    password: member.password,
    device: device(),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const secondStep = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v2/account/login/second-factor',
    payload: { device: device(), ...payload },
  });

/** A password login finished with a code (from the app or a recovery code) as its second step. */
const logInWithCode = async (member: Pick<TestMember, 'email' | 'password'>, code: string | undefined) =>
  secondStep({ challenge: (await passwordLogin(member)).secondFactor.challenge, code });

describe('an authenticator app', () => {
  it('is set up with a confirming code, and then password login asks for a code before any token', async () => {
    const member = await confirmedMember();
    const started = (await startTotp(member)).json();
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Crewcast:.*secret=/);

    const wrong = await call('POST', '/v2/account/two-factor/totp/confirm', member.tokens.token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('INVALID_CODE');
    const confirmed = await call('POST', '/v2/account/two-factor/totp/confirm', member.tokens.token, {
      code: nextCode(started.secret),
    });
    expect(confirmed.json().recoveryCodes).toHaveLength(10);

    const status = (await call('GET', '/v2/account/two-factor', member.tokens.token)).json();
    expect(status).toMatchObject({ totp: true, passkeys: [], recoveryCodesLeft: 10, sessionVerified: true });

    const login = await passwordLogin(member);
    expect(login.token).toBeUndefined();
    expect(login.secondFactor.methods).toEqual(['totp', 'recovery-code']);
    expect(login.secondFactor.passkeyOptions).toBeUndefined();

    const refused = await secondStep({ challenge: login.secondFactor.challenge, code: '123456' });
    expect(refused.statusCode).toBe(400);
    const passed = await secondStep({
      challenge: login.secondFactor.challenge,
      code: nextCode(started.secret),
    });
    expect(passed.statusCode).toBe(200);
    const tokens = passed.json();
    expect(tokens.userId).toBe(member.tokens.userId);
    const info = await call('GET', '/v1/userinfo/query?select=email', tokens.token);
    expect(info.json().email).toBe(member.email);
    expect((await call('GET', '/v2/account/two-factor', tokens.token)).json().sessionVerified).toBe(true);

    const usedAgain = await secondStep({
      challenge: login.secondFactor.challenge,
      code: nextCode(started.secret),
    });
    expect(usedAgain.statusCode).toBe(401);
    expect(usedAgain.json().error).toBe('SECOND_STEP_EXPIRED');
  });

  it('takes each code once', async () => {
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    const code = nextCode(secret);
    const first = await logInWithCode(member, code);
    expect(first.statusCode).toBe(200);
    const replay = await logInWithCode(member, code);
    expect(replay.statusCode).toBe(400);
  });

  it('voids a second step after five wrong codes, even for the right one after', async () => {
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    const { challenge } = (await passwordLogin(member)).secondFactor;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await secondStep({ challenge, code: '999999' })).statusCode).toBe(400);
    const late = await secondStep({ challenge, code: nextCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe('SECOND_STEP_EXPIRED');
  });

  it('counts tries sent at once against the same limit', async () => {
    const member = await confirmedMember();
    await enrolTotp(member);
    const { challenge } = (await passwordLogin(member)).secondFactor;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => secondStep({ challenge, code: '999999' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 401, 401, 401]);
  });

  it('takes a recovery code once instead of an app code', async () => {
    const member = await confirmedMember();
    const { recoveryCodes } = await enrolTotp(member);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    const first = await logInWithCode(member, typed);
    expect(first.statusCode).toBe(200);
    const again = await logInWithCode(member, recoveryCodes[3]);
    expect(again.statusCode).toBe(400);
    expect((await call('GET', '/v2/account/two-factor', member.tokens.token)).json().recoveryCodesLeft).toBe(
      9,
    );
  });

  it('is removed only with the password or a current code, and then login gives tokens again', async () => {
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    const wrong = await call('DELETE', '/v2/account/two-factor/totp', member.tokens.token, {
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fields.password).toBeDefined();
    const withCode = await call('DELETE', '/v2/account/two-factor/totp', member.tokens.token, {
      code: nextCode(secret),
    });
    expect(withCode.statusCode).toBe(200);
    const status = (await call('GET', '/v2/account/two-factor', member.tokens.token)).json();
    expect(status).toMatchObject({ totp: false, recoveryCodesLeft: 0, sessionVerified: false });
    expect((await passwordLogin(member)).token).toEqual(expect.any(String));
  });

  it('gives new recovery codes that replace the old ones', async () => {
    const member = await confirmedMember();
    const { recoveryCodes } = await enrolTotp(member);
    const renewed = await call('POST', '/v2/account/two-factor/recovery-codes', member.tokens.token, {
      password: member.password,
    });
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const old = await logInWithCode(member, recoveryCodes[0]);
    expect(old.statusCode).toBe(400);
  });

  it('is asked for after a Google sign-in too', async () => {
    // Google joins an account only once it has confirmed the same address.
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    const idToken = await google.idToken({
      sub: 'google-two-factor',
      email: member.email,
      email_verified: true,
    });
    const res = await guardedPost(ctx.app, '/v2/account/login/google', 'social-login', {
      token: idToken,
      device: device(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    const passed = await secondStep({ challenge: res.json().secondFactor.challenge, code: nextCode(secret) });
    expect(passed.json().userId).toBe(member.tokens.userId);
  });
});

const passkeyOptions = (member: TestMember, password = member.password) =>
  call('POST', '/v2/account/two-factor/passkeys/options', member.tokens.token, { password });

describe('passkeys', () => {
  async function registerPasskey(member: TestMember, name = 'Laptop') {
    const passkey = createSoftwarePasskey('https://crewcast.test');
    const options = (await passkeyOptions(member)).json();
    expect(options.rp).toEqual({ name: 'Crewcast', id: 'crewcast.test' });
    const res = await call('POST', '/v2/account/two-factor/passkeys', member.tokens.token, {
      name,
      credential: passkey.register(options),
    });
    expect(res.statusCode).toBe(200);
    return { passkey, recoveryCodes: res.json().recoveryCodes as string[] };
  }

  it('are registered from the options handed out, and answer the second step', async () => {
    const member = await confirmedMember();
    const { passkey, recoveryCodes } = await registerPasskey(member);
    expect(recoveryCodes).toHaveLength(10);
    const status = (await call('GET', '/v2/account/two-factor', member.tokens.token)).json();
    expect(status.passkeys).toMatchObject([{ name: 'Laptop', lastUsedAt: null }]);

    const login = await passwordLogin(member);
    expect(login.secondFactor.methods).toEqual(['passkey', 'recovery-code']);
    expect(login.secondFactor.passkeyOptions.allowCredentials).toMatchObject([{ id: passkey.id }]);
    const stranger = createSoftwarePasskey('https://crewcast.test');
    const refused = await secondStep({
      challenge: login.secondFactor.challenge,
      passkey: stranger.authenticate(login.secondFactor.passkeyOptions),
    });
    expect(refused.statusCode).toBe(400);
    const passed = await secondStep({
      challenge: login.secondFactor.challenge,
      passkey: passkey.authenticate(login.secondFactor.passkeyOptions),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().userId).toBe(member.tokens.userId);
  });

  it('refuses an answer made for another site or to another challenge', async () => {
    const member = await confirmedMember();
    const elsewhere = createSoftwarePasskey('https://elsewhere.test');
    const options = (await passkeyOptions(member)).json();
    const foreign = await call('POST', '/v2/account/two-factor/passkeys', member.tokens.token, {
      name: 'Phone',
      credential: elsewhere.register(options),
    });
    expect(foreign.statusCode).toBe(400);

    const { passkey } = await registerPasskey(member);
    const login = await passwordLogin(member);
    const stale = await secondStep({
      challenge: login.secondFactor.challenge,
      passkey: passkey.authenticate({ challenge: 'c29tZXRoaW5nIGVsc2U' }),
    });
    expect(stale.statusCode).toBe(400);
  });

  it('are removed with the password; the last factor gone, the recovery codes go too', async () => {
    const member = await confirmedMember();
    await registerPasskey(member);
    const [listed] = (await call('GET', '/v2/account/two-factor', member.tokens.token)).json().passkeys;
    const other = await registerMember(ctx.app);
    const removeAs = (who: TestMember) =>
      call('DELETE', `/v2/account/two-factor/passkeys/${listed.id}`, who.tokens.token, {
        password: who.password,
      });
    expect((await removeAs(other)).statusCode).toBe(404);
    expect((await removeAs(member)).statusCode).toBe(200);
    const status = (await call('GET', '/v2/account/two-factor', member.tokens.token)).json();
    expect(status).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
  });
});

describe('two factors required for staff', () => {
  const setRequired = (token: string, value: boolean) =>
    requestAs(ctx.app, token, 'PUT', '/v1/admin/site/settings/staff_two_factor_required', { value });

  it('refuses the console to staff sessions without a second factor until they sign in with one', async () => {
    const official = await staffMember(ctx, AccountType.Official);
    const creator = await staffMember(ctx, AccountType.Creator);
    const member = await confirmedMember();
    expect((await setRequired(official.tokens.token, true)).statusCode).toBe(200);
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actorId, official.tokens.userId), eq(auditLog.targetId, 'staff_two_factor_required')),
      );
    expect(audited).toMatchObject({ action: 'site.setting', before: false, after: true });

    for (const staff of [official, creator]) {
      const refused = await call('GET', '/v1/admin/access', staff.tokens.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('TWO_FACTOR_REQUIRED');
      expect((await call('GET', '/v1/admin/audit', staff.tokens.token)).json().error).toBe(
        'TWO_FACTOR_REQUIRED',
      );
    }
    expect((await call('GET', '/v1/admin/access', member.tokens.token)).json().error).toBe('FORBIDDEN');
    const status = (await call('GET', '/v2/account/two-factor', creator.tokens.token)).json();
    expect(status).toMatchObject({ requiredForConsole: true, sessionVerified: false });

    // Setting the factor up proves it in that session; a session opened before, elsewhere, stays refused.
    const elsewhere = await passwordLogin(creator);
    const { secret } = await enrolTotp(creator);
    expect((await call('GET', '/v1/admin/access', creator.tokens.token)).statusCode).toBe(200);
    expect((await call('GET', '/v1/admin/access', elsewhere.token)).statusCode).toBe(403);

    const login = await passwordLogin(creator);
    const tokens = (
      await secondStep({ challenge: login.secondFactor.challenge, code: nextCode(secret) })
    ).json();
    expect((await call('GET', '/v1/admin/access', tokens.token)).statusCode).toBe(200);
    expect((await call('GET', '/v1/admin/audit', tokens.token)).statusCode).toBe(200);

    await enrolTotp(official);
    expect((await setRequired(official.tokens.token, false)).statusCode).toBe(200);
    expect((await call('GET', '/v1/admin/access', elsewhere.token)).statusCode).toBe(200);
  });
});

describe('the lockout', () => {
  it('counts wrong passwords sent to remove a factor, as login does', async () => {
    const member = await confirmedMember();
    await enrolTotp(member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('DELETE', '/v2/account/two-factor/totp', member.tokens.token, {
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await call('DELETE', '/v2/account/two-factor/totp', member.tokens.token, {
      password: member.password,
    });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error).toBe('ACCOUNT_LOCKED');
  });

  it('counts wrong codes sent for new recovery codes', async () => {
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('POST', '/v2/account/two-factor/recovery-codes', member.tokens.token, {
        code: '999999',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await call('POST', '/v2/account/two-factor/recovery-codes', member.tokens.token, {
      code: nextCode(secret),
    });
    expect(locked.statusCode).toBe(423);
  });

  it('counts wrong second steps across logins, which a right password does not forget', async () => {
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    const first = (await passwordLogin(member)).secondFactor.challenge;
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await secondStep({ challenge: first, code: '999999' })).statusCode).toBe(400);
    const second = (await passwordLogin(member)).secondFactor.challenge;
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await secondStep({ challenge: second, code: '999999' })).statusCode).toBe(400);
    const third = (await passwordLogin(member)).secondFactor.challenge;
    const locked = await secondStep({ challenge: third, code: nextCode(secret) });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error).toBe('ACCOUNT_LOCKED');

    // The owner's own device is counted apart from the stranger's address.
    const own = { ...device(), deviceIdentifier: member.deviceIdentifier };
    const onDevice = await guardedPost(ctx.app, '/v2/account/login', 'login', {
      email: member.email,
      password: member.password,
      device: own,
    });
    const passed = await ctx.app.inject({
      method: 'POST',
      url: '/v2/account/login/second-factor',
      payload: { device: own, challenge: onDevice.json().secondFactor.challenge, code: nextCode(secret) },
    });
    expect(passed.statusCode).toBe(200);
  });
});

describe('setting up a factor', () => {
  it('asks for the current password', async () => {
    const member = await confirmedMember();
    const bare = await call('POST', '/v2/account/two-factor/totp', member.tokens.token, {});
    expect(bare.statusCode).toBe(400);
    const wrong = await startTotp(member, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fields.password).toBeDefined();
    expect((await passkeyOptions(member, 'not the password')).statusCode).toBe(401);
    expect((await startTotp(member)).statusCode).toBe(200);
    expect((await passkeyOptions(member)).statusCode).toBe(200);
  });

  it('waits until the address is confirmed', async () => {
    const member = await registerMember(ctx.app);
    for (const refused of [await startTotp(member), await passkeyOptions(member)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('EMAIL_UNCONFIRMED');
    }
  });

  it('hands out recovery codes once when two factors are added at once', async () => {
    const member = await confirmedMember();
    // From two sessions, as from a phone and a laptop.
    const laptop = (await passwordLogin(member)).token as string;
    const { secret } = (await startTotp(member)).json();
    const passkey = createSoftwarePasskey('https://crewcast.test');
    const options = (await passkeyOptions(member)).json();
    const [totp, key] = await Promise.all([
      call('POST', '/v2/account/two-factor/totp/confirm', member.tokens.token, { code: nextCode(secret) }),
      call('POST', '/v2/account/two-factor/passkeys', laptop, {
        name: 'Laptop',
        credential: passkey.register(options),
      }),
    ]);
    expect([totp.statusCode, key.statusCode]).toEqual([200, 200]);
    const shown = [totp.json().recoveryCodes, key.json().recoveryCodes] as string[][];
    expect(shown.map((codes) => codes.length).sort()).toEqual([0, 10]);
    const codes = shown.find((set) => set.length > 0)!;
    const used = await logInWithCode(member, codes[0]);
    expect(used.statusCode).toBe(200);
  });

  it('refuses a passkey that is already set up with 409', async () => {
    const member = await confirmedMember();
    const passkey = createSoftwarePasskey('https://crewcast.test');
    const register = async () =>
      call('POST', '/v2/account/two-factor/passkeys', member.tokens.token, {
        name: 'Laptop',
        credential: passkey.register((await passkeyOptions(member)).json()),
      });
    expect((await register()).statusCode).toBe(200);
    const again = await register();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('CONFLICT');
  });
});

describe('a passkey counter', () => {
  it('only moves forward, so an answer whose counter fell behind is refused', async () => {
    const member = await confirmedMember();
    const passkey = createSoftwarePasskey('https://crewcast.test');
    const options = (await passkeyOptions(member)).json();
    await call('POST', '/v2/account/two-factor/passkeys', member.tokens.token, {
      name: 'Laptop',
      credential: passkey.register(options),
    });
    const [stored] = await ctx.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, member.tokens.userId));
    const repository = createTwoFactorRepository(ctx.database.db);
    expect(await repository.usePasskey(stored!.id, 0)).toBe(true);
    expect(await repository.usePasskey(stored!.id, 7)).toBe(true);
    expect(await repository.usePasskey(stored!.id, 5)).toBe(false);
    expect(await repository.usePasskey(stored!.id, 7)).toBe(false);
    const [after] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.id, stored!.id));
    expect(after!.counter).toBe(7);
  });
});

describe('a second step that cannot sign in', () => {
  it('leaves the recovery code unspent for a banned account', async () => {
    const member = await confirmedMember();
    const { recoveryCodes } = await enrolTotp(member);
    const ban = (bannedAt: Date | null) =>
      ctx.database.db.update(users).set({ bannedAt }).where(eq(users.id, member.tokens.userId));
    const challenge = (await passwordLogin(member)).secondFactor.challenge;
    await ban(new Date());
    const refused = await secondStep({ challenge, code: recoveryCodes[0] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('BANNED');
    await ban(null);
    const passed = await logInWithCode(member, recoveryCodes[0]);
    expect(passed.statusCode).toBe(200);
  });
});

describe('the hourly clean-up', () => {
  it('forgets the verified mark of sessions that were logged out or expired, and keeps open ones', async () => {
    const member = await confirmedMember();
    const { secret } = await enrolTotp(member);
    const signIn = async () => (await logInWithCode(member, nextCode(secret))).json() as TestMember['tokens'];
    const [loggedOut, expired, open] = [await signIn(), await signIn(), await signIn()];
    expect((await call('POST', '/v2/account/logout', loggedOut.token)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.refreshTokenHash, hashToken(expired.refreshToken)));
    const marked = () =>
      ctx.database.db
        .select({ familyId: secondFactorSessions.familyId })
        .from(secondFactorSessions)
        .where(eq(secondFactorSessions.userId, member.tokens.userId));
    expect(await marked()).toHaveLength(4);

    await runJob(ctx.jobs, 'purge-expired-second-steps');
    expect((await call('GET', '/v2/account/two-factor', open.token)).json().sessionVerified).toBe(true);
    expect((await call('GET', '/v2/account/two-factor', member.tokens.token)).json().sessionVerified).toBe(
      true,
    );
    expect(await marked()).toHaveLength(2);
  });
});

describe('a password reset', () => {
  async function resetPassword(member: TestMember) {
    const sent = await guardedPost(ctx.app, '/v2/account/forgotten-password/send', 'forgotten-password', {
      email: member.email,
    });
    expect(sent.statusCode).toBe(200);
    const mail = await readMail(ctx.config.DATA_DIR, member.email, 'Your password reset code');
    const reset = await guardedPost(ctx.app, '/v2/account/forgotten-password/change', 'forgotten-password', {
      email: member.email,
      code: /is (\d{6})\./.exec(mail)?.[1],
      passwordNew: member.password,
    });
    expect(reset.statusCode).toBe(200);
  }

  it('of an account whose address was never confirmed removes its factors and confirms the address', async () => {
    // Factors a stranger set up on an address they registered but could not confirm.
    const member = await confirmedMember();
    await enrolTotp(member);
    await ctx.database.db.update(users).set({ verified: false }).where(eq(users.id, member.tokens.userId));

    await resetPassword(member);
    const login = await passwordLogin(member);
    expect(login.token).toEqual(expect.any(String));
    expect((await call('GET', '/v2/account/two-factor', login.token)).json()).toMatchObject({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, member.tokens.userId));
    expect(user!.verified).toBe(true);
  });

  it('of a confirmed account keeps its factors', async () => {
    const member = await confirmedMember();
    await enrolTotp(member);
    await resetPassword(member);
    expect((await passwordLogin(member)).secondFactor).toBeDefined();
  });
});
