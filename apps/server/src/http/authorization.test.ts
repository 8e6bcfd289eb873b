import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AccountType } from '@crewcast/contracts/account';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMasterPath } from '../modules/live/live-broadcasts';
import { livestreamRecordings, livestreams } from '../modules/live/live.schema';
import { mediaAssets } from '../modules/media/media.schema';
import { media } from '../modules/content/content.schema';
import { card, checkout } from '../test/billing';
import { seedTestCatalog } from '../test/catalog';
import { valueFor } from '../test/fuzz-arbitraries';
import { bearer, device, registerMember, requestAs, type TestMember } from '../test/members';
import { operationsOf, urlOf, type Operation } from '../test/openapi';
import { ask, connectMember, listen, staffMember } from '../test/realtime';
import { createTestApp, UNLIMITED_ENV, type TestContext } from '../test/test-app';

/**
 * Who may call each operation in the OpenAPI document. A route missing here fails this suite: declare it.
 * - public: anyone; an anonymous caller is never told to log in.
 * - credential: anyone, but the request carries its own proof (a token or code in the body); without a valid one
 *   the answer is a 4xx.
 * - member: a logged-in member (a bearer token); anonymous or forged tokens get 401.
 * - staff: Official (2) and Creator (3) accounts; anonymous gets 401, a member 403.
 * `owned` builds a request against another member's resource: the owner gets a success, anyone else 403/404.
 */
type Access = 'public' | 'credential' | 'member' | 'staff';

interface Resources {
  giftId: string;
  deviceIdentifier: string;
  sessionId: string;
  userId: string;
}

interface Call {
  method?: Operation['method'];
  url: string;
  payload?: object;
}

interface Rule {
  access: Access;
  owned?: (resources: Resources) => Call;
  /**
   * The operation answers every caller alike and changes only the caller's own (an idempotent close): another
   * member's call is a success that leaves the owner's resource as it was.
   */
  sameAnswerForAll?: true;
  /** A valid request, where requests drawn from the schema would not pass its validation. */
  example?: { url: string; payload?: object };
}

