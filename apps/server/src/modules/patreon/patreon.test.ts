import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { createFakeClock, createTestApp, type FakeClock, type TestContext } from '../../test/test-app';
import { remoteConfigSettings } from '../config/config.schema';
import { patreonLinks } from './patreon.schema';

const HOUR_MS = 60 * 60 * 1000;
const CLIENT_ID = 'crewcast-patreon';
const CLIENT_SECRET = 'patreon-client-secret';
const PUBLIC_URL = 'https://crewcast.test';
const CAMPAIGN = 'campaign-crew';

interface FakeMembership {
  /** The site's own campaign unless said. */
  campaignId?: string;
  patronStatus: string | null;
  tierIds: string[];
  cents: number;
}

interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string;
}

/** Patreon's OAuth and identity endpoints, made here: codes, tokens and memberships the tests set up. */
function createFakePatreon() {
  const patrons = new Map<string, FakeMembership[]>();
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const requests: SeenRequest[] = [];
  let issued = 0;
  let down: boolean | 'identity' = false;

  function issueTokens(patreonUserId: string) {
    issued += 1;
    const tokens = { access_token: `access-${issued}`, refresh_token: `refresh-${issued}` };
    accessTokens.set(tokens.access_token, patreonUserId);
    refreshTokens.set(tokens.refresh_token, patreonUserId);
    return { ...tokens, expires_in: 2678400, scope: 'identity identity.memberships', token_type: 'Bearer' };
  }

  function identity(patreonUserId: string) {
    const memberships = patrons.get(patreonUserId) ?? [];
    const memberIds = memberships.map((_, index) => `${patreonUserId}-member-${index}`);
    return {
      data: {
        id: patreonUserId,
        type: 'user',
        relationships: { memberships: { data: memberIds.map((id) => ({ id, type: 'member' })) } },
      },
      included: [
        ...memberships.map((membership, index) => ({
          id: memberIds[index],
          type: 'member',
          attributes: {
            patron_status: membership.patronStatus,
            currently_entitled_amount_cents: membership.cents,
          },
          relationships: {
            currently_entitled_tiers: { data: membership.tierIds.map((id) => ({ id, type: 'tier' })) },
            campaign: { data: { id: membership.campaignId ?? CAMPAIGN, type: 'campaign' } },
          },
        })),
        ...memberships.flatMap(({ tierIds }) => tierIds.map((id) => ({ id, type: 'tier', attributes: {} }))),
      ],
    };
  }

  function answer(form: URLSearchParams, path: string, authorization: string): [number, unknown] {
    if (down === true) return [503, { errors: [{ detail: 'maintenance' }] }];
    if (path === '/oauth/token') {
      if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
        return [401, { error: 'invalid_client' }];
      }
      if (form.get('grant_type') === 'authorization_code') {
        const patreonUserId = codes.get(form.get('code') ?? '');
        if (!patreonUserId || form.get('redirect_uri') !== `${PUBLIC_URL}/patreon/callback`) {
          return [400, { error: 'invalid_grant' }];
        }
        codes.delete(form.get('code') ?? '');
        return [200, issueTokens(patreonUserId)];
      }
      if (form.get('grant_type') === 'refresh_token') {
        const patreonUserId = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!patreonUserId) return [400, { error: 'invalid_grant' }];
        refreshTokens.delete(form.get('refresh_token') ?? '');
        return [200, issueTokens(patreonUserId)];
      }
      return [400, { error: 'unsupported_grant_type' }];
    }
    if (path === '/api/identity') {
      const patreonUserId = accessTokens.get(authorization.replace(/^Bearer /, ''));
      if (!patreonUserId) return [401, { errors: [{ code_name: 'Unauthorized' }] }];
      if (down === 'identity') return [503, { errors: [{ detail: 'maintenance' }] }];
      return [200, identity(patreonUserId)];
    }
    return [404, { error: 'not_found' }];
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://patreon.test');
      const seen = {
        method: req.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        form: new URLSearchParams(body),
        authorization: req.headers.authorization ?? '',
      };
      requests.push(seen);
      const [status, json] = answer(seen.form, url.pathname, seen.authorization);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });

  return {
    server,
    requests,
    /** A Patreon account with these memberships, and a fresh code that links it. */
    patron(patreonUserId: string, memberships: FakeMembership[]): string {
      patrons.set(patreonUserId, memberships);
      const code = `code-${patreonUserId}-${codes.size + issued}`;
      codes.set(code, patreonUserId);
      return code;
    },
    setMemberships(patreonUserId: string, memberships: FakeMembership[]) {
      patrons.set(patreonUserId, memberships);
    },
    /** Patreon stops accepting an access token (it expired). */
    expireAccessTokens() {
      accessTokens.clear();
    },
    /** The member removed this site from their Patreon account. */
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    /** Patreon fails entirely, or only its API (past the token check) while its OAuth endpoints still answer. */
    setDown(value: boolean | 'identity') {
      down = value;
    },
  };
}

