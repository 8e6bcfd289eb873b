import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminHealth } from '@crewcast/contracts/health';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { JobRunner } from '../../jobs/job-runner';
import type { AnalyticsModule } from '../analytics/analytics.module';
import type { AuditService } from '../audit/audit.service';
import type { LiveModule } from '../live/live.module';
import type { MailModule } from '../mail/mail.module';
import type { MediaBinaries } from '../media/ffmpeg-binary';

/** How long the health page waits for Redis before calling it unreachable. */
const REDIS_TIMEOUT_MS = 2_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface HealthDependencies {
  config: Config;
  db: Database;
  jobs: JobRunner;
  audit: AuditService;
  binaries: () => Promise<MediaBinaries>;
  mail: MailModule['deliveries'];
  live: LiveModule['ingestStatus'];
  analytics: AnalyticsModule['health'];
  /** This node's realtime connections (the gateway is built after the modules). */
  realtime: () => { sockets: number; rooms: number };
}

/** What the console's health page shows: each figure read from the real thing when asked. */
export function createHealthService(deps: HealthDependencies) {
  const { config, db, jobs } = deps;
  const startedAt = new Date(Date.now() - process.uptime() * 1000);

  async function ffmpeg(): Promise<AdminHealth['ffmpeg']> {
    try {
      const { ffmpeg: ffmpegPath, ffprobe: ffprobePath, capabilities } = await deps.binaries();
      return {
        found: true,
        ffmpegPath,
        ffprobePath,
        version: capabilities.ffmpeg.version,
        capabilities: Object.entries(capabilities.has).map(([name, available]) => ({ name, available })),
      };
    } catch (error) {
      return { found: false, error: messageOf(error) };
    }
  }

  async function database(): Promise<AdminHealth['database']> {
    const result = await db.execute<{
      version: string;
      size: string;
      connections: number;
      max_connections: string;
    }>(sql`select version() as version,
                  pg_database_size(current_database())::text as size,
                  (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
                  current_setting('max_connections') as max_connections`);
    const row = result.rows[0]!;
    return {
      version: row.version,
      sizeBytes: Number(row.size),
      connections: row.connections,
      maxConnections: Number(row.max_connections),
    };
  }

  async function redis(): Promise<AdminHealth['redis']> {
    if (!config.REDIS_URL) return { configured: false };
    const client = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const info = await client.info('server');
      const version = /^redis_version:(.+)$/m.exec(info)?.[1]?.trim() ?? null;
      return { configured: true, reachable: true, version, error: null };
    } catch (error) {
      return { configured: true, reachable: false, version: null, error: messageOf(error) };
    } finally {
      client.disconnect();
    }
  }

  async function storage(): Promise<AdminHealth['storage']> {
    if (config.S3_BUCKET) {
      const endpoint = config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : '';
      return { kind: 's3', location: `s3://${config.S3_BUCKET}${endpoint}` };
    }
    const location = path.join(config.DATA_DIR, 'storage');
    // Before the first file is stored its folder does not exist yet: the data directory holds it.
    const stats = await fs.statfs(location).catch(() => fs.statfs(config.DATA_DIR));
    return {
      kind: 'local',
      location,
      freeBytes: stats.bavail * stats.bsize,
      totalBytes: stats.blocks * stats.bsize,
    };
  }

  async function mail(): Promise<AdminHealth['mail']> {
    const { transport, lastCompletedAt, failedLastDay } = await deps.mail();
    return { transport, lastDeliveredAt: lastCompletedAt?.toISOString() ?? null, failedLastDay };
  }

  async function jobQueues(): Promise<AdminHealth['jobs']> {
    return (await jobs.overview()).map((queue) => ({
      ...queue,
      failures: queue.failures.map((failure) => ({
        ...failure,
        failedAt: failure.failedAt.toISOString(),
        nextAttemptAt: failure.nextAttemptAt?.toISOString() ?? null,
      })),
    }));
  }

  function live(): AdminHealth['live'] {
    const status = deps.live();
    return {
      port: status.port,
      encoders: status.encoders,
      packagers: status.broadcasts.length,
      recordingsRecovered: status.recordingsRecovered,
      lastError: status.lastError && {
        message: status.lastError.message,
        at: status.lastError.at.toISOString(),
      },
    };
  }

  return {
    async report(): Promise<AdminHealth> {
      const [
        ffmpegSection,
        databaseSection,
        redisSection,
        storageSection,
        mailSection,
        jobSection,
        analyticsSection,
      ] = await Promise.all([
        ffmpeg(),
        database(),
        redis(),
        storage(),
        mail(),
        jobQueues(),
        deps.analytics(),
      ]);
      return {
        checkedAt: new Date().toISOString(),
        ffmpeg: ffmpegSection,
        database: databaseSection,
        redis: redisSection,
        storage: storageSection,
        mail: mailSection,
        jobs: jobSection,
        live: live(),
        realtime: deps.realtime(),
        analytics: analyticsSection,
        nodes: [
          {
            hostname: os.hostname(),
            pid: process.pid,
            startedAt: startedAt.toISOString(),
            nodeVersion: process.version,
            memoryBytes: process.memoryUsage.rss(),
          },
        ],
      };
    },

    /** Runs a failed job again now, recording who did so. */
    async retryJob(actorId: string, jobId: string): Promise<{ jobId: string; name: string }> {
      return db.transaction(async (tx) => {
        const outcome = await jobs.retryFailed(jobId, tx);
        if ('refused' in outcome) {
          if (outcome.refused === 'data-emptied')
            throw new AppError(
              'CONFLICT',
              'This job held secrets that were removed when it failed, so it cannot run again.',
            );
          throw new AppError('NOT_FOUND', 'No failed job has that id.');
        }
        await deps.audit.record(tx, {
          actorId,
          action: 'health.job-retry',
          target: { type: 'job', id: jobId },
          after: { name: outcome.name },
        });
        return { jobId, name: outcome.name };
      });
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
