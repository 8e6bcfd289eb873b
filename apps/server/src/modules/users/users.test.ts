import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '@crewcast/contracts/account';
import { device, guardedPost, registerMember, requestAs, type TestMember } from '../../test/members';
import { startFakeGoogle, type FakeGoogle } from '../../test/google';
import { staffMember } from '../../test/realtime';
import { createTestApp, type TestContext } from '../../test/test-app';
import { remoteConfigSettings } from '../config/config.schema';
import { accountErasures, users } from './users.schema';

let ctx: TestContext;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  ctx = await createTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000', ...google.env });
});
afterAll(async () => {
  await ctx.close();
  google.close();
});

const get = (url: string, member: TestMember) => requestAs(ctx.app, member.tokens.token, 'GET', url);

async function setConfig(key: string, value: unknown) {
  await ctx.database.db
    .insert(remoteConfigSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: remoteConfigSettings.key, set: { value } });
}

describe('GET /v1/userinfo/query', () => {
  it('fills the fields each select word names', async () => {
    const member = await registerMember(ctx.app);
    const bare = (await get('/v1/userinfo/query', member)).json();
    expect(bare).toMatchObject({
      userId: member.tokens.userId,
      displayName: member.displayName,
      accountType: 0,
    });
    expect(bare.email).toBeUndefined();

    const full = (
      await get('/v1/userinfo/query?select=avatar,email,preferences,points,subscription,hash,userid', member)
    ).json();
    expect(full).toMatchObject({
      email: member.email,
      userid: member.tokens.userId,
      avatarUrl: '',
      points: 0,
      pointsAvailable: 0,
      hasSubscription: false,
      subscriptionCancelled: false,
      isInTrial: false,
      queryList: ['avatar', 'email', 'preferences', 'points', 'subscription', 'hash', 'userid'],
    });
    expect(full.hash).toMatch(/^[0-9a-f]{64}$/);
    // The hash is keyed apart from the token-signing secret: showing it lends nobody that key's signatures.
    const signingSecret = (
      await fs.readFile(path.join(ctx.config.DATA_DIR, 'secrets', 'jwt-secret'), 'utf8')
    ).trim();
    expect(full.hash).not.toBe(
      createHmac('sha256', signingSecret).update(member.tokens.userId).digest('hex'),
    );
    expect((await get('/v1/userinfo/query?select=hash', member)).json().hash).toBe(full.hash);
  });

  it('gives points only when points_enabled and patreon only when patreon_enabled', async () => {
    const member = await registerMember(ctx.app);
    await setConfig('points_enabled', false);
    await setConfig('patreon_enabled', true);
    const info = (await get('/v1/userinfo/query?select=points,patreon', member)).json();
    expect(info.points).toBeUndefined();
    expect(info.hasPatreon).toBe(false);
    await setConfig('points_enabled', true);
    await setConfig('patreon_enabled', false);
    const again = (await get('/v1/userinfo/query?select=points,patreon', member)).json();
    expect(again.points).toBe(0);
    expect(again.hasPatreon).toBeUndefined();
  });

  it('refuses an unknown select word', async () => {
    const member = await registerMember(ctx.app);
    const res = await get('/v1/userinfo/query?select=email,secrets', member);
    expect(res.statusCode).toBe(400);
  });
});

describe('profile settings', () => {
  it('changes the display name, unique in any letter case', async () => {
    const member = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const put = (displayName: string) =>
      requestAs(ctx.app, member.tokens.token, 'PUT', '/v1/displayName', { displayName });
    const taken = await put(other.displayName.toUpperCase());
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('This display name is already taken.');
    expect((await put('<b>bold</b>')).json().fields.displayName[0]).toBe(
      'Display name can only contain letters, numbers, spaces, dots, dashes and underscores.',
    );
    expect((await put('New Name 7')).statusCode).toBe(200);
    expect((await get('/v1/userinfo/query', member)).json().displayName).toBe('New Name 7');
  });

  it('keeps email preferences and the notification type', async () => {
    const member = await registerMember(ctx.app);
    expect((await get('/v1/emailPreferences', member)).json()).toEqual({
      newsletter: true,
      newShows: true,
      greenlight: true,
    });
    const saved = await requestAs(ctx.app, member.tokens.token, 'POST', '/v1/emailPreferences', {
      newsletter: false,
      newShows: true,
      greenlight: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/v1/emailPreferences', member)).json()).toEqual({
      newsletter: false,
      newShows: true,
      greenlight: false,
    });

    const bad = await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/pushnotification/type', {
      pushNotificationType: 'sometimes',
    });
    expect(bad.statusCode).toBe(400);
    await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/pushnotification/type', {
      pushNotificationType: 'none',
    });
    expect((await get('/v2/pushnotification/type', member)).json()).toEqual({ pushNotificationType: 'none' });
    expect((await get('/v1/userinfo/query?select=preferences', member)).json().notificationsEnabled).toBe(
      false,
    );
  });
});