const gold = (status = 'active_patron'): FakeMembership => ({
  patronStatus: status,
  tierIds: ['tier-gold'],
  cents: 500,
});

let ctx: TestContext;
let fake: ReturnType<typeof createFakePatreon>;
let clock: FakeClock;
let patreonUrl: string;
let ids = 0;

/** The server settings that point the app at the fake Patreon, with these changed. */
function patreonEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    PUBLIC_URL,
    ACCOUNT_RATE_LIMIT_MAX: '1000',
    TRUST_PROXY: '1',
    PATREON_CLIENT_ID: CLIENT_ID,
    PATREON_CLIENT_SECRET: CLIENT_SECRET,
    PATREON_CAMPAIGN_ID: CAMPAIGN,
    PATREON_TIER_IDS: 'tier-gold, tier-platinum',
    PATREON_AUTHORIZE_URL: `${patreonUrl}/oauth2/authorize`,
    PATREON_TOKEN_URL: `${patreonUrl}/oauth/token`,
    PATREON_API_URL: `${patreonUrl}/api`,
    ...overrides,
  };
}

async function setConfig(key: string, value: unknown, on: TestContext = ctx) {
  await on.database.db
    .insert(remoteConfigSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: remoteConfigSettings.key, set: { value } });
}

/** Runs a test against a second app (own database, same fake Patreon and clock) built with other settings. */
async function withApp(overrides: Record<string, string>, test: (other: TestContext) => Promise<void>) {
  const other = await createTestApp(patreonEnv(overrides), { clock });
  try {
    await setConfig('patreon_enabled', true, other);
    await test(other);
  } finally {
    await other.close();
  }
}

beforeAll(async () => {
  fake = createFakePatreon();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  patreonUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  clock = createFakeClock(new Date());
  ctx = await createTestApp(patreonEnv(), { clock });
  await setConfig('patreon_enabled', true);
});
afterAll(async () => {
  await ctx?.close();
  fake?.server.close();
});
beforeEach(() => {
  fake.setDown(false);
});

const inject = (
  member: TestMember,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  on: TestContext = ctx,
) => requestAs(on.app, member.tokens.token, method, url, payload);

async function userInfo(member: TestMember, on: TestContext = ctx) {
  const res = await inject(member, 'GET', '/v1/userinfo/query?select=subscription,patreon', undefined, on);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * Whether the member's Patreon pledge counts, as user info tells it: hasPatreon, and a subscription through
 * Patreon that agrees with it (the members here have no other subscription).
 */
async function pledgeCounts(member: TestMember, on: TestContext = ctx): Promise<boolean> {
  const info = await userInfo(member, on);
  expect(info.hasPatreon).toBeTypeOf('boolean');
  expect(info.hasSubscription).toBe(info.hasPatreon);
  return info.hasPatreon;
}

async function connectState(member: TestMember, on: TestContext = ctx): Promise<string> {
  const res = await inject(member, 'POST', '/v1/patreon/connect', undefined, on);
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url).searchParams.get('state') ?? '';
}

/** A member who links a fresh Patreon account with these memberships. */
async function linkedMember(memberships: FakeMembership[], on: TestContext = ctx) {
  const member = await registerMember(on.app);
  ids += 1;
  const patreonUserId = `patreon-user-${ids}`;
  const code = fake.patron(patreonUserId, memberships);
  const res = await inject(
    member,
    'POST',
    '/v1/patreon/callback',
    { code, state: await connectState(member, on) },
    on,
  );
  expect(res.statusCode).toBe(200);
  return { member, patreonUserId, linked: res.json() };
}

