import { beforeAll, describe, expect, it } from 'vitest';
import { device, guardedPost, registerMember, requestAs, type TestMember } from '../../test/members';
import { useTestApp } from '../../test/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { remoteConfigSettings } from '../config/config.schema';
import { devices } from './devices.schema';

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  await ctx.database.db
    .insert(remoteConfigSettings)
    .values({ key: 'device_management_limit', value: 2 })
    .onConflictDoUpdate({ target: remoteConfigSettings.key, set: { value: 2 } });
});

async function loginOn(member: TestMember, name: string) {
  const dev = device(name);
  const res = await guardedPost(ctx.app, '/v2/account/login', 'login', {
    email: member.email,
    password: member.password,
    device: dev,
  });
  expect(res.statusCode).toBe(200);
  const { token, refreshToken, userId } = res.json();
  return {
    token: token as string,
    refreshToken: refreshToken as string,
    userId,
    deviceIdentifier: dev.deviceIdentifier,
  };
}

const devicesOf = async (token: string) =>
  (await requestAs(ctx.app, token, 'GET', '/v2/device')).json() as {
    deviceIdentifier: string;
    isActive: boolean;
    isCurrent: boolean;
    platform: string;
    model: string;
    browser: string | null;
    system: string | null;
    lastUsed: string | null;
  }[];

