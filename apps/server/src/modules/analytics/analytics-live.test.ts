import { AccountType } from '@crewcast/contracts/constants/account';
import type { BroadcastReport, LiveReport } from '@crewcast/contracts/analytics-live';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, staffMember } from '../../test/realtime';
import { createTestApp, type TestContext, UNLIMITED_ENV } from '../../test/test-app';
import { bingoCards, bingoGames, bingoLayouts } from '../bingo/bingo.schema';
import { chatMessages } from '../chat/chat.schema';
import { livestreamRecordings, livestreams } from '../live/live.schema';
import { liveBroadcasts, liveViewerSamples } from './analytics-live.schema';
import { createLiveAnalyticsRepository } from './analytics-live.repository';

const METRICS_TOKEN = 'live-analytics-metrics-token';
let ctx: TestContext;
let baseUrl: string;
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
let official: TestMember;
let creator: TestMember;
let viewer: TestMember;
let otherViewer: TestMember;

beforeAll(async () => {
  // Sampled every second, so a test sees several samples without waiting long.
  ctx = await createTestApp({
    ...UNLIMITED_ENV,
    DEMO: 'false',
    METRICS_TOKEN,
    ANALYTICS_LIVE_SAMPLE_SECONDS: '1',
  });
  baseUrl = await listen(ctx);
  catalog = await seedTestCatalog(ctx.database.db);
  official = await staffMember(ctx, AccountType.Official);
  creator = await staffMember(ctx, AccountType.Creator);
  viewer = await registerMember(ctx.app);
  otherViewer = await registerMember(ctx.app);
});
afterAll(() => ctx.close());

const get = (member: TestMember | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: member ? bearer(member.tokens.token) : {} });