async function linkRow(member: TestMember) {
  const [row] = await ctx.database.db
    .select()
    .from(patreonLinks)
    .where(eq(patreonLinks.userId, member.tokens.userId));
  return row;
}

describe('POST /v1/patreon/connect', () => {
  it('sends the member to Patreon with the client, the callback page, the scopes and a signed state', async () => {
    const member = await registerMember(ctx.app);
    const res = await inject(member, 'POST', '/v1/patreon/connect');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${patreonUrl}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/patreon/callback`,
      scope: 'identity identity.memberships',
    });
    expect(url.searchParams.get('state')).toMatch(/^\d+\.[\w-]{20,}$/);
  });

  it('needs a logged-in member', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/patreon/connect' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /v1/patreon/callback', () => {
  it('refuses a state that was altered, is another member’s or has expired', async () => {
    const member = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const code = fake.patron('patreon-state-check', [gold()]);
    const state = await connectState(member);
    const [expires, signature] = state.split('.');
    const callback = (who: TestMember, withState: string) =>
      inject(who, 'POST', '/v1/patreon/callback', { code, state: withState });

    const altered = await callback(member, `${Number(expires) + 600}.${signature}`);
    expect(altered.statusCode).toBe(400);
    expect(altered.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/expired or was started from another account/),
    });
    expect((await callback(other, state)).statusCode).toBe(400);
    expect((await callback(member, 'not-a-state')).statusCode).toBe(400);

    clock.set(new Date(clock().getTime() + 11 * 60 * 1000));
    expect((await callback(member, state)).statusCode).toBe(400);
    expect(await linkRow(member)).toBeUndefined();
    expect(fake.requests.some(({ form }) => form.get('code') === code)).toBe(false);
  });

  it('links an active patron at a counted tier, keeping the tokens encrypted and to itself', async () => {
    const { member, patreonUserId, linked } = await linkedMember([gold()]);
    expect(linked).toEqual({
      linked: true,
      patronStatus: 'active_patron',
      tierIds: ['tier-gold'],
      active: true,
      checkedAt: clock().toISOString(),
    });

    const exchange = fake.requests.findLast(({ path }) => path === '/oauth/token');
    expect(Object.fromEntries(exchange?.form ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: `${PUBLIC_URL}/patreon/callback`,
    });
    const identity = fake.requests.findLast(({ path }) => path.startsWith('/api/identity'));
    const query = new URL(identity?.path ?? '/', patreonUrl).searchParams;
    expect(query.get('include')).toBe('memberships.currently_entitled_tiers,memberships.campaign');
    expect(query.get('fields[member]')).toBe('patron_status,currently_entitled_amount_cents');

    const status = await inject(member, 'GET', '/v1/patreon');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual(linked);
    expect(status.body).not.toMatch(/access-|refresh-/);

    const row = await linkRow(member);
    expect(row).toMatchObject({ patreonUserId, patronStatus: 'active_patron', pledgeCents: 500 });
    expect(row?.accessToken).not.toMatch(/^access-/);
    expect(row?.refreshToken).not.toMatch(/^refresh-/);
    expect(await pledgeCounts(member)).toBe(true);
  });

  it('links a former patron and a patron at another tier without counting them', async () => {
    const former = await linkedMember([gold('former_patron')]);
    expect(former.linked).toMatchObject({ linked: true, patronStatus: 'former_patron', active: false });
    const bronze = await linkedMember([
      { patronStatus: 'active_patron', tierIds: ['tier-bronze'], cents: 100 },
    ]);
    expect(bronze.linked).toMatchObject({
      patronStatus: 'active_patron',
      tierIds: ['tier-bronze'],
      active: false,
    });
    expect(await pledgeCounts(former.member)).toBe(false);
    expect(await pledgeCounts(bronze.member)).toBe(false);
  });

  it('counts the membership that qualifies when the account has several', async () => {
    const { linked } = await linkedMember([
      { patronStatus: 'active_patron', tierIds: ['tier-bronze'], cents: 100 },
      { patronStatus: 'active_patron', tierIds: ['tier-platinum'], cents: 2000 },
    ]);
    expect(linked).toMatchObject({ tierIds: ['tier-platinum'], active: true });
  });

  it("counts any active pledge to the site's campaign when no tiers are configured, never one to another creator", async () => {
    const untiered: FakeMembership = { patronStatus: 'active_patron', tierIds: [], cents: 300 };
    const elsewhere: FakeMembership = { ...untiered, campaignId: 'campaign-someone-else' };
    await withApp({ PATREON_TIER_IDS: '' }, async (anyTier) => {
      const { member, linked } = await linkedMember([untiered], anyTier);
      expect(linked).toMatchObject({ patronStatus: 'active_patron', tierIds: [], active: true });
      expect(await pledgeCounts(member, anyTier)).toBe(true);

      const otherCreator = await linkedMember([elsewhere], anyTier);
      expect(otherCreator.linked).toMatchObject({ linked: true, patronStatus: null, active: false });
      expect(await pledgeCounts(otherCreator.member, anyTier)).toBe(false);
    });
    // A counted tier's id, but of another campaign's membership.
    const goldElsewhere = await linkedMember([{ ...gold(), campaignId: 'campaign-someone-else' }]);
    expect(goldElsewhere.linked).toMatchObject({ active: false });
    const { member, linked } = await linkedMember([untiered]);
    expect(linked).toMatchObject({ patronStatus: 'active_patron', tierIds: [], active: false });
    expect(await pledgeCounts(member)).toBe(false);
  });

  it('answers 400 when Patreon refuses the code and 502 when Patreon is down, without its details', async () => {
    const member = await registerMember(ctx.app);
    const refused = await inject(member, 'POST', '/v1/patreon/callback', {
      code: 'spent-code',
      state: await connectState(member),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'INVALID_CODE',
      message: 'Patreon did not accept the link. Please link Patreon again.',
    });

    const code = fake.patron('patreon-while-down', [gold()]);
    fake.setDown(true);
    const down = await inject(member, 'POST', '/v1/patreon/callback', {
      code,
      state: await connectState(member),
    });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      error: 'BAD_GATEWAY',
      message: 'Patreon could not be reached. Please try again in a few minutes.',
    });
    expect(await linkRow(member)).toBeUndefined();
  });

  it('refuses a Patreon account that is linked to another member', async () => {
    const { patreonUserId } = await linkedMember([gold()]);
    const member = await registerMember(ctx.app);
    const code = fake.patron(patreonUserId, [gold()]);
    const res = await inject(member, 'POST', '/v1/patreon/callback', {
      code,
      state: await connectState(member),
    });
    expect(res.statusCode).toBe(409);
    expect(await linkRow(member)).toBeUndefined();
  });

  it('replaces the linked account when the member links another one', async () => {
    const { member } = await linkedMember([gold('former_patron')]);
    const code = fake.patron('patreon-second-account', [gold()]);
    const res = await inject(member, 'POST', '/v1/patreon/callback', {
      code,
      state: await connectState(member),
    });
    expect(res.json()).toMatchObject({ active: true });
    expect((await linkRow(member))?.patreonUserId).toBe('patreon-second-account');
  });
});

describe('GET and DELETE /v1/patreon', () => {
  it('shows a member without a link, and unlinks', async () => {
    const member = await registerMember(ctx.app);
    expect((await inject(member, 'GET', '/v1/patreon')).json()).toEqual({
      linked: false,
      patronStatus: null,
      tierIds: [],
      active: false,
      checkedAt: null,
    });

    const linked = await linkedMember([gold()]);
    const res = await inject(linked.member, 'DELETE', '/v1/patreon');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ linked: false, active: false });
    expect(await linkRow(linked.member)).toBeUndefined();
    expect((await inject(linked.member, 'GET', '/v1/patreon')).json()).toMatchObject({ linked: false });
    expect(await pledgeCounts(linked.member)).toBe(false);
  });
});

describe('hasActivePledge', () => {
  it('reads the pledge again after an hour, renewing the access token when Patreon no longer accepts it', async () => {
    const { member, patreonUserId } = await linkedMember([gold()]);
    const before = await linkRow(member);
    fake.setMemberships(patreonUserId, [gold('declined_patron')]);
    clock.set(new Date(clock().getTime() + 30 * 60 * 1000));
    expect(await pledgeCounts(member)).toBe(true);

    fake.expireAccessTokens();
    clock.set(new Date(clock().getTime() + 31 * 60 * 1000));
    expect(await pledgeCounts(member)).toBe(false);

    const refresh = fake.requests.findLast(({ form }) => form.get('grant_type') === 'refresh_token');
    expect(refresh?.form.get('client_id')).toBe(CLIENT_ID);
    const after = await linkRow(member);
    expect(after).toMatchObject({ patronStatus: 'declined_patron', checkedAt: clock() });
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);

    fake.setMemberships(patreonUserId, [gold()]);
    clock.set(new Date(clock().getTime() + 2 * HOUR_MS));
    expect(await pledgeCounts(member)).toBe(true);
  });

  it('keeps the last known state while Patreon is down', async () => {
    const { member } = await linkedMember([gold()]);
    fake.setDown(true);
    clock.set(new Date(clock().getTime() + 2 * HOUR_MS));
    expect(await pledgeCounts(member)).toBe(true);
    const status = await inject(member, 'GET', '/v1/patreon');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ linked: true, active: true });
  });

  it('keeps renewed tokens when Patreon fails right after renewing them', async () => {
    const { member } = await linkedMember([gold()]);
    const before = await linkRow(member);
    fake.expireAccessTokens();
    fake.setDown('identity');
    clock.set(new Date(clock().getTime() + 2 * HOUR_MS));
    expect(await pledgeCounts(member)).toBe(true);
    const renewed = await linkRow(member);
    expect(renewed?.refreshToken).not.toBe(before?.refreshToken);
    expect(renewed?.checkedAt).toEqual(before?.checkedAt);

    fake.setDown(false);
    clock.set(new Date(clock().getTime() + 10 * 60 * 1000));
    expect(await pledgeCounts(member)).toBe(true);
    expect((await linkRow(member))?.checkedAt).toEqual(clock());
  });

  it('stops counting a pledge once the member has revoked this site on Patreon', async () => {
    const { member } = await linkedMember([gold()]);
    fake.revokeAll();
    clock.set(new Date(clock().getTime() + 2 * HOUR_MS));
    expect(await pledgeCounts(member)).toBe(false);
    expect((await inject(member, 'GET', '/v1/patreon')).json()).toMatchObject({
      linked: true,
      patronStatus: null,
      active: false,
    });
  });
});

describe('availability', () => {
  it('answers 404 while patreon_enabled is off, and does not count pledges', async () => {
    const { member } = await linkedMember([gold()]);
    await setConfig('patreon_enabled', false);
    try {
      for (const [method, url] of [
        ['GET', '/v1/patreon'],
        ['POST', '/v1/patreon/connect'],
        ['DELETE', '/v1/patreon'],
      ] as const) {
        const res = await inject(member, method, url);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Patreon linking is not available on this site.');
      }
      const callback = await inject(member, 'POST', '/v1/patreon/callback', { code: 'c', state: 's' });
      expect(callback.statusCode).toBe(404);
      const info = await userInfo(member);
      expect(info).not.toHaveProperty('hasPatreon');
      expect(info).toMatchObject({ hasSubscription: false, subscription: null });
    } finally {
      await setConfig('patreon_enabled', true);
    }
    expect(await pledgeCounts(member)).toBe(true);
  });

  it('answers 404 when no Patreon client is configured', async () => {
    await withApp({ PATREON_CLIENT_ID: '' }, async (unconfigured) => {
      const member = await registerMember(unconfigured.app);
      const res = await inject(member, 'POST', '/v1/patreon/connect', undefined, unconfigured);
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('user info', () => {
  it('reports a counted pledge as hasPatreon and a Patreon subscription, only while patreon_enabled is on', async () => {
    const patron = await linkedMember([gold()]);
    const former = await linkedMember([gold('former_patron')]);

    expect(await userInfo(patron.member)).toMatchObject({
      hasPatreon: true,
      hasSubscription: true,
      subscription: 'patreon',
      subscriptionType: 'patreon',
    });
    expect(await userInfo(former.member)).toMatchObject({
      hasPatreon: false,
      hasSubscription: false,
      subscription: null,
    });

    await setConfig('patreon_enabled', false);
    try {
      for (const { member } of [patron, former]) {
        const info = await userInfo(member);
        expect(info).not.toHaveProperty('hasPatreon');
        expect(info).toMatchObject({ hasSubscription: false, subscription: null });
      }
    } finally {
      await setConfig('patreon_enabled', true);
    }
  });
});