describe('devices', () => {
  it('lists the current device first, then active ones, newest first', async () => {
    const member = await registerMember(ctx.app);
    const second = await loginOn(member, 'second');
    const third = await loginOn(member, 'third');
    const list = await devicesOf(second.token);
    expect(list.map((d) => d.deviceIdentifier)).toEqual([
      second.deviceIdentifier,
      member.deviceIdentifier,
      third.deviceIdentifier,
    ]);
    expect(list[0]).toMatchObject({
      isCurrent: true,
      isActive: true,
      platform: 'web',
      model: 'Linux Chromium',
    });
    // The limit is 2: the third device arrived inactive.
    expect(list[2]?.isActive).toBe(false);
  });

  it('refuses an activation past the limit with the limit in the answer', async () => {
    const member = await registerMember(ctx.app);
    const second = await loginOn(member, 'b');
    const third = await loginOn(member, 'c');
    const patch = (deviceIdentifier: string, isActive: boolean) =>
      requestAs(ctx.app, member.tokens.token, 'PATCH', '/v2/device', { deviceIdentifier, isActive });
    const refused = await patch(third.deviceIdentifier, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'DEVICE_LIMIT',
      message: 'You have reached your device limit of 2! You must deactivate a device to activate a new one.',
      fields: { deviceLimit: ['2'] },
    });
    expect((await patch(second.deviceIdentifier, false)).statusCode).toBe(200);
    const activated = await patch(third.deviceIdentifier, true);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().filter((d: { isActive: boolean }) => d.isActive)).toHaveLength(2);
  });

  it('lets two activations race without passing the limit', async () => {
    const member = await registerMember(ctx.app);
    const b = await loginOn(member, 'race-b');
    await requestAs(ctx.app, member.tokens.token, 'PATCH', '/v2/device', {
      deviceIdentifier: b.deviceIdentifier,
      isActive: false,
    });
    const c = await loginOn(member, 'race-c');
    const d = await loginOn(member, 'race-d');
    const results = await Promise.all(
      [c, d].map((target) =>
        requestAs(ctx.app, member.tokens.token, 'PATCH', '/v2/device', {
          deviceIdentifier: target.deviceIdentifier,
          isActive: true,
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await devicesOf(member.tokens.token)).filter((dev) => dev.isActive)).toHaveLength(2);
  });

  it('removes another device but never the current one', async () => {
    const member = await registerMember(ctx.app);
    const other = await loginOn(member, 'other');
    const remove = (deviceIdentifier: string) =>
      requestAs(ctx.app, member.tokens.token, 'DELETE', '/v2/device', { deviceIdentifier });
    const current = await remove(member.deviceIdentifier);
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toBe('You cannot remove the device you are using.');
    expect((await remove(other.deviceIdentifier)).statusCode).toBe(200);
    expect((await remove(other.deviceIdentifier)).statusCode).toBe(404);
    expect((await devicesOf(member.tokens.token)).map((d) => d.deviceIdentifier)).toEqual([
      member.deviceIdentifier,
    ]);
  });

  it('signs a removed device out: its refresh token is revoked and its access token refused', async () => {
    const member = await registerMember(ctx.app);
    const removed = await loginOn(member, 'removed');
    const kept = await loginOn(member, 'kept');
    const res = await requestAs(ctx.app, member.tokens.token, 'DELETE', '/v2/device', {
      deviceIdentifier: removed.deviceIdentifier,
    });
    expect(res.statusCode).toBe(200);
    const renew = (session: { refreshToken: string; userId: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/renew',
        payload: { refreshToken: session.refreshToken, userId: session.userId, device: device() },
      });
    expect((await requestAs(ctx.app, removed.token, 'GET', '/v2/device')).statusCode).toBe(401);
    expect((await renew(removed)).statusCode).toBe(401);
    expect((await requestAs(ctx.app, kept.token, 'GET', '/v2/device')).statusCode).toBe(200);
    expect((await renew(kept)).statusCode).toBe(200);
  });

  it('names each device’s browser and system from its User-Agent, and when it was last used', async () => {
    const member = await registerMember(ctx.app);
    const phone = device('phone');
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const WINDOWS_FIREFOX =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const login = await guardedPost(
      ctx.app,
      '/v2/account/login',
      'login',
      { email: member.email, password: member.password, device: phone },
      { 'user-agent': IPHONE },
    );
    const session = login.json() as { token: string; refreshToken: string; userId: string };
    const list = await devicesOf(session.token);
    expect(list[0]).toMatchObject({
      isCurrent: true,
      browser: 'Safari 17',
      system: 'iOS 17',
      model: 'Linux Chromium',
    });
    const firstUse = list[0]!.lastUsed as string;
    expect(Date.now() - Date.parse(firstUse)).toBeLessThan(60_000);
    // The device the member registered on answers light-my-request's own agent, which names nothing.
    expect(list[1]).toMatchObject({ browser: null, system: null });

    const renew = (refreshToken: string, userAgent: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/account/renew',
        payload: { refreshToken, userId: session.userId, device: phone },
        headers: { 'user-agent': userAgent },
      });
    // Within the hour a renewal writes nothing.
    const again = (await renew(session.refreshToken, WINDOWS_FIREFOX)).json() as typeof session;
    expect((await devicesOf(again.token))[0]).toMatchObject({ lastUsed: firstUse, browser: 'Safari 17' });

    // An hour on, it stamps the use and the agent that renewed.
    const where = and(
      eq(devices.userId, session.userId),
      eq(devices.deviceIdentifier, phone.deviceIdentifier),
    );
    await ctx.database.db
      .update(devices)
      .set({ lastUsedAt: sql`now() - interval '61 minutes'` })
      .where(where);
    const later = (await renew(again.refreshToken, WINDOWS_FIREFOX)).json() as typeof session;
    const renewed = (await devicesOf(later.token))[0]!;
    expect(renewed).toMatchObject({ browser: 'Firefox 128', system: 'Windows' });
    expect(Date.now() - Date.parse(renewed.lastUsed as string)).toBeLessThan(60_000);
  });

  it('adds a device by POST and validates the body', async () => {
    const member = await registerMember(ctx.app);
    const added = await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/device', device('posted'));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toHaveLength(2);
    const bad = await requestAs(ctx.app, member.tokens.token, 'POST', '/v2/device', {
      deviceIdentifier: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/device' })).statusCode).toBe(401);
  });
});