const ACCESS: Record<string, Rule> = {
  'GET /healthz': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'GET /v1/remoteconfig': { access: 'public' },
  'GET /v1/remoteconfig/css': { access: 'public' },
  'GET /v1/localisation': { access: 'public' },
  'GET /v1/localisation/{languageId}': { access: 'public' },
  'GET /v1/faq': { access: 'public' },
  'GET /channels/v14': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'GET /channels/v14/latest': { access: 'public' },
  'GET /channels/v14/shows': { access: 'public' },
  'GET /channels/v14/search': { access: 'public' },
  'GET /channels/v14/media/{id}': { access: 'public' },
  'GET /channels/v14/{id}': { access: 'public' },
  'GET /channels/v14/season/{id}': { access: 'public' },
  'GET /channels/v14/slug/{slug}': { access: 'public' },
  'GET /channels/v14/special/{name}': { access: 'public' },
  'GET /channels/v14/promo/{name}': { access: 'public' },
  'GET /v7/recommendations/batch': {
    access: 'public',
    example: { url: '/v7/recommendations/batch?types=trending,new' },
  },
  'GET /v7/recommendations/up-next/{id}': { access: 'public' },
  'GET /v7/recommendations/{type}': { access: 'public' },
  'GET /v1/legaldocuments': { access: 'public' },
  'GET /v1/legaldocuments/types': { access: 'public' },
  'GET /v1/legaldocuments/{type}': { access: 'public' },
  'GET /v1/billing/options': { access: 'public' },
  'GET /v1/gifts/options': { access: 'public' },
  'GET /v2/account/providers': { access: 'public' },
  'POST /v2/account/integrity': { access: 'public' },
  'POST /v2/account/register': { access: 'public' },
  'POST /v2/account/login': { access: 'public' },
  'POST /v2/account/login/google': { access: 'credential' },
  'POST /v2/account/login/apple': { access: 'credential' },
  'POST /v2/account/login/apple/callback': { access: 'public' },
  'POST /v2/account/forgotten-password/send': { access: 'public' },
  'POST /v2/account/forgotten-password/change': { access: 'credential' },
  'POST /v2/account/renew': { access: 'credential' },
  'POST /v1/emailverify': { access: 'credential' },
  'POST /v1/verifyAccount': { access: 'credential' },
  'POST /v2/account/login/second-factor': { access: 'credential' },

  'POST /v2/account/logout': { access: 'member' },
  'POST /v2/account/change/email': {
    access: 'member',
    example: {
      url: '/v2/account/change/email',
      payload: { newEmail: 'moving@crewcast.test', password: 'not the password' },
    },
  },
  'PUT /v1/email': {
    access: 'member',
    example: { url: '/v1/email', payload: { email: 'moving@crewcast.test', password: 'not the password' } },
  },
  'POST /v2/account/change/email/complete': { access: 'member' },
  'POST /v2/account/change/password': { access: 'member' },
  'POST /v1/emailverify/resend': { access: 'member' },
  'GET /v2/account/two-factor': { access: 'member' },
  'POST /v2/account/two-factor/totp': { access: 'member' },
  'POST /v2/account/two-factor/totp/confirm': { access: 'member' },
  'DELETE /v2/account/two-factor/totp': { access: 'member' },
  'POST /v2/account/two-factor/passkeys/options': { access: 'member' },
  'POST /v2/account/two-factor/passkeys': { access: 'member' },
  'DELETE /v2/account/two-factor/passkeys/{passkeyId}': { access: 'member' },
  'POST /v2/account/two-factor/recovery-codes': { access: 'member' },
  'GET /v1/userinfo/query': { access: 'member' },
  'PUT /v1/displayName': { access: 'member' },
  'GET /v1/emailPreferences': { access: 'member' },
  'POST /v1/emailPreferences': { access: 'member' },
  'GET /v2/pushnotification/type': { access: 'member' },
  'POST /v2/pushnotification/type': { access: 'member' },
  'DELETE /v1/userinfo': { access: 'member' },
  'PUT /v1/userinfo/cancel-delete': {
    access: 'member',
    owned: ({ userId }) => ({ url: `/v1/userinfo/cancel-delete?userId=${userId}` }),
  },
  'GET /v1/follows': { access: 'member' },
  'PUT /v1/follows/shows/{showId}': { access: 'member' },
  'DELETE /v1/follows/shows/{showId}': { access: 'member' },
  'PUT /v1/follows/livestream': { access: 'member' },
  'DELETE /v1/follows/livestream': { access: 'member' },
  'GET /v1/notifications/settings': { access: 'member' },
  'PUT /v1/notifications/settings': { access: 'member' },
  'GET /v1/notifications/push/key': { access: 'public' },
  'POST /v1/notifications/push/subscriptions': {
    access: 'member',
    example: {
      url: '/v1/notifications/push/subscriptions',
      payload: {
        endpoint: 'https://push.example.test/send/abc',
        keys: {
          p256dh: Buffer.alloc(65, 4).toString('base64url'),
          auth: Buffer.alloc(16, 1).toString('base64url'),
        },
      },
    },
  },
  'DELETE /v1/notifications/push/subscriptions': { access: 'member' },
  'POST /v1/notifications/unsubscribe': { access: 'credential' },
  'GET /v2/device': { access: 'member' },
  'POST /v2/device': { access: 'member' },
  'PATCH /v2/device': {
    access: 'member',
    owned: ({ deviceIdentifier }) => ({ url: '/v2/device', payload: { deviceIdentifier, isActive: true } }),
  },
  'DELETE /v2/device': {
    access: 'member',
    // The owner's call (a success) comes last: it removes the device.
    owned: ({ deviceIdentifier }) => ({ url: '/v2/device', payload: { deviceIdentifier } }),
  },
  'GET /v1/legaldocuments/latest': { access: 'member' },
  'POST /v1/legaldocuments/accept': { access: 'member' },
  'PUT /v1/progress/{mediaId}': { access: 'member' },
  'GET /v1/progress/{mediaId}': { access: 'member' },
  'GET /v1/watchHistory': { access: 'member' },
  'DELETE /v1/watchHistory/{mediaId}': { access: 'member' },
  'GET /v1/watchLater': { access: 'member' },
  'PUT /v1/watchLater/{mediaId}': { access: 'member' },
  'DELETE /v1/watchLater/{mediaId}': { access: 'member' },
  'GET /v5/userchannels/': { access: 'member' },
  'POST /v1/playback/{mediaId}': { access: 'member' },
  'POST /v1/playback/sessions/{sessionId}/heartbeat': {
    access: 'member',
    owned: ({ sessionId }) => ({ url: `/v1/playback/sessions/${sessionId}/heartbeat` }),
  },
  'DELETE /v1/playback/sessions/{sessionId}': {
    access: 'member',
    sameAnswerForAll: true,
    owned: ({ sessionId }) => ({ url: `/v1/playback/sessions/${sessionId}` }),
  },
  'GET /v1/subscription': { access: 'member' },
  'POST /v1/checkout': { access: 'member' },
  'POST /v1/subscription/cancel': { access: 'member' },
  'POST /v1/subscription/resume': { access: 'member' },
  'PUT /v1/subscription/plan': { access: 'member' },
  'PUT /v1/subscription/card': {
    access: 'member',
    example: { url: '/v1/subscription/card', payload: { card: card() } },
  },
  'POST /v1/billing/portal': { access: 'member' },
  'GET /v1/subscription/receipts': { access: 'member' },
  'GET /v3/stripecoupon/subscription': { access: 'member' },
  'GET /v3/stripecoupon': { access: 'member' },
  'POST /v3/stripecoupon/coupon': { access: 'member' },
  'GET /v1/gifts': { access: 'member' },
  'POST /v1/gifts': { access: 'member' },
  'GET /v1/gifts/{id}': { access: 'member', owned: ({ giftId }) => ({ url: `/v1/gifts/${giftId}` }) },
  'POST /v1/gifts/redeem': { access: 'member' },
  'GET /v1/points/': { access: 'member' },
  'POST /v1/points/recalculate': { access: 'member' },
  'GET /v5/projects/active': { access: 'public' },
  'GET /v5/projects/past': { access: 'public' },
  'GET /v3/projects/active': { access: 'public' },
  'GET /v3/projects/complete': { access: 'public' },
  'GET /v3/projects/released': { access: 'public' },
  'GET /v3/projects/{id}': { access: 'public' },
  'GET /v1/projectpage/{id}': { access: 'public' },
  'POST /v5/projects/{projectId}/{amount}': { access: 'member' },
  'GET /v1/admin/access': { access: 'staff' },
  'GET /v1/admin/notifications': { access: 'staff' },
  'GET /v1/admin/battles': { access: 'staff' },
  'POST /v1/admin/battles': { access: 'staff' },
  'GET /v1/admin/battles/{battleId}': { access: 'staff' },
  'PUT /v1/admin/battles/{battleId}/schedule': { access: 'staff' },
  'POST /v1/admin/battles/{battleId}/close': { access: 'staff' },
  'PUT /v1/admin/battles/{battleId}/winner': { access: 'staff' },
  'GET /v1/patreon': { access: 'member' },
  'DELETE /v1/patreon': { access: 'member' },
  'POST /v1/patreon/connect': { access: 'member' },
  'POST /v1/patreon/callback': { access: 'member' },
  'GET /v2/livestream/chat/{livestreamId}': { access: 'member' },
  'GET /v2/live/media': { access: 'public' },
  'GET /v2/live/recordings/{recordingId}/chat': { access: 'member' },
  'GET /v1/badges/all': { access: 'member' },
  'POST /v1/badges': { access: 'member' },
  'GET /v1/bingo/': { access: 'member' },
  'GET /v1/bingo/{bingoId}/layout': { access: 'member' },
  'GET /v1/bingo/{bingoId}/my-games': { access: 'member' },
  'GET /v1/bingo/{bingoId}/{gameId}': { access: 'member' },
  'POST /v1/bingo/{bingoId}/{gameId}/flip/{choiceId}': { access: 'member' },
  'POST /v1/bingocreator/{layoutId}/start-game': { access: 'staff' },
  'GET /v1/bingocreator/layouts': { access: 'staff' },

  'GET /v1/admin/audit': { access: 'staff' },
  'GET /v1/admin/chat/actions': { access: 'staff' },
  'DELETE /v1/admin/chat/actions/{actionId}': { access: 'staff' },
  'DELETE /v1/admin/chat/messages/{messageId}': { access: 'staff' },
  'POST /v1/admin/chat/timeouts': { access: 'staff' },
  'POST /v1/admin/chat/bans': { access: 'staff' },
  'GET /v1/admin/members': { access: 'staff' },
  'GET /v1/admin/members/{userId}': { access: 'staff' },
  'POST /v1/admin/members/{userId}/subscription-time': { access: 'staff' },
  'POST /v1/admin/members/{userId}/points': { access: 'staff' },
  'POST /v1/admin/members/{userId}/receipts/{receiptId}/refund': { access: 'staff' },
  'PUT /v1/admin/members/{userId}/account-type': { access: 'staff' },
  'POST /v1/admin/members/{userId}/sign-out': { access: 'staff' },
  'POST /v1/admin/members/{userId}/ban': { access: 'staff' },
  'DELETE /v1/admin/members/{userId}/ban': { access: 'staff' },
  'POST /v1/admin/members/{userId}/deletion': { access: 'staff' },
  'DELETE /v1/admin/members/{userId}/deletion': { access: 'staff' },
  'GET /v1/admin/livestreams': { access: 'staff' },
  'GET /v1/admin/media/features': { access: 'staff' },
  'POST /v1/admin/livestreams': { access: 'staff' },
  'GET /v1/admin/livestreams/{livestreamId}': { access: 'staff' },
  'PUT /v1/admin/livestreams/{livestreamId}': { access: 'staff' },
  'POST /v1/admin/livestreams/{livestreamId}/key': { access: 'staff' },
  'POST /v1/admin/livestreams/{livestreamId}/start': { access: 'staff' },
  'POST /v1/admin/livestreams/{livestreamId}/end': { access: 'staff' },
  'PUT /v1/admin/livestreams/{livestreamId}/chat': { access: 'staff' },
  'GET /v1/admin/badges': { access: 'staff' },
  'POST /v1/admin/badges': { access: 'staff' },
  'PATCH /v1/admin/badges/{type}': { access: 'staff' },
  'GET /v1/admin/badges/{type}/holders': { access: 'staff' },
  'POST /v1/admin/badges/{type}/holders': { access: 'staff' },
  'DELETE /v1/admin/badges/{type}/holders/{userId}': { access: 'staff' },
  'GET /v1/admin/bingo/layouts': { access: 'staff' },
  'POST /v1/admin/bingo/layouts': { access: 'staff' },
  'PUT /v1/admin/bingo/layouts/{layoutId}': { access: 'staff' },
  'PUT /v1/admin/bingo/layouts/{layoutId}/images/{kind}': { access: 'staff' },
  'POST /v1/admin/bingo/layouts/{layoutId}/games': { access: 'staff' },
  'GET /v1/admin/bingo/games': { access: 'staff' },
  'POST /v1/admin/bingo/games/{gameId}/end': { access: 'staff' },
  'GET /v1/admin/dashboard': { access: 'staff' },
  'GET /v1/admin/analytics/viewing': { access: 'staff' },
  'GET /v1/admin/analytics/viewing/shows/{showId}': { access: 'staff' },
  'GET /v1/admin/analytics/viewing/episodes/{mediaId}': { access: 'staff' },
  'GET /v1/admin/analytics/live': { access: 'staff' },
  'GET /v1/admin/analytics/live/broadcasts/{broadcastId}': { access: 'staff' },
  'GET /v1/admin/analytics/live/episodes/{mediaId}': { access: 'staff' },
  'GET /v1/admin/analytics/community': { access: 'staff' },
  'GET /v1/admin/analytics/members': { access: 'staff' },
  'GET /v1/admin/billing/plans': { access: 'staff' },
  'PUT /v1/admin/billing/plans/{planId}': { access: 'staff' },
  'GET /v1/admin/billing/disputes': { access: 'staff' },
  'POST /v1/admin/billing/reconcile': { access: 'staff' },
  'GET /v1/admin/coupons': { access: 'staff' },
  'POST /v1/admin/coupons': { access: 'staff' },
  'POST /v1/admin/coupons/{code}/deactivate': { access: 'staff' },
  'POST /v1/admin/coupons/{code}/expire': { access: 'staff' },
  'DELETE /v1/admin/coupons/{code}': { access: 'staff' },
  'GET /v1/admin/gifts': { access: 'staff' },
  'GET /v1/admin/site/settings': { access: 'staff' },
  'GET /v1/admin/health': { access: 'staff' },
  'POST /v1/admin/health/jobs/{jobId}/retry': { access: 'staff' },
  'PUT /v1/admin/site/settings/{key}': { access: 'staff' },
  'GET /v1/admin/site/theme': { access: 'staff' },
  'PUT /v1/admin/site/theme': { access: 'staff' },
  'GET /v1/admin/site/legal': { access: 'staff' },
  'POST /v1/admin/site/legal': { access: 'staff' },
  'GET /v1/admin/site/faq': { access: 'staff' },
  'POST /v1/admin/site/faq': { access: 'staff' },
  'PUT /v1/admin/site/faq/order': { access: 'staff' },
  'PUT /v1/admin/site/faq/{itemId}': { access: 'staff' },
  'DELETE /v1/admin/site/faq/{itemId}': { access: 'staff' },
  'GET /v1/admin/site/languages': { access: 'staff' },
  'POST /v1/admin/site/languages': { access: 'staff' },
  'GET /v1/admin/site/languages/{languageId}/strings': { access: 'staff' },
  'PUT /v1/admin/site/languages/{languageId}/strings/{stringSlug}': { access: 'staff' },
  'GET /v1/admin/catalog/shows': { access: 'staff' },
  'POST /v1/admin/catalog/shows': { access: 'staff' },
  'PUT /v1/admin/catalog/shows/order': { access: 'staff' },
  'GET /v1/admin/catalog/shows/{showId}': { access: 'staff' },
  'PUT /v1/admin/catalog/shows/{showId}': { access: 'staff' },
  'PUT /v1/admin/catalog/shows/{showId}/images/{type}': { access: 'staff' },
  'POST /v1/admin/catalog/shows/{showId}/seasons': { access: 'staff' },
  'PUT /v1/admin/catalog/seasons/{seasonId}': { access: 'staff' },
  'PUT /v1/admin/catalog/seasons/{seasonId}/order': { access: 'staff' },
  'POST /v1/admin/catalog/seasons/{seasonId}/episodes': { access: 'staff' },
  'GET /v1/admin/catalog/episodes/{mediaId}': { access: 'staff' },
  'PUT /v1/admin/catalog/episodes/{mediaId}': { access: 'staff' },
  'PUT /v1/admin/catalog/episodes/{mediaId}/images/{type}': { access: 'staff' },
  'PUT /v1/admin/catalog/episodes/{mediaId}/captions': { access: 'staff' },
  'POST /v1/admin/uploads': { access: 'staff' },
  'PATCH /v1/admin/uploads/{uploadId}': { access: 'staff' },
  'DELETE /v1/admin/uploads/{uploadId}': { access: 'staff' },
  'GET /v1/admin/curation': { access: 'staff' },
  'POST /v1/admin/curation/banners': { access: 'staff' },
  'PUT /v1/admin/curation/banners/order': { access: 'staff' },
  'PUT /v1/admin/curation/banners/{bannerId}': { access: 'staff' },
  'DELETE /v1/admin/curation/banners/{bannerId}': { access: 'staff' },
  'PUT /v1/admin/curation/special-channels/{name}': { access: 'staff' },
  'PUT /v1/admin/curation/promo-sections/{name}': { access: 'staff' },
};