describe('deleting an account', () => {
  it('records a request with a grace period that the member can cancel', async () => {
    const member = await registerMember(ctx.app);
    const requested = await requestAs(
      ctx.app,
      member.tokens.token,
      'DELETE',
      '/v1/userinfo?reason=moving%20on',
      { password: member.password },
    );
    expect(requested.statusCode).toBe(200);
    const { deleteRequest } = (await get('/v1/userinfo/query', member)).json();
    expect(deleteRequest.reason).toBe('moving on');
    const days = (Date.parse(deleteRequest.deleteAfter) - Date.parse(deleteRequest.requestedAt)) / 86_400_000;
    expect(days).toBe(14);

    const cancelUrl = `/v1/userinfo/cancel-delete?userId=${member.tokens.userId}`;
    const cancelBy = (who: TestMember) => requestAs(ctx.app, who.tokens.token, 'PUT', cancelUrl);
    expect((await cancelBy(await registerMember(ctx.app))).statusCode).toBe(403);
    expect((await cancelBy(member)).statusCode).toBe(200);
    expect((await get('/v1/userinfo/query', member)).json().deleteRequest).toBeNull();
  });

  it('erases the account once the grace period has ended, keeping the reason', async () => {
    const member = await registerMember(ctx.app);
    await requestAs(ctx.app, member.tokens.token, 'DELETE', '/v1/userinfo?reason=done', {
      password: member.password,
    });
    await ctx.database.db
      .update(users)
      .set({ deleteAfter: sql`now() - interval '1 minute'` })
      .where(sql`${users.id} = ${member.tokens.userId}`);
    await ctx.jobs.send('erase-deleted-accounts', {});
    const until = Date.now() + 15_000;
    while (Date.now() < until && (await get('/v1/userinfo/query', member)).statusCode !== 401) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await get('/v1/userinfo/query', member)).statusCode).toBe(401);
    const erasures = await ctx.database.db
      .select()
      .from(accountErasures)
      .where(sql`${accountErasures.userId} = ${member.tokens.userId}`);
    expect(erasures[0]?.reason).toBe('done');
  });
});

describe('POST /v1/verifyAccount', () => {
  const chooseName = (member: TestMember, displayName: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/verifyAccount',
      payload: { authToken: member.tokens.token, displayName },
    });

  it('refuses the token of a session that has logged out', async () => {
    const member = await registerMember(ctx.app);
    await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/account/logout');
    const res = await chooseName(member, `after_${member.displayName.slice(-8)}`);
    expect(res.statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(sql`${users.id} = ${member.tokens.userId}`);
    expect(row?.displayName).toBe(member.displayName);
  });

  it('refuses the token of a banned member', async () => {
    const member = await registerMember(ctx.app);
    const staff = await staffMember(ctx, AccountType.Official);
    const banned = await requestAs(
      ctx.app,
      staff.tokens.token,
      'POST',
      `/v1/admin/members/${member.tokens.userId}/ban`,
      { reason: 'Spam in chat' },
    );
    expect(banned.statusCode, banned.body).toBe(200);
    expect((await chooseName(member, `banned_${member.displayName.slice(-8)}`)).statusCode).toBe(401);
  });
});

describe('sign in with Google', () => {
  it('makes an account that still needs a display name, then signs the same identity in again', async () => {
    const token = await google.idToken({
      sub: 'google-123',
      email: 'g.member@gmail.test',
      email_verified: true,
    });
    const first = await guardedPost(ctx.app, '/v2/account/login/google', 'social-login', {
      token,
      device: device(),
    });
    expect(first.statusCode).toBe(200);
    const auth = first.json();
    const info = (await requestAs(ctx.app, auth.token, 'GET', '/v1/userinfo/query?select=email')).json();
    expect(info).toMatchObject({ email: 'g.member@gmail.test', nameRequired: true, verified: true });

    const named = await ctx.app.inject({
      method: 'POST',
      url: '/v1/verifyAccount',
      payload: { authToken: auth.token, displayName: 'Google Member' },
    });
    expect(named.statusCode).toBe(200);

    const again = await guardedPost(ctx.app, '/v2/account/login/google', 'social-login', {
      token: await google.idToken({ sub: 'google-123', email: 'g.member@gmail.test', email_verified: true }),
      device: device(),
    });
    expect(again.json().userId).toBe(auth.userId);
  });

  const googleLogin = async (sub: string, email: string) =>
    guardedPost(ctx.app, '/v2/account/login/google', 'social-login', {
      token: await google.idToken({ sub, email, email_verified: true }),
      device: device(),
    });

  it('joins an account that confirmed the same address', async () => {
    const member = await registerMember(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ verified: true })
      .where(sql`${users.id} = ${member.tokens.userId}`);
    const res = await googleLogin('google-confirmed', member.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).toBe(member.tokens.userId);
  });

  it('refuses to join an account that never confirmed the address, which may be someone else claiming it', async () => {
    const squatter = await registerMember(ctx.app);
    const res = await googleLogin('google-owner', squatter.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'EMAIL_UNCONFIRMED',
      message:
        'An account with this email address has not confirmed it yet. Log in with its password (or reset the password), confirm the address, then try again.',
    });
    // Nothing was linked: the same Google identity is refused again rather than signed in.
    expect((await googleLogin('google-owner', squatter.email)).statusCode).toBe(409);
  });

  it('refuses a token for another client, and a provider that is not configured', async () => {
    const token = await google.idToken(
      { sub: 'google-9', email: 'x@gmail.test', email_verified: true },
      'someone-else',
    );
    const res = await guardedPost(ctx.app, '/v2/account/login/google', 'social-login', {
      token,
      device: device(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid Email or Password.');
    const apple = await guardedPost(ctx.app, '/v2/account/login/apple', 'social-login', {
      token,
      device: device(),
    });
    expect(apple.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/account/providers' })).json()).toEqual({
      google: 'crewcast-web',
      apple: '',
    });
  });
});

describe('sign in with Apple', () => {
  it('hands the form Apple posts back to the login page in the fragment', async () => {
    const postForm = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/login/apple/callback',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const res = await postForm('state=abc123&id_token=header.payload.signature&code=xyz');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${ctx.config.PUBLIC_URL}/login#provider=apple&id_token=header.payload.signature&state=abc123`,
    );
    expect((await postForm('state=abc123')).statusCode).toBe(400);
  });
});
