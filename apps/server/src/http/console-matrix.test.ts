import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../modules/account/create-account';
import { liveBroadcasts, liveViewerSamples } from '../modules/analytics/analytics-live.schema';
import { badgeGrants } from '../modules/badges/badges.schema';
import { invoices } from '../modules/billing/billing.schema';
import { seedDemoSubscription } from '../modules/billing/billing.seed';
import { chatMessages } from '../modules/chat/chat.schema';
import { media, shows } from '../modules/content/content.schema';
import { defaultTheme } from '../modules/config/config.defaults';
import { faqItems } from '../modules/faq/faq.schema';
import { livestreamRecordings, livestreams } from '../modules/live/live.schema';
import { mediaAssets } from '../modules/media/media.schema';
import { TRANSCODE_JOB } from '../modules/media/media.service';
import { card, checkout } from '../test/billing';
import { billingMatrix } from '../test/billing-matrix';
import { catalogMatrix, type MatrixEntry } from '../test/catalog-matrix';
import { greenlightMatrix } from '../test/greenlight-matrix';
import { bearer, device, guardedPost, registerMember, requestAs, type TestMember } from '../test/members';
import { operationsOf } from '../test/openapi';
import { staffMember } from '../test/realtime';
import { useTestApp } from '../test/test-app';

/**
 * The console's role matrix: every `/v1/admin/` operation called as each kind of caller. `staff` operations are
 * for Official and Creator accounts, `official` ones for Official accounts alone. A console operation missing
 * here fails the suite: add it with a request that succeeds for an allowed caller.
 */
interface Fixtures {
  livestreamId: string;
  /** A fresh chat message, so each allowed caller has its own to delete. */
  message(): Promise<number>;
  /** A fresh moderation action, so each allowed caller has its own to undo. */
  action(): Promise<number>;
  member: TestMember;
  /** A fresh member's id, so each allowed caller acts on its own (banned, or asking for deletion, when told). */
  freshMember(state?: { banned?: true; deletionRequested?: true }): Promise<string>;
  /** A fresh member's paid test-mode subscription receipt, so each allowed caller refunds its own. */
  paidReceipt(): Promise<{ userId: string; receiptId: string }>;
  /** A fresh job that failed for good (a transcode of a missing file), so each allowed caller retries its own. */
  failedJob(): Promise<string>;
}