const FORGED = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';

let ctx: TestContext;
let operations: Operation[];
let member: TestMember;
let staff: TestMember;
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;

interface Sample {
  url: string;
  payload?: string;
}

/** Plausible requests for an operation (values shaped by its schemas), the same ones every run. */
function samplesOf(operation: Operation): Sample[] {
  const arbitrary = fc.record({
    path: fc.record(Object.fromEntries(operation.pathParams.map((p) => [p.name, valueFor(p.schema, false)]))),
    query: fc.record(
      Object.fromEntries(operation.queryParams.map((p) => [p.name, valueFor(p.schema, false)])),
      { requiredKeys: operation.queryParams.filter((p) => p.required).map((p) => p.name) },
    ),
    body: operation.body ? valueFor(operation.body, false) : fc.constant(undefined),
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const asText = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, text(value)]));
  return fc.sample(arbitrary, { seed: 14, numRuns: 60 }).map(({ path, query, body }) => ({
    url: urlOf(operation, asText(path), asText(query)),
    payload: body === undefined ? undefined : JSON.stringify(body),
  }));
}

function call(operation: Operation, sample: Sample, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: operation.method,
    url: sample.url,
    payload: sample.payload,
    headers: sample.payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });
}

/** A member the calls may have logged out or erased is replaced. */
async function usableMember(): Promise<TestMember> {
  const res = await requestAs(ctx.app, member.tokens.token, 'GET', '/v2/device');
  if (res.statusCode !== 200) member = await registerMember(ctx.app);
  return member;
}