async function read<T>(url: string): Promise<T> {
  const res = await get(official, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Waits for what the sampler writes on its own schedule. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the sampler did not write what was expected in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const samplesOf = (livestreamId: string) =>
  ctx.database.db
    .select({ viewers: liveViewerSamples.viewers, sampledAt: liveViewerSamples.sampledAt })
    .from(liveViewerSamples)
    .innerJoin(liveBroadcasts, eq(liveBroadcasts.id, liveViewerSamples.broadcastId))
    .where(eq(liveBroadcasts.livestreamId, livestreamId));

async function watch(member: TestMember, livestreamId: string): Promise<Socket> {
  const socket = await connectMember(baseUrl, member);
  expect(await ask(socket, 'livestream', { type: 'ping', livestreamId })).toMatchObject({ ok: true });
  return socket;
}

describe('live analytics', () => {
  let livestreamId: string;
  let broadcastId: number;

  it('samples the viewers of a live broadcast and counts its chat, chatters and bingo players', async () => {
    const startedAt = new Date(Date.now() - 1000);
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Analytics live', state: 'live', url: 'https://cdn.test/live.m3u8', startedAt })
      .returning({ id: livestreams.id });
    livestreamId = stream!.id;
    // The recording running when it went live became an episode.
    await ctx.database.db.insert(livestreamRecordings).values({
      livestreamId,
      status: 'ready',
      startedAt: new Date(startedAt.getTime() - 2000),
      mediaId: catalog.ep2,
    });
    // Before it went live, and the site's own announcement: neither counts.
    await ctx.database.db.insert(chatMessages).values([
      {
        livestreamId,
        userId: viewer.tokens.userId,
        message: 'early',
        createdAt: new Date(startedAt.getTime() - 60_000),
      },
      { livestreamId, userId: null, message: 'Bingo!', createdAt: new Date() },
    ]);

    const first = await watch(viewer, livestreamId);
    const second = await watch(otherViewer, livestreamId);
    try {
      for (const message of ['hello', 'again']) {
        expect(await ask(first, 'livestream', { type: 'message', livestreamId, message })).toMatchObject({
          ok: true,
        });
      }
      expect(await ask(second, 'livestream', { type: 'message', livestreamId, message: 'hi' })).toMatchObject(
        { ok: true },
      );
      await until(async () => (await samplesOf(livestreamId)).some((row) => row.viewers === 2));
    } finally {
      second.disconnect();
    }
    try {
      await until(async () => (await samplesOf(livestreamId)).some((row) => row.viewers === 1));
    } finally {
      first.disconnect();
    }
    const [layout] = await ctx.database.db
      .insert(bingoLayouts)
      .values({ name: 'Analytics bingo', words: ['a'] })
      .returning();
    const [game, earlier] = await ctx.database.db
      .insert(bingoGames)
      .values([
        { layoutId: layout!.id, livestreamId, startedBy: official.tokens.userId },
        {
          layoutId: layout!.id,
          livestreamId,
          startedBy: official.tokens.userId,
          createdAt: new Date(startedAt.getTime() - 60_000),
        },
      ])
      .returning();
    await ctx.database.db.insert(bingoCards).values([
      { gameId: game!.id, userId: viewer.tokens.userId },
      { gameId: game!.id, userId: otherViewer.tokens.userId },
      { gameId: earlier!.id, userId: creator.tokens.userId },
    ]);
    await until(async () => (await samplesOf(livestreamId)).length >= 3);

    const metrics = await requestAs(ctx.app, METRICS_TOKEN, 'GET', '/metrics');
    const age = Number(/^crewcast_live_viewer_sample_age_seconds (\d+)$/m.exec(metrics.body)?.[1]);
    expect(age).toBeLessThanOrEqual(3);

    // Once it has ended, nothing more is sampled.
    await ctx.database.db
      .update(livestreams)
      .set({ state: 'ended', endedAt: new Date() })
      .where(eq(livestreams.id, livestreamId));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const samples = await samplesOf(livestreamId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await samplesOf(livestreamId)).toHaveLength(samples.length);

    const report = await read<LiveReport>('/v1/admin/analytics/live?period=7d');
    const [broadcast] = report.broadcasts;
    broadcastId = broadcast!.broadcastId;
    const mean = samples.reduce((sum, row) => sum + row.viewers, 0) / samples.length;
    expect(broadcast).toMatchObject({
      title: 'Analytics live',
      startedAt: startedAt.toISOString(),
      peakViewers: 2,
      averageViewers: Math.round(mean * 10) / 10,
      chatMessages: 3,
      uniqueChatters: 2,
      bingoPlayers: 2,
      episode: { mediaId: catalog.ep2, title: 'Episode 2' },
    });
    expect(broadcast!.chatMessagesPerMinute).toBe(3);
    expect(report.totals).toMatchObject({
      broadcasts: 1,
      peakViewers: 2,
      chatMessages: 3,
      uniqueChatters: 2,
      bingoPlayers: 2,
    });
    // Aggregates only: no member is named.
    expect(JSON.stringify(report)).not.toContain(viewer.tokens.userId);

    const detail = await read<BroadcastReport>(`/v1/admin/analytics/live/broadcasts/${broadcastId}`);
    expect(detail.broadcast).toEqual(broadcast);
    expect(detail.viewers).toHaveLength(samples.length);
    expect(detail.viewers.map((row) => row.viewers)).toContain(2);
    expect(detail.chat.reduce((sum, row) => sum + row.messages, 0)).toBe(3);
    expect(detail.chat[0]!.minute).toBe(`${startedAt.toISOString().slice(0, 16)}:00.000Z`);
  });

  it('answers the same figures for the episode a recording became', async () => {
    const detail = await read<BroadcastReport>(`/v1/admin/analytics/live/broadcasts/${broadcastId}`);
    expect(await read<BroadcastReport>(`/v1/admin/analytics/live/episodes/${catalog.ep2}`)).toEqual(detail);
    const other = await get(official, `/v1/admin/analytics/live/episodes/${catalog.ep1}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await get(official, '/v1/admin/analytics/live/broadcasts/999999')).statusCode).toBe(404);
  });

  it('keeps one sample per slot however many nodes take it', async () => {
    // Two nodes' samplers on the same database, sampling the same slot with counts read moments apart.
    const repository = createLiveAnalyticsRepository(ctx.database.db, 1);
    const startedAt = new Date('2026-03-10T12:00:00Z');
    const slot = new Date('2026-03-10T12:00:10Z');
    await Promise.all([
      repository.addSample({ livestreamId, startedAt, slot, viewers: 5 }),
      repository.addSample({ livestreamId, startedAt, slot, viewers: 6 }),
    ]);
    await repository.addSample({
      livestreamId,
      startedAt,
      slot: new Date('2026-03-10T12:00:00Z'),
      viewers: 4,
    });
    const [broadcast] = await ctx.database.db
      .select()
      .from(liveBroadcasts)
      .where(
        sql`${liveBroadcasts.livestreamId} = ${livestreamId} and ${liveBroadcasts.startedAt} = ${startedAt}`,
      );
    expect(broadcast!.lastSampledAt).toEqual(slot);
    const rows = await ctx.database.db
      .select()
      .from(liveViewerSamples)
      .where(eq(liveViewerSamples.broadcastId, broadcast!.id));
    expect(rows).toHaveLength(2);
  });

  it('answers Officials and Creators, refuses other members, and checks its input', async () => {
    for (const url of [
      '/v1/admin/analytics/live?period=7d',
      `/v1/admin/analytics/live/broadcasts/${broadcastId}`,
      `/v1/admin/analytics/live/episodes/${catalog.ep2}`,
    ]) {
      expect((await get(creator, url)).statusCode).toBe(200);
      expect((await get(viewer, url)).statusCode).toBe(403);
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
    const bad = await get(official, '/v1/admin/analytics/live?period=1y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', fields: { period: [expect.any(String)] } });
    expect((await get(official, '/v1/admin/analytics/live/broadcasts/abc')).statusCode).toBe(400);
    expect((await get(official, '/v1/admin/analytics/live/broadcasts/99999999999')).statusCode).toBe(400);
  });
});
