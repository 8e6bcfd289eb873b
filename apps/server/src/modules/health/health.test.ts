import fs from 'node:fs/promises';
import path from 'node:path';
import { AccountType } from '@crewcast/contracts/account';
import type { AdminHealth, JobQueueHealth } from '@crewcast/contracts/health';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../test/console';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { connectMember, listen, staffMember } from '../../test/realtime';
import { redisServerInstalled, startRedisServer } from '../../test/redis-server';
import { createTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { locateMediaBinaries } from '../media/ffmpeg-binary';
import { mediaAssets } from '../media/media.schema';
import { TRANSCODE_JOB } from '../media/media.service';
import { writeTestClip } from '../../test/uploads';

const suite = consoleSuite();
const { ctx } = suite;

const health = () => suite.read<AdminHealth>('official', '/v1/admin/health');

const transcodes = (report: AdminHealth): JobQueueHealth =>
  report.jobs.find((queue) => queue.name === TRANSCODE_JOB)!;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An asset whose source file is missing, so that its transcode fails; answers the source's path and the asset. */
async function assetWithoutSource(file: string): Promise<{ source: string; assetId: string }> {
  const source = path.join(ctx.config.DATA_DIR, file);
  const [asset] = await ctx.database.db
    .insert(mediaAssets)
    .values({ sourcePath: source })
    .returning({ id: mediaAssets.id });
  return { source, assetId: asset!.id };
}

/** Writes the missing source the transcode failed on, retries the job from the console, and waits until it ran. */
async function mendAndRetry(source: string, jobId: string): Promise<void> {
  await writeTestClip(source, { durationSeconds: 1 });
  const retry = await suite.as('official', 'POST', `/v1/admin/health/jobs/${jobId}/retry`);
  expect(retry.statusCode, retry.body).toBe(200);
  expect(retry.json()).toEqual({ jobId, name: TRANSCODE_JOB });
  await until(
    () => ctx.jobs.status(TRANSCODE_JOB, jobId),
    (status) => status?.state === 'completed',
  );
}

describe('the console health page', () => {
  it('reports the ffmpeg, database, storage, mail, live ingest, realtime, analytics and node it reads', async () => {
    const socket = await connectMember(await listen(ctx), suite.official);
    try {
      const report = await health();
      const binaries = await locateMediaBinaries();
      expect(report.ffmpeg).toEqual({
        found: true,
        ffmpegPath: binaries.ffmpeg,
        ffprobePath: binaries.ffprobe,
        version: binaries.capabilities.ffmpeg.version,
        capabilities: expect.arrayContaining([
          { name: 'filter:drawtext', available: true },
          { name: 'option:stats_period', available: true },
        ]),
      });
      expect(report.database.version).toMatch(/^PostgreSQL \d+/);
      expect(report.database.sizeBytes).toBeGreaterThan(1_000_000);
      expect(report.database.connections).toBeGreaterThan(0);
      expect(report.database.maxConnections).toBeGreaterThanOrEqual(report.database.connections);
      expect(report.redis).toEqual({ configured: false });
      const disk = await fs.statfs(ctx.config.DATA_DIR);
      expect(report.storage).toMatchObject({
        kind: 'local',
        location: path.join(ctx.config.DATA_DIR, 'storage'),
      });
      if (report.storage.kind !== 'local') throw new Error('local storage expected');
      expect(report.storage.totalBytes).toBe(disk.blocks * disk.bsize);
      expect(report.storage.freeBytes).toBeGreaterThan(0);
      expect(report.mail).toMatchObject({ transport: 'outbox', failedLastDay: 0 });
      expect(report.live).toEqual({
        port: null,
        encoders: 0,
        packagers: 0,
        recordingsRecovered: 0,
        lastError: null,
      });
      // The socket and the room of its member's own pushes.
      expect(report.realtime.sockets).toBe(1);
      expect(report.realtime.rooms).toBeGreaterThanOrEqual(1);
      // No viewing waits to be rolled up, and nothing is live to sample.
      expect(report.analytics).toEqual({
        rollupDaysBehind: 0,
        liveSampleAgeSeconds: 0,
        liveSampleSeconds: ctx.config.ANALYTICS_LIVE_SAMPLE_SECONDS,
      });
      expect(report.nodes).toEqual([
        expect.objectContaining({ pid: process.pid, nodeVersion: process.version }),
      ]);
      expect(transcodes(report)).toMatchObject({ waiting: 0, active: 0, failedLastDay: 0, failures: [] });
    } finally {
      socket.disconnect();
    }
  });

  it('dates the last mail delivered', async () => {
    const before = Date.now();
    // A sign-up is sent its verification mail.
    await registerMember(ctx.app);
    const report = await until(health, (value) => value.mail.lastDeliveredAt !== null);
    expect(Date.parse(report.mail.lastDeliveredAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lists a failed job with its reason, and runs it again once its cause is gone', async () => {
    const { source, assetId } = await assetWithoutSource('health-source.mp4');
    // The source is missing: the transcode fails, with no attempt left.
    const jobId = await ctx.jobs.send(TRANSCODE_JOB, { assetId }, { retryLimit: 0 });
    const failed = await until(health, (report) => transcodes(report).failedLastDay === 1);
    expect(transcodes(failed).failures).toEqual([
      {
        id: jobId,
        failedAt: expect.any(String),
        reason: expect.stringContaining(source),
        nextAttemptAt: null,
        retryable: true,
      },
    ]);

    await mendAndRetry(source, jobId);
    const [row] = await ctx.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
    expect(row?.status).toBe('ready');
    expect(transcodes(await health()).failures).toEqual([]);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'health.job-retry'), eq(auditLog.targetId, jobId)));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: suite.official.tokens.userId, after: { name: TRANSCODE_JOB } }),
    ]);

    // It is no longer failed: a second retry finds nothing to retry.
    const again = await suite.as('official', 'POST', `/v1/admin/health/jobs/${jobId}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('lists a job waiting an hour for its next attempt, and runs that attempt now', async () => {
    const { source, assetId } = await assetWithoutSource('health-waiting-source.mp4');
    const jobId = await ctx.jobs.send(
      TRANSCODE_JOB,
      { assetId },
      { retryLimit: 1, retryDelay: 3600, retryBackoff: false },
    );
    const waiting = await until(health, (report) => transcodes(report).failures.some((f) => f.id === jobId));
    const failure = transcodes(waiting).failures.find((f) => f.id === jobId)!;
    expect(failure).toMatchObject({ reason: expect.stringContaining(source), retryable: true });
    expect(Date.parse(failure.nextAttemptAt!)).toBeGreaterThan(Date.now() + 3_000_000);
    // Not failed for good (and the earlier failure ran again): nothing counts among the day's failures.
    expect(transcodes(waiting).failedLastDay).toBe(0);

    await mendAndRetry(source, jobId);
    expect(transcodes(await health()).failures).toEqual([]);
  });

  it('is for Official accounts: a Creator is refused', async () => {
    const res = await suite.as('creator', 'GET', '/v1/admin/health');
    expect(res.statusCode).toBe(403);
  });
});

describe('the media features each console page checks', () => {
  const features = (who: TestMember | 'creator') => suite.as(who, 'GET', '/v1/admin/media/features');

  it('tells staff, Creators included, that this ffmpeg serves every feature', async () => {
    const res = await features('creator');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().features).toEqual(
      ['transcode', 'live', 'demoClips'].map((feature) => ({
        feature,
        available: true,
        missing: [],
        error: null,
      })),
    );
  });

  it('refuses a member', async () => {
    const member = await registerMember(ctx.app);
    expect((await features(member)).statusCode).toBe(403);
  });
});

describe.skipIf(!redisServerInstalled)('Redis on the health page', () => {
  it('answers its version while it runs, and unreachable once it stops', async () => {
    const redis = await startRedisServer();
    const other = await createTestApp({ REDIS_URL: redis.url });
    try {
      const staff = await staffMember(other, AccountType.Official);
      const read = async () =>
        ((await requestAs(other.app, staff.tokens.token, 'GET', '/v1/admin/health')).json() as AdminHealth)
          .redis;
      expect(await read()).toEqual({
        configured: true,
        reachable: true,
        version: expect.stringMatching(/^\d+\.\d+/),
        error: null,
      });
      await redis.stop();
      expect(await read()).toEqual({
        configured: true,
        reachable: false,
        version: null,
        error: expect.any(String),
      });
    } finally {
      await redis.stop();
      await other.close();
    }
  });
});