/** The first sample that passes validation, so what answers is the access rule and not the schema. */
async function validSample(operation: Operation): Promise<Sample | undefined> {
  const example = ACCESS[operation.key]?.example;
  const examples = example
    ? [{ url: example.url, payload: example.payload && JSON.stringify(example.payload) }]
    : [];
  for (const sample of [...examples, ...samplesOf(operation)]) {
    const res = await call(operation, sample);
    if (!(res.statusCode === 400 && res.json().error === 'VALIDATION')) return sample;
  }
  return undefined;
}

beforeAll(async () => {
  ctx = await createTestApp(UNLIMITED_ENV);
  operations = operationsOf(ctx.app);
  member = await registerMember(ctx.app);
  staff = await staffMember(ctx, AccountType.Official);
  catalog = await seedTestCatalog(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

describe('who may call each operation', () => {
  it('has a declared rule for every operation in the OpenAPI document', () => {
    const keys = operations.map((operation) => operation.key);
    const undeclared = keys.filter((key) => !ACCESS[key]);
    expect(
      undeclared,
      `Declare who may call ${undeclared.join(', ')}: add each to ACCESS in src/http/authorization.test.ts ` +
        `as 'public', 'credential', 'member' or 'staff'.`,
    ).toEqual([]);
    const stale = Object.keys(ACCESS).filter((key) => !keys.includes(key));
    expect(stale, `ACCESS names operations the server no longer has: remove ${stale.join(', ')}`).toEqual([]);
  });

  it('answers each caller as its rule says', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const rule = ACCESS[operation.key];
      if (!rule) continue;
      const sample = await validSample(operation);
      if (!sample) {
        problems.push(
          `${operation.key}: no request drawn from its schema passed validation; give it an example`,
        );
        continue;
      }
      const check = async (
        who: string,
        headers: Record<string, string>,
        expected: (s: number, e: string) => boolean,
      ) => {
        const res = await call(operation, sample, headers);
        const error = res.statusCode >= 400 ? String(res.json().error) : '';
        if (!expected(res.statusCode, error))
          problems.push(
            `${operation.key} (${rule.access}) as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      };
      const loginRequired = (status: number, error: string) => status === 401 && error === 'UNAUTHORIZED';
      const notRefused = (status: number, error: string) =>
        status < 500 && !['UNAUTHORIZED', 'FORBIDDEN'].includes(error);
      switch (rule.access) {
        case 'public':
          await check('anonymous', {}, notRefused);
          break;
        case 'credential':
          await check('anonymous without a valid proof', {}, (status) => status >= 400 && status < 500);
          break;
        case 'member':
          await check('anonymous', {}, loginRequired);
          await check('a forged token', bearer(FORGED), loginRequired);
          await check(
            'a member',
            bearer((await usableMember()).tokens.token),
            (status, error) => status < 500 && error !== 'UNAUTHORIZED',
          );
          break;
        case 'staff':
          await check('anonymous', {}, loginRequired);
          await check('a forged token', bearer(FORGED), loginRequired);
          await check(
            'a member',
            bearer((await usableMember()).tokens.token),
            (status, error) => status === 403 && error === 'FORBIDDEN',
          );
          await check('staff', bearer(staff.tokens.token), notRefused);
          break;
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});

describe("another member's resources", () => {
  let owner: TestMember;
  let intruder: TestMember;
  let resources: Resources;

  beforeAll(async () => {
    owner = await registerMember(ctx.app);
    intruder = await registerMember(ctx.app);
    for (const someone of [owner, intruder]) {
      const paid = await checkout(ctx.app, someone.tokens.token, { planId: 'monthly', card: card() });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const gift = await ctx.app.inject({
      method: 'POST',
      url: '/v1/gifts',
      headers: { ...bearer(owner.tokens.token), 'idempotency-key': randomUUID() },
      payload: { months: 1, card: card() },
    });
    expect(gift.statusCode, gift.body).toBe(200);
    // A playable episode without transcoding: an asset marked ready is all opening playback needs.
    const [asset] = await ctx.database.db
      .insert(mediaAssets)
      .values({ status: 'ready', sourcePath: '/nowhere.mp4', durationSeconds: 300 })
      .returning();
    await ctx.database.db.update(media).set({ assetId: asset!.id }).where(eq(media.id, catalog.free));
    const session = await requestAs(ctx.app, owner.tokens.token, 'POST', `/v1/playback/${catalog.free}`);
    expect(session.statusCode, session.body).toBe(200);
    // A second device of the owner's: the one in use cannot be removed, by anyone.
    const second = device();
    const added = await requestAs(ctx.app, owner.tokens.token, 'POST', '/v2/device', second);
    expect(added.statusCode, added.body).toBe(200);
    resources = {
      giftId: gift.json().gift.id,
      deviceIdentifier: second.deviceIdentifier,
      sessionId: session.json().sessionId,
      userId: owner.tokens.userId,
    };
  });

  it('refuses every owned operation to anyone but the owner, who is served', async () => {
    const owned = Object.entries(ACCESS).filter(([, rule]) => rule.owned);
    expect(owned.length).toBeGreaterThan(0);
    const send = (key: string, rule: Rule, someone: TestMember) => {
      const request = rule.owned!(resources);
      return ctx.app.inject({
        method: request.method ?? (key.split(' ')[0] as Operation['method']),
        url: request.url,
        payload: request.payload,
        headers: bearer(someone.tokens.token),
      });
    };
    for (const [key, rule] of owned) {
      const refused = await send(key, rule, intruder);
      if (rule.sameAnswerForAll) expect(refused.statusCode, `${key} as another member`).toBeLessThan(300);
      else expect([403, 404], `${key} as another member: ${refused.body}`).toContain(refused.statusCode);
    }
    // Nothing the other member did reached the owner's gift, device or playback session.
    const ownerCall = (method: Operation['method'], url: string) =>
      ctx.app.inject({ method, url, headers: bearer(owner.tokens.token) });
    expect((await ownerCall('GET', `/v1/gifts/${resources.giftId}`)).statusCode).toBe(200);
    expect((await ownerCall('GET', '/v2/device')).body).toContain(resources.deviceIdentifier);
    const beat = await ownerCall('POST', `/v1/playback/sessions/${resources.sessionId}/heartbeat`);
    expect(beat.statusCode, beat.body).toBe(200);
    for (const [key, rule] of owned) {
      const served = await send(key, rule, owner);
      expect(served.statusCode, `${key} as its owner: ${served.body}`).toBeLessThan(300);
    }
  });

  it("lists only a member's own gifts, receipts and devices", async () => {
    const read = async (someone: TestMember, url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: bearer(someone.tokens.token) })).json();
    const ownerGifts = await read(owner, '/v1/gifts');
    expect(ownerGifts.map((gift: { id: string }) => gift.id)).toContain(resources.giftId);
    expect(await read(intruder, '/v1/gifts')).toEqual([]);

    const ownerReceipts = (await read(owner, '/v1/subscription/receipts')) as Array<{ id: string }>;
    const intruderReceipts = (await read(intruder, '/v1/subscription/receipts')) as Array<{ id: string }>;
    expect(ownerReceipts.length).toBeGreaterThan(0);
    const ownerIds = new Set(ownerReceipts.map((receipt) => receipt.id));
    expect(intruderReceipts.filter((receipt) => ownerIds.has(receipt.id))).toEqual([]);

    const devices = JSON.stringify(await read(intruder, '/v2/device'));
    expect(devices).not.toContain(owner.deviceIdentifier);
    expect(devices).toContain(intruder.deviceIdentifier);
  });
});

describe('subscriber-only live media', () => {
  it('is played only on the signed URL handed to a subscriber; other callers get none and are refused', async () => {
    const subscriber = await registerMember(ctx.app);
    const paid = await checkout(ctx.app, subscriber.tokens.token, { planId: 'monthly', card: card() });
    expect(paid.statusCode, paid.body).toBe(200);
    const otherMember = await registerMember(ctx.app);
    // A broadcast as the packager leaves it on disk, live for subscribers.
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Members night', requiresSubscription: true, state: 'live', startedAt: new Date() })
      .returning();
    const master = liveMasterPath(stream!.id, randomUUID());
    await ctx.database.db.update(livestreams).set({ url: master }).where(eq(livestreams.id, stream!.id));
    const folder = master.slice(0, master.lastIndexOf('/') + 1);
    const directory = path.join(ctx.config.DATA_DIR, 'live', ...folder.split('/').slice(2));
    await fs.mkdir(path.join(directory, 'source'), { recursive: true });
    await fs.writeFile(path.join(directory, 'master.m3u8'), '#EXTM3U\nsource/index.m3u8\n');
    await fs.writeFile(path.join(directory, 'source', 'seg_00000.m4s'), 'members-only segment');

    const get = (url: string, someone?: TestMember) =>
      ctx.app.inject({ method: 'GET', url, headers: someone ? bearer(someone.tokens.token) : {} });
    const urlFor = async (someone?: TestMember) =>
      (await get('/v2/live/media', someone))
        .json()
        .media.find((item: { livestreamId: string }) => item.livestreamId === stream!.id)?.url;

    const signed: string = await urlFor(subscriber);
    expect(signed).toMatch(/^\/live-media\/[^/]+\/.+\/master\.m3u8$/);
    expect((await get(signed)).statusCode).toBe(200);
    const signedSegment = `${signed.slice(0, signed.lastIndexOf('/') + 1)}source/seg_00000.m4s`;
    expect((await get(signedSegment)).body).toBe('members-only segment');

    expect(await urlFor(otherMember)).toBe('');
    expect(await urlFor()).toBe('');
    for (const someone of [otherMember, undefined]) {
      for (const file of ['master.m3u8', 'source/seg_00000.m4s']) {
        const unsigned = await get(`${folder}${file}`, someone);
        expect(unsigned.statusCode, `${file} unsigned`).toBe(403);
        const forged = await get(
          `${folder.replace('/live-media/', '/live-media/1.aaaa.bbbb/')}${file}`,
          someone,
        );
        expect(forged.statusCode, `${file} forged`).toBe(403);
        expect(forged.body).not.toContain('members-only');
      }
    }
  });
});

describe('members-only livestream chat, and comments, as another member', () => {
  let subscriber: TestMember;
  let outsider: TestMember;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await listen(ctx);
    subscriber = await registerMember(ctx.app);
    outsider = await registerMember(ctx.app);
    const paid = await checkout(ctx.app, subscriber.tokens.token, { planId: 'monthly', card: card() });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('serves a subscriber-only stream’s chat history, replay and room only to those who may watch it', async () => {
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Members only', state: 'live', requiresSubscription: true })
      .returning({ id: livestreams.id });
    const [recording] = await ctx.database.db
      .insert(livestreamRecordings)
      .values({ livestreamId: stream!.id })
      .returning({ id: livestreamRecordings.id });
    const reads = [`/v2/livestream/chat/${stream!.id}`, `/v2/live/recordings/${recording!.id}/chat`];
    for (const url of reads) {
      const read = (someone: TestMember) =>
        ctx.app.inject({ method: 'GET', url, headers: bearer(someone.tokens.token) });
      const refused = await read(outsider);
      expect(refused.statusCode, `${url} without a subscription: ${refused.body}`).toBe(402);
      expect(refused.json().error).toBe('SUBSCRIPTION_REQUIRED');
      expect((await read(subscriber)).statusCode, `${url} as a subscriber`).toBe(200);
      expect((await read(staff)).statusCode, `${url} as staff`).toBe(200);
    }
    const ping = { type: 'ping', livestreamId: stream!.id };
    const outsiderSocket = await connectMember(baseUrl, outsider);
    const subscriberSocket = await connectMember(baseUrl, subscriber);
    expect(await ask(outsiderSocket, 'livestream', ping)).toMatchObject({
      ok: false,
      error: 'SUBSCRIPTION_REQUIRED',
    });
    expect(await ask(subscriberSocket, 'livestream', ping)).toMatchObject({ ok: true });
    outsiderSocket.close();
    subscriberSocket.close();
  });

  it('lets only a comment’s author delete it', async () => {
    const authorSocket = await connectMember(baseUrl, subscriber);
    const otherSocket = await connectMember(baseUrl, outsider);
    const posted = await ask<{ comment: { commentId: number } }>(authorSocket, 'comment', {
      type: 'message',
      mediaId: catalog.free,
      message: 'Mine',
    });
    if (!posted.ok) throw new Error(posted.message);
    const remove = { type: 'delete', mediaId: catalog.free, commentId: posted.comment.commentId };
    expect(await ask(otherSocket, 'comment', remove)).toMatchObject({ ok: false, error: 'FORBIDDEN' });
    expect(await ask(authorSocket, 'comment', remove)).toMatchObject({ ok: true });
    authorSocket.close();
    otherSocket.close();
  });
});
