import { AccountType } from '@crewcast/contracts/constants/account';
import type { ViewingReport } from '@crewcast/contracts/analytics';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { createFakeClock, runJob, UNLIMITED_ENV, useTestApp } from '../../test/test-app';
import { media } from '../content/content.schema';
import { VIEWING_ROLLUP_JOB } from './analytics.module';
import {
  viewingDaily,
  viewingEpisodeWindows,
  viewingEvents,
  viewingLastDays,
  viewingNetworkDaily,
  viewingPeriodViewers,
  viewingRolledDays,
  viewingShowDaily,
  viewingShowLastDays,
} from './analytics.schema';

const clock = createFakeClock(new Date('2026-03-10T12:00:00Z'));
const METRICS_TOKEN = 'analytics-metrics-token';
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
let showId: number;
let official: TestMember;
let creator: TestMember;
let viewer: TestMember;
let otherViewer: TestMember;

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false', METRICS_TOKEN }, { clock });
beforeAll(async () => {
  catalog = await seedTestCatalog(ctx.database.db);
  const [episode] = await ctx.database.db.select().from(media).where(eq(media.id, catalog.ep1));
  showId = episode!.showId;
  official = await staffMember(ctx, AccountType.Official);
  creator = await staffMember(ctx, AccountType.Creator);
  viewer = await registerMember(ctx.app);
  otherViewer = await registerMember(ctx.app);
});

async function watch(member: TestMember, mediaId: number, report: object) {
  const res = await requestAs(ctx.app, member.tokens.token, 'PUT', `/v1/progress/${mediaId}`, report);
  expect(res.statusCode, res.body).toBe(200);
}

const getReport = (member: TestMember | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: member ? bearer(member.tokens.token) : {} });

