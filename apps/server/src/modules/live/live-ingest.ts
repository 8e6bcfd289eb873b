import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import type { JobRunner } from '../../jobs/job-runner';
import type { Metrics } from '../../metrics/metrics';
import { createLocalStorage } from '../../storage/local-storage';
import type { AuditService } from '../audit/audit.service';
import type { MediaBinaries } from '../media/ffmpeg-binary';
import { createLiveBroadcasts } from './live-broadcasts';
import { createLiveAdminService } from './live.admin.service';
import { createLiveRecordings, type LiveRecordingsOptions } from './live.recordings';
import type { LiveService } from './live.service';
import { createRtmpIngest, RTMP_APP, type RtmpIngest } from './rtmp-ingest';

/** How often every node looks for streams left live by a node that stopped. */
const ORPHAN_SWEEP_MS = 15_000;

/** The address encoders are given: RTMP_PUBLIC_URL, or PUBLIC_URL's host name with the RTMP port. */
export function rtmpAddress(config: Pick<Config, 'RTMP_PORT' | 'RTMP_PUBLIC_URL' | 'PUBLIC_URL'>): string {
  if (config.RTMP_PORT === 0) return '';
  if (config.RTMP_PUBLIC_URL) return config.RTMP_PUBLIC_URL.replace(/\/+$/, '');
  return `rtmp://${new URL(config.PUBLIC_URL).hostname}:${config.RTMP_PORT}/${RTMP_APP}`;
}

/**
 * Going live, wired from the configuration: the RTMP listener (when RTMP_PORT is not 0), broadcasts packaged
 * under DATA_DIR/live, recordings handed to the media pipeline, and the console's livestream service.
 */
export function createLiveIngest(options: {
  config: Config;
  db: Database;
  live: LiveService;
  audit: AuditService;
  events: EventBus;
  jobs: JobRunner;
  binaries: () => Promise<MediaBinaries>;
  createAsset: LiveRecordingsOptions['createAsset'];
  createEpisode: LiveRecordingsOptions['createEpisode'];
  viewersOf: (livestreamId: string) => Promise<number>;
  metrics: Metrics;
  log: Logger;
}) {
  const { config, live, log } = options;
  const liveDir = path.join(config.DATA_DIR, 'live');
  const recordings = createLiveRecordings({
    repository: live.repository,
    jobs: options.jobs,
    events: options.events,
    liveDir,
    sourcesDir: path.join(config.DATA_DIR, 'sources'),
    createAsset: options.createAsset,
    createEpisode: options.createEpisode,
    log,
  });
  const broadcasts = createLiveBroadcasts({
    repository: live.repository,
    binaries: options.binaries,
    events: options.events,
    liveDir,
    stallMs: config.LIVE_STALL_SECONDS * 1000,
    ladder: config.LIVE_LADDER === 'ladder' || (config.LIVE_LADDER === 'auto' && os.cpus().length >= 4),
    onDroppedGop: () => options.metrics.count('live_gops_dropped'),
    onEnded: (broadcast) => recordings.queueJoin(broadcast),
    log,
  });
  let ingest: RtmpIngest | undefined;
  /** The last time the listener or a publish failed, and why. */
  let lastFailure: { message: string; at: Date } | null = null;
  let listeningPort: number | null = null;
  const failed = (message: string) => void (lastFailure = { message, at: new Date() });
  let orphanSweep: NodeJS.Timeout | undefined;
  const admin = createLiveAdminService({
    db: options.db,
    live,
    broadcasts,
    audit: options.audit,
    events: options.events,
    rtmpUrl: rtmpAddress(config),
    viewersOf: options.viewersOf,
  });

  return {
    admin,
    /** What /live-media serves from. */
    media: { storage: createLocalStorage({ root: liveDir }), liveDir },
    async start(): Promise<void> {
      await recordings.recoverLeftovers();
      const sweep = () =>
        broadcasts
          .endOrphaned()
          .catch((error: unknown) => log.warn({ err: error }, 'orphaned streams not checked'));
      await sweep();
      orphanSweep ??= setInterval(sweep, ORPHAN_SWEEP_MS).unref();
      if (config.RTMP_PORT === 0 || ingest) return;
      ingest = createRtmpIngest({
        port: config.RTMP_PORT,
        host: config.RTMP_HOST,
        resumeMs: config.LIVE_STALL_SECONDS * 1000,
        onPublish: (publisher) =>
          void broadcasts.accept(publisher).catch((error: unknown) => {
            log.error({ err: error, address: publisher.address }, 'RTMP publish failed');
            failed(`RTMP publish failed: ${error instanceof Error ? error.message : String(error)}`);
            publisher.close();
          }),
        log,
      });
      try {
        listeningPort = await ingest.listen();
        log.info({ port: config.RTMP_PORT, host: config.RTMP_HOST }, 'RTMP ingest listening');
      } catch (error) {
        log.error(
          { err: error, port: config.RTMP_PORT },
          'RTMP ingest could not listen; going live by RTMP is off',
        );
        failed(`RTMP ingest could not listen: ${error instanceof Error ? error.message : String(error)}`);
        ingest = undefined;
      }
    },
    /**
     * This node's ingest: the RTMP port it listens on (null when off), encoders connected, packagers running with
     * their bitrate, recordings it found unjoined as it started, and the latest failure of the listener, a publish
     * or packaging.
     */
    status() {
      const packaging = broadcasts.status();
      const latest = [lastFailure, packaging.lastFailure]
        .filter((failure) => failure !== null)
        .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      return {
        port: ingest ? listeningPort : null,
        encoders: ingest?.connections() ?? 0,
        broadcasts: packaging.running,
        recordingsRecovered: recordings.recoveredAtStart(),
        lastError: latest ?? null,
      };
    },
    async close(): Promise<void> {
      clearInterval(orphanSweep);
      await ingest?.close();
      await broadcasts.close();
    },
  };
}