/** `status` is the success answer where it is not 200 (the tus upload protocol's 201 and 204). */
const MATRIX: Record<string, MatrixEntry<Fixtures>> = {
  'GET /v1/admin/access': { role: 'staff', call: async () => ({ url: '/v1/admin/access' }) },
  'GET /v1/admin/audit': { role: 'staff', call: async () => ({ url: '/v1/admin/audit' }) },
  'GET /v1/admin/notifications': { role: 'staff' },
  'GET /v1/admin/media/features': { role: 'staff' },
  'GET /v1/admin/chat/actions': { role: 'staff' },
  'DELETE /v1/admin/chat/messages/{messageId}': {
    role: 'staff',
    call: async (f) => ({ url: `/v1/admin/chat/messages/${await f.message()}` }),
  },
  'POST /v1/admin/chat/timeouts': {
    role: 'staff',
    call: async (f) => ({
      url: '/v1/admin/chat/timeouts',
      payload: { userId: f.member.tokens.userId, minutes: 1 },
    }),
  },
  'POST /v1/admin/chat/bans': {
    role: 'staff',
    call: async (f) => ({
      url: '/v1/admin/chat/bans',
      payload: { userId: f.member.tokens.userId },
    }),
  },
  'DELETE /v1/admin/chat/actions/{actionId}': {
    role: 'staff',
    call: async (f) => ({ url: `/v1/admin/chat/actions/${await f.action()}` }),
  },
  'GET /v1/admin/members': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/members?search=member' }),
  },
  'GET /v1/admin/members/{userId}': {
    role: 'staff',
    call: async (f) => ({ url: `/v1/admin/members/${f.member.tokens.userId}` }),
  },
  'POST /v1/admin/members/{userId}/subscription-time': {
    role: 'official',
    call: async (f) => ({
      url: `/v1/admin/members/${f.member.tokens.userId}/subscription-time`,
      payload: { amount: 3, unit: 'days', reason: 'matrix' },
    }),
  },
  'POST /v1/admin/members/{userId}/receipts/{receiptId}/refund': {
    role: 'official',
    call: async (f) => {
      const { userId, receiptId } = await f.paidReceipt();
      return {
        url: `/v1/admin/members/${userId}/receipts/${receiptId}/refund`,
        payload: { reason: 'matrix' },
      };
    },
  },
  'POST /v1/admin/members/{userId}/points': {
    role: 'official',
    call: async (f) => ({
      url: `/v1/admin/members/${f.member.tokens.userId}/points`,
      payload: { amount: 5, reason: 'matrix' },
    }),
  },
  'PUT /v1/admin/members/{userId}/account-type': {
    role: 'official',
    call: async (f) => ({
      url: `/v1/admin/members/${await f.freshMember()}/account-type`,
      payload: { accountType: AccountType.Free },
    }),
  },
  'POST /v1/admin/members/{userId}/sign-out': {
    role: 'staff',
    call: async (f) => ({ url: `/v1/admin/members/${await f.freshMember()}/sign-out` }),
  },
  'POST /v1/admin/members/{userId}/ban': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/members/${await f.freshMember()}/ban`,
      payload: { reason: 'matrix' },
    }),
  },
  'DELETE /v1/admin/members/{userId}/ban': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/members/${await f.freshMember({ banned: true })}/ban`,
    }),
  },
  'POST /v1/admin/members/{userId}/deletion': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/members/${await f.freshMember()}/deletion`,
      payload: { reason: 'matrix' },
    }),
  },
  'DELETE /v1/admin/members/{userId}/deletion': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/members/${await f.freshMember({ deletionRequested: true })}/deletion`,
    }),
  },
  'GET /v1/admin/livestreams': { role: 'staff' },
  'POST /v1/admin/livestreams': {
    role: 'staff',
    call: async () => ({
      url: '/v1/admin/livestreams',
      payload: { title: 'Matrix broadcast', scheduledStart: null, requiresSubscription: false },
    }),
  },
  'GET /v1/admin/livestreams/{livestreamId}': {
    role: 'staff',
    call: async (f) => ({ url: `/v1/admin/livestreams/${f.livestreamId}` }),
  },
  'PUT /v1/admin/livestreams/{livestreamId}': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/livestreams/${f.livestreamId}`,
      payload: {
        title: 'Matrix stream',
        scheduledStart: '2030-01-01T18:00:00.000Z',
        requiresSubscription: true,
      },
    }),
  },
  'POST /v1/admin/livestreams/{livestreamId}/key': {
    role: 'staff',
    call: async (f) => ({ url: `/v1/admin/livestreams/${f.livestreamId}/key` }),
  },
  'POST /v1/admin/livestreams/{livestreamId}/start': {
    role: 'staff',
    call: async () => ({
      url: `/v1/admin/livestreams/${await freshLivestream({ externalUrl: 'https://cdn.test/live.m3u8' })}/start`,
    }),
  },
  'POST /v1/admin/livestreams/{livestreamId}/end': {
    role: 'staff',
    call: async () => ({
      url: `/v1/admin/livestreams/${await freshLivestream({ state: 'live', url: 'https://cdn.test/live.m3u8' })}/end`,
    }),
  },
  'PUT /v1/admin/livestreams/{livestreamId}/chat': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/livestreams/${f.livestreamId}/chat`,
      payload: { slowModeSeconds: 5, blockedWords: ['spoiler'] },
    }),
  },
  'GET /v1/admin/badges': { role: 'staff', call: async () => ({ url: '/v1/admin/badges' }) },
  'POST /v1/admin/badges': {
    role: 'staff',
    call: async () => ({
      url: '/v1/admin/badges',
      payload: {
        type: `matrix-${randomUUID().slice(0, 8)}`,
        name: 'Matrix',
        description: 'A badge of the role matrix.',
        howToEarn: 'Be called by the matrix.',
        image: { contentType: 'image/svg+xml', data: BADGE_SVG },
      },
    }),
  },
  'PATCH /v1/admin/badges/{type}': {
    role: 'staff',
    call: async () => ({
      url: '/v1/admin/badges/founding-crew',
      payload: { name: 'Founders' },
    }),
  },
  'GET /v1/admin/badges/{type}/holders': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/badges/founding-crew/holders' }),
  },
  'POST /v1/admin/badges/{type}/holders': {
    role: 'staff',
    call: async (f) => ({
      url: '/v1/admin/badges/founding-crew/holders',
      payload: { member: await f.freshMember() },
    }),
  },
  'DELETE /v1/admin/badges/{type}/holders/{userId}': {
    role: 'staff',
    call: async (f) => {
      const userId = await f.freshMember();
      await ctx.database.db.insert(badgeGrants).values({ userId, type: 'founding-crew', reason: 'matrix' });
      return { url: `/v1/admin/badges/founding-crew/holders/${userId}` };
    },
  },
  'GET /v1/admin/bingo/layouts': { role: 'staff' },
  'POST /v1/admin/bingo/layouts': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/bingo/layouts', payload: BINGO_LAYOUT }),
  },
  'PUT /v1/admin/bingo/layouts/{layoutId}': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/bingo/layouts/1', payload: BINGO_LAYOUT }),
  },
  'PUT /v1/admin/bingo/layouts/{layoutId}/images/{kind}': {
    role: 'staff',
    call: async () => ({
      url: '/v1/admin/bingo/layouts/1/images/banner',
      payload: { contentType: 'image/png', data: PNG_PIXEL },
    }),
  },
  'POST /v1/admin/bingo/layouts/{layoutId}/games': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/bingo/layouts/1/games' }),
  },
  'GET /v1/admin/bingo/games': { role: 'staff' },
  'POST /v1/admin/bingo/games/{gameId}/end': {
    role: 'staff',
    call: async () => {
      const game = await requestAs(
        ctx.app,
        (callers.official as TestMember).tokens.token,
        'POST',
        '/v1/admin/bingo/layouts/1/games',
      );
      return { url: `/v1/admin/bingo/games/${game.json().gameId}/end` };
    },
  },
  'GET /v1/admin/health': { role: 'official' },
  'POST /v1/admin/health/jobs/{jobId}/retry': {
    role: 'official',
    call: async (f) => ({ url: `/v1/admin/health/jobs/${await f.failedJob()}/retry` }),
  },
  'GET /v1/admin/site/settings': { role: 'official' },
  'PUT /v1/admin/site/settings/{key}': {
    role: 'official',
    call: async () => ({
      url: '/v1/admin/site/settings/beta_enabled',
      payload: { value: false },
    }),
  },
  'GET /v1/admin/site/theme': { role: 'official' },
  'PUT /v1/admin/site/theme': {
    role: 'official',
    call: async () => ({ url: '/v1/admin/site/theme', payload: { values: defaultTheme } }),
  },
  'GET /v1/admin/site/legal': { role: 'official' },
  'POST /v1/admin/site/legal': {
    role: 'official',
    call: async () => ({
      url: '/v1/admin/site/legal',
      payload: { type: 'matrix-notice', title: 'Matrix', body: 'A notice.', required: false },
    }),
  },
  'GET /v1/admin/site/faq': {
    role: 'staff',
    call: async () => ({ url: `/v1/admin/site/faq?languageId=${DEFAULT_LANGUAGE_ID}` }),
  },
  'POST /v1/admin/site/faq': {
    role: 'staff',
    call: async () => ({
      url: '/v1/admin/site/faq',
      payload: { languageId: DEFAULT_LANGUAGE_ID, question: 'Matrix?', answer: 'Yes.' },
    }),
  },
  'PUT /v1/admin/site/faq/order': {
    role: 'staff',
    call: async () => {
      const items = await ctx.database.db
        .select({ id: faqItems.id })
        .from(faqItems)
        .where(eq(faqItems.languageId, DEFAULT_LANGUAGE_ID));
      return {
        url: '/v1/admin/site/faq/order',
        payload: { languageId: DEFAULT_LANGUAGE_ID, itemIds: items.map((item) => item.id) },
      };
    },
  },
  'PUT /v1/admin/site/faq/{itemId}': {
    role: 'staff',
    call: async () => ({
      url: `/v1/admin/site/faq/${await freshFaqItem()}`,
      payload: { question: 'Matrix, again?', answer: 'Yes.' },
    }),
  },
  'DELETE /v1/admin/site/faq/{itemId}': {
    role: 'staff',
    call: async () => ({ url: `/v1/admin/site/faq/${await freshFaqItem()}` }),
  },
  'GET /v1/admin/site/languages': { role: 'official' },
  'POST /v1/admin/site/languages': {
    role: 'official',
    call: async () => ({
      url: '/v1/admin/site/languages',
      payload: { code: `zz-m${(languageCount += 1)}`, altCodes: [], name: 'Matrix' },
    }),
  },
  'GET /v1/admin/site/languages/{languageId}/strings': {
    role: 'official',
    call: async () => ({
      url: `/v1/admin/site/languages/${DEFAULT_LANGUAGE_ID}/strings?requiresTranslation=false`,
    }),
  },
  'PUT /v1/admin/site/languages/{languageId}/strings/{stringSlug}': {
    role: 'official',
    call: async () => ({
      url: `/v1/admin/site/languages/${DEFAULT_LANGUAGE_ID}/strings/menu.home`,
      payload: { text: 'Home' },
    }),
  },
  ...catalogMatrix(
    () => ctx,
    () => (callers.official as TestMember).tokens.token,
  ),
  ...billingMatrix(() => ctx),
  'GET /v1/admin/analytics/viewing': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/analytics/viewing?period=7d' }),
  },
  'GET /v1/admin/analytics/viewing/shows/{showId}': {
    role: 'staff',
    call: async () => ({
      url: `/v1/admin/analytics/viewing/shows/${(await analyticsEpisode()).showId}`,
    }),
  },
  'GET /v1/admin/analytics/viewing/episodes/{mediaId}': {
    role: 'staff',
    call: async () => ({
      url: `/v1/admin/analytics/viewing/episodes/${(await analyticsEpisode()).id}`,
    }),
  },
  'GET /v1/admin/analytics/live': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/analytics/live?period=7d' }),
  },
  'GET /v1/admin/analytics/live/broadcasts/{broadcastId}': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/analytics/live/broadcasts/${(await recordedBroadcast(f.livestreamId)).broadcastId}`,
    }),
  },
  'GET /v1/admin/analytics/live/episodes/{mediaId}': {
    role: 'staff',
    call: async (f) => ({
      url: `/v1/admin/analytics/live/episodes/${(await recordedBroadcast(f.livestreamId)).mediaId}`,
    }),
  },
  'GET /v1/admin/analytics/community': {
    role: 'staff',
    call: async () => ({ url: '/v1/admin/analytics/community?period=7d' }),
  },
  'GET /v1/admin/analytics/members': {
    role: 'official',
    call: async () => ({ url: '/v1/admin/analytics/members?period=12m' }),
  },
  ...greenlightMatrix(
    () => ctx,
    () => (callers.official as TestMember).tokens.token,
  ),
};

/** A show with one episode whose viewing figures the analytics calls read. */
async function analyticsEpisode() {
  const db = ctx.database.db;
  const [show] = await db
    .insert(shows)
    .values({ slug: `analytics-${randomUUID()}`, title: 'Analytics show' })
    .returning();
  const [episode] = await db
    .insert(media)
    .values({ showId: show!.id, title: 'Analytics episode' })
    .returning();
  return episode!;
}

let broadcastCount = 0;
/** A broadcast of the livestream of its own, sampled once, whose recording became an episode. */
async function recordedBroadcast(livestreamId: string) {
  const db = ctx.database.db;
  const episode = await analyticsEpisode();
  broadcastCount += 1;
  const startedAt = new Date(Date.UTC(2026, 0, 1) + broadcastCount * 60_000);
  const [broadcast] = await db
    .insert(liveBroadcasts)
    .values({ livestreamId, startedAt, lastSampledAt: startedAt })
    .returning();
  await db.insert(liveViewerSamples).values({ broadcastId: broadcast!.id, sampledAt: startedAt, viewers: 3 });
  await db.insert(livestreamRecordings).values({
    livestreamId,
    status: 'ready',
    startedAt,
    endedAt: startedAt,
    mediaId: episode.id,
  });
  return { broadcastId: broadcast!.id, mediaId: episode.id };
}

const BINGO_LAYOUT = {
  name: 'Matrix bingo',
  words: Array.from({ length: 24 }, (_, index) => `Matrix moment ${index + 1}`),
};
const PNG_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const BADGE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30"/></svg>',
).toString('base64');

let languageCount = 0;
/** A FAQ question of its own for each allowed caller to change or remove. */
async function freshFaqItem(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(faqItems)
    .values({ languageId: DEFAULT_LANGUAGE_ID, question: 'Matrix?', answer: 'Yes.' })
    .returning({ id: faqItems.id });
  return row!.id;
}
/** A livestream of its own for each allowed caller to start or end. */
async function freshLivestream(values: Partial<typeof livestreams.$inferInsert>): Promise<string> {
  const [row] = await ctx.database.db
    .insert(livestreams)
    .values({ title: 'Matrix broadcast', ...values })
    .returning({ id: livestreams.id });
  return row!.id;
}
const callers: Record<string, TestMember | undefined> = {};
let fixtures: Fixtures;

async function accountOfType(accountType: (typeof AccountType)['Free']): Promise<TestMember> {
  const email = `free-${Date.now()}@crewcast.test`;
  const password = 'free account password';
  const displayName = `free_${Date.now()}`;
  await createVerifiedAccount(ctx.database.db, { email, displayName, password, accountType });
  const dev = device();
  const login = await guardedPost(ctx.app, '/v2/account/login', 'login', { email, password, device: dev });
  return { email, password, displayName, tokens: login.json(), deviceIdentifier: dev.deviceIdentifier };
}

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  const subscriber = await registerMember(ctx.app);
  await checkout(ctx.app, subscriber.tokens.token, { planId: 'monthly', card: card() });
  Object.assign(callers, {
    anonymous: undefined,
    normal: await registerMember(ctx.app),
    free: await accountOfType(AccountType.Free),
    subscriber,
    creator: await staffMember(ctx, AccountType.Creator),
    official: await staffMember(ctx, AccountType.Official),
  });
  const member = await registerMember(ctx.app);
  const [stream] = await ctx.database.db
    .insert(livestreams)
    .values({ title: 'Matrix stream' })
    .returning({ id: livestreams.id });
  const livestreamId = stream!.id;
  const message = async () => {
    const [row] = await ctx.database.db
      .insert(chatMessages)
      .values({ livestreamId, userId: member.tokens.userId, message: 'to be removed' })
      .returning({ id: chatMessages.id });
    return row!.id;
  };
  const asOfficial = (method: 'POST', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer((callers.official as TestMember).tokens.token) });
  fixtures = {
    livestreamId,
    member,
    message,
    async freshMember(state = {}) {
      const { userId } = (await registerMember(ctx.app)).tokens;
      if (state.banned) await asOfficial('POST', `/v1/admin/members/${userId}/ban`, { reason: 'matrix' });
      if (state.deletionRequested) await asOfficial('POST', `/v1/admin/members/${userId}/deletion`, {});
      return userId;
    },
    async paidReceipt() {
      const { userId } = (await registerMember(ctx.app)).tokens;
      const { db } = ctx.database;
      await seedDemoSubscription(db, userId);
      const [invoice] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.userId, userId));
      return { userId, receiptId: invoice!.id };
    },
    async failedJob() {
      const [asset] = await ctx.database.db
        .insert(mediaAssets)
        .values({ sourcePath: `/nonexistent/${randomUUID()}.mp4` })
        .returning({ id: mediaAssets.id });
      const jobId = await ctx.jobs.send(TRANSCODE_JOB, { assetId: asset!.id }, { retryLimit: 0 });
      for (let tries = 0; (await ctx.jobs.status(TRANSCODE_JOB, jobId))?.state !== 'failed'; tries += 1) {
        if (tries > 200) throw new Error('the transcode did not fail');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return jobId;
    },
    async action() {
      const res = await requestAs(
        ctx.app,
        (callers.official as TestMember).tokens.token,
        'DELETE',
        `/v1/admin/chat/messages/${await message()}`,
      );
      return res.json().id as number;
    },
  };
});

describe('console role matrix', () => {
  it('names every console operation', () => {
    const operations = operationsOf(ctx.app)
      .map((operation) => operation.key)
      .filter((key) => key.split(' ')[1]?.startsWith('/v1/admin/'));
    const missing = operations.filter((key) => !(key in MATRIX));
    expect(missing, 'add these console operations to MATRIX with their role').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !operations.includes(key))).toEqual([]);
  });

  for (const [key, { role, status, call }] of Object.entries(MATRIX)) {
    const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    it(`${key} (${role})`, async () => {
      for (const [who, caller] of Object.entries(callers)) {
        const request = call ? await call(fixtures) : { url };
        const res = await ctx.app.inject({
          method,
          ...request,
          headers: { ...request.headers, ...(caller ? bearer(caller.tokens.token) : {}) },
        });
        const allowed = who === 'official' || (who === 'creator' && role === 'staff');
        const expected = who === 'anonymous' ? 401 : allowed ? (status ?? 200) : 403;
        expect(res.statusCode, `${who}: ${res.body}`).toBe(expected);
      }
    });
  }
});