async function report(url: string): Promise<ViewingReport> {
  const res = await getReport(official, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function daysBehind(): Promise<string | undefined> {
  const res = await requestAs(ctx.app, METRICS_TOKEN, 'GET', '/metrics');
  return /^crewcast_viewing_rollup_days_behind (\d+)$/m.exec(res.body)?.[1];
}

const rollupRows = () =>
  ctx.database.db
    .select()
    .from(viewingDaily)
    .orderBy(asc(viewingDaily.day), asc(viewingDaily.mediaId), asc(viewingDaily.device));

/** Every rollup table's rows, in a stable order. */
async function allRollups() {
  const { db } = ctx.database;
  return {
    episodes: await rollupRows(),
    shows: await db
      .select()
      .from(viewingShowDaily)
      .orderBy(asc(viewingShowDaily.day), asc(viewingShowDaily.showId), asc(viewingShowDaily.device)),
    network: await db
      .select()
      .from(viewingNetworkDaily)
      .orderBy(asc(viewingNetworkDaily.day), asc(viewingNetworkDaily.device)),
    lastDays: await db.select().from(viewingLastDays).orderBy(asc(viewingLastDays.userId)),
    episodeWindows: await db
      .select()
      .from(viewingEpisodeWindows)
      .orderBy(asc(viewingEpisodeWindows.fromDay), asc(viewingEpisodeWindows.mediaId)),
    periodViewers: await db.select().from(viewingPeriodViewers).orderBy(asc(viewingPeriodViewers.fromDay)),
    showLastDays: await db
      .select()
      .from(viewingShowLastDays)
      .orderBy(asc(viewingShowLastDays.showId), asc(viewingShowLastDays.userId)),
  };
}

describe('viewing analytics', () => {
  it('counts a view once per member, episode and day, after 30 s or half the episode', async () => {
    // 20 s of a 600 s episode is not yet a view; 35 s is; more the same day is still one view.
    await watch(viewer, catalog.ep1, { currentTime: 20, totalTime: 600, durationWatched: 20 });
    expect((await report(`/v1/admin/analytics/viewing/episodes/${catalog.ep1}?period=7d`)).totals.views).toBe(
      0,
    );
    await watch(viewer, catalog.ep1, { currentTime: 35, totalTime: 600, durationWatched: 15 });
    await watch(viewer, catalog.ep1, { currentTime: 300, totalTime: 600, durationWatched: 265 });
    // Another member's 29 s is not a view; 20 s of a 40 s episode is (half of it).
    await watch(otherViewer, catalog.ep1, { currentTime: 29, totalTime: 600, durationWatched: 29 });
    await watch(otherViewer, catalog.ep2, { currentTime: 20, totalTime: 40, durationWatched: 20 });

    const episode = await report(`/v1/admin/analytics/viewing/episodes/${catalog.ep1}?period=7d`);
    expect(episode.scope).toEqual({ kind: 'episode', title: expect.any(String), showId });
    expect(episode.totals).toMatchObject({ views: 1, viewers: 1, newViewers: 1, returningViewers: 0 });
    expect(episode.totals.watchSeconds).toBe(20 + 15 + 265 + 29);
    // The view played the first half: 10 twentieths of 20.
    expect(episode.totals.averageShareWatched).toBeCloseTo(0.5);
    expect(episode.retention[0]).toEqual({ point: 0, share: 1 });
    expect(episode.retention[9]?.share).toBe(1);
    expect(episode.retention[10]?.share).toBe(0);
    expect(episode.days).toHaveLength(7);
    expect(episode.days.at(-1)).toMatchObject({ day: '2026-03-10', views: 1 });
    expect(episode.devices).toEqual([expect.objectContaining({ device: 'web', views: 1 })]);

    // The next day the same member's view counts again, as the same viewer.
    clock.advanceDays(1);
    await watch(viewer, catalog.ep1, { currentTime: 330, totalTime: 600, durationWatched: 30 });
    const show = await report(`/v1/admin/analytics/viewing/shows/${showId}?period=7d`);
    expect(show.totals).toMatchObject({ views: 3, viewers: 2 });
    expect(show.topEpisodes.map((row) => [row.mediaId, row.views])).toEqual([
      [catalog.ep1, 2],
      [catalog.ep2, 1],
    ]);
    const network = await report('/v1/admin/analytics/viewing?period=28d');
    expect(network.days).toHaveLength(28);
    expect(network.topShows).toEqual([expect.objectContaining({ showId, views: 3 })]);
  });

  it('reads the same figures from the rollups, and re-running a day changes nothing', async () => {
    const urls = [
      '/v1/admin/analytics/viewing?period=7d',
      `/v1/admin/analytics/viewing/shows/${showId}?period=7d`,
      `/v1/admin/analytics/viewing/episodes/${catalog.ep1}?period=7d`,
    ];
    const reports = () => Promise.all(urls.map(report));
    const [before] = await reports();
    clock.advanceDays(1);
    const rawOnly = await reports();
    await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
    const rolled = await ctx.database.db.select({ day: viewingRolledDays.day }).from(viewingRolledDays);
    expect(rolled.map((row) => row.day).sort()).toEqual(['2026-03-10', '2026-03-11']);
    // The network's, the show's and the episode's reports read their own rollups, and agree with the raw rows.
    const fromRollups = await reports();
    expect(fromRollups).toEqual(rawOnly);
    expect(fromRollups[0]!.totals).toEqual(before!.totals);
    expect(fromRollups[0]!.totals).toMatchObject({ views: 3, viewers: 2 });

    const firstRun = await allRollups();
    expect(firstRun.network.length).toBeGreaterThan(0);
    expect(firstRun.lastDays).toHaveLength(2);
    expect(firstRun.episodeWindows.map((row) => [row.fromDay, row.toDay, row.mediaId, row.views])).toEqual([
      ['2025-12-13', '2026-03-11', catalog.ep1, 2],
      ['2025-12-13', '2026-03-11', catalog.ep2, 1],
      ['2026-02-13', '2026-03-11', catalog.ep1, 2],
      ['2026-02-13', '2026-03-11', catalog.ep2, 1],
      ['2026-03-06', '2026-03-11', catalog.ep1, 2],
      ['2026-03-06', '2026-03-11', catalog.ep2, 1],
    ]);
    // Without the episode windows (a rollup not yet past them), the top episodes come from the daily rollups.
    await ctx.database.db.delete(viewingEpisodeWindows);
    expect(await reports()).toEqual(fromRollups);
    await ctx.database.db.delete(viewingRolledDays);
    await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
    expect(await allRollups()).toEqual(firstRun);
    expect(await reports()).toEqual(fromRollups);
  });

  it('leaves the rollup to the node holding its lock', async () => {
    await watch(viewer, catalog.ep3, { currentTime: 60, totalTime: 600, durationWatched: 60 });
    clock.advanceDays(1);
    const other = await ctx.database.pool.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('analytics:viewing-rollup'))`);
      await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
      const rolled = await ctx.database.db.select().from(viewingRolledDays);
      expect(rolled.map((row) => row.day)).not.toContain('2026-03-12');
      expect(await daysBehind()).toBe('1');
      await other.query(`select pg_advisory_unlock(hashtext('analytics:viewing-rollup'))`);
    } finally {
      other.release();
    }
    await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
    const rolled = await ctx.database.db.select().from(viewingRolledDays);
    expect(rolled.map((row) => row.day)).toContain('2026-03-12');
    expect(await daysBehind()).toBe('0');
  });

  it('deletes raw viewing past its keeping once rolled up, and keeps the rollups', async () => {
    const rollups = await rollupRows();
    clock.advanceDays(91);
    await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
    const [raw] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(viewingEvents);
    expect(raw?.n).toBe(0);
    const kept = await rollupRows();
    expect(kept.slice(0, rollups.length)).toEqual(rollups);
  });

  it("counts the network's viewers from the rollup's stored counts as from the last viewed days", async () => {
    const watchOnce = (member: TestMember, mediaId: number) =>
      watch(member, mediaId, { currentTime: 60, totalTime: 600, durationWatched: 60 });
    const periods = ['7d', '28d', '90d'].map((period) => `/v1/admin/analytics/viewing?period=${period}`);
    const reports = () => Promise.all(periods.map(report));
    // The viewer first watched months ago; the newcomer watches for the first time.
    const newcomer = await registerMember(ctx.app);
    await watchOnce(viewer, catalog.ep1);
    await watchOnce(newcomer, catalog.ep2);
    const watchedDay = (await report(periods[0]!)).to;
    clock.advanceDays(1);
    await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
    const stored = await ctx.database.db.select().from(viewingPeriodViewers);
    expect(stored.map((row) => [row.toDay, row.viewers, row.newViewers])).toEqual([
      [watchedDay, 2, 1],
      [watchedDay, 2, 1],
      [watchedDay, 2, 1],
    ]);
    for (const before of await reports()) {
      expect(before.totals).toMatchObject({ viewers: 2, newViewers: 1, returningViewers: 1 });
    }

    // Today both watch again and are counted once; a member back after months and a first-time one add to them.
    const firstTimer = await registerMember(ctx.app);
    await watchOnce(viewer, catalog.ep2);
    await watchOnce(newcomer, catalog.ep1);
    await watchOnce(otherViewer, catalog.ep1);
    await watchOnce(firstTimer, catalog.ep3);
    const fromStored = await reports();
    for (const after of fromStored) {
      expect(after.totals).toMatchObject({ viewers: 4, newViewers: 2, returningViewers: 2 });
    }
    // Without the stored counts (a rollup not yet past them), the last viewed days give the same.
    await ctx.database.db.delete(viewingPeriodViewers);
    expect(await reports()).toEqual(fromStored);
  });

  it('answers Officials and Creators, refuses other members, and checks its input', async () => {
    const url = '/v1/admin/analytics/viewing?period=7d';
    expect((await getReport(creator, url)).statusCode).toBe(200);
    expect((await getReport(viewer, url)).statusCode).toBe(403);
    expect((await getReport(undefined, url)).statusCode).toBe(401);
    expect((await getReport(viewer, `/v1/admin/analytics/viewing/shows/${showId}`)).statusCode).toBe(403);
    expect((await getReport(viewer, `/v1/admin/analytics/viewing/episodes/${catalog.ep1}`)).statusCode).toBe(
      403,
    );
    const bad = await getReport(official, '/v1/admin/analytics/viewing?period=1y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', fields: { period: [expect.any(String)] } });
    expect((await getReport(official, '/v1/admin/analytics/viewing/episodes/999999')).statusCode).toBe(404);
    expect((await getReport(official, '/v1/admin/analytics/viewing/shows/999999')).statusCode).toBe(404);
  });
});

describe('viewing, live and community analytics on a network that keeps them from Creators', () => {
  const closed = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false', ANALYTICS_CREATORS_SEE_ALL: 'false' });

  it('refuses Creators and answers Officials', async () => {
    const creatorMember = await staffMember(closed, AccountType.Creator);
    const officialMember = await staffMember(closed, AccountType.Official);
    for (const url of [
      '/v1/admin/analytics/viewing',
      '/v1/admin/analytics/live',
      '/v1/admin/analytics/community',
    ]) {
      const ask = (member: TestMember) => requestAs(closed.app, member.tokens.token, 'GET', url);
      const refused = await ask(creatorMember);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
      expect((await ask(officialMember)).statusCode, url).toBe(200);
    }
  });
});
