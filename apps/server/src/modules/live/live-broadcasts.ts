import fs from 'node:fs/promises';
import path from 'node:path';
import type { IngestHealth as ConsoleIngestHealth } from '@crewcast/contracts/live';
import type { Logger } from 'pino';
import type { EventBus } from '../../events';
import type { MediaBinaries } from '../media/ffmpeg-binary';
import { requireFeature } from '../media/media.module';
import { LIVE_FILES, startLivePackager, type LivePackager, type PackagerProgress } from './live-packager';
import type { LiveRepository } from './live.repository';
import type { IngestHealth } from './live.schema';
import type { RtmpPublisher } from './rtmp-ingest';

/** The path (before signing) of a broadcast's master playlist. */
export const LIVE_MEDIA_MOUNT = '/live-media';
export const liveMasterPath = (livestreamId: string, recordingId: string) =>
  `${LIVE_MEDIA_MOUNT}/${livestreamId}/${recordingId}/${LIVE_FILES.master}`;

const WATCH_INTERVAL_MS = 250;
const HEALTH_INTERVAL_MS = 2000;
/** Health measured longer ago than this is from an encoder, or a node, that is gone. */
const HEALTH_FRESH_MS = 5 * HEALTH_INTERVAL_MS;
/** A live ingest stream unmeasured for this long lost its node: any node ends it. */
const ORPHANED_AFTER_MS = 30_000;

/** The connected encoder's input as last measured by whichever node receives it, or null when none is. */
export function connectedEncoder(
  row: { ingestHealth: IngestHealth | null },
  now = Date.now(),
): ConsoleIngestHealth | null {
  const health = row.ingestHealth;
  if (!health || now - Date.parse(health.measuredAt) > HEALTH_FRESH_MS) return null;
  return { ...health, packagingError: health.packagingError ?? null };
}

/** Why the packager stopped, from what it last wrote to stderr (its errors only). */
function packagingFailure(code: number | null, stderrTail: string[]): string {
  const said = stderrTail.slice(-3).join(' ').trim();
  return (said || `exit code ${code}`).slice(0, 300);
}

export interface LiveBroadcastsOptions {
  repository: LiveRepository;
  binaries: () => Promise<MediaBinaries>;
  events: EventBus;
  /** Folder under which each broadcast's HLS is written (<livestreamId>/<recordingId>/). */
  liveDir: string;
  /** Silence after which a broadcast ends; a publisher back within it continues the same broadcast. */
  stallMs: number;
  /** Whether to encode a 360p rung beside the copied source. */
  ladder: boolean;
  /** Counts a GOP dropped because a packager fell behind its input. */
  onDroppedGop: () => void;
  /** Queues the recording of a finished broadcast (made from its folder later, not while the ingest waits). */
  onEnded: (broadcast: { livestreamId: string; recordingId: string }) => Promise<void>;
  log: Logger;
}

interface Broadcast {
  livestreamId: string;
  recordingId: string;
  directory: string;
  packager: LivePackager;
  publisher: RtmpPublisher;
  unsubscribe: () => void;
  lastDataAt: number;
  live: boolean;
  progress: PackagerProgress;
  sample: { at: number; bytes: number };
  health: IngestHealth | null;
  /** Why packaging stopped while the encoder stayed connected. */
  packagingError: string | null;
  timers: NodeJS.Timeout[];
  ending?: Promise<void>;
}

/**
 * Broadcasts from the RTMP ingest: a publisher with a known stream key is packaged into HLS; the livestream
 * goes live once the first segment is written and ends after `stallMs` without media. Only the node holding
 * the encoder's connection runs its broadcast; state and health live in the database for every node.
 */
export function createLiveBroadcasts(options: LiveBroadcastsOptions) {
  const { repository, events, log, stallMs } = options;
  const active = new Map<string, Broadcast>();
  /** The last time packaging stopped on its own, and why. */
  let lastFailure: { message: string; at: Date } | null = null;

  function attach(broadcast: Broadcast, publisher: RtmpPublisher): void {
    broadcast.publisher = publisher;
    broadcast.lastDataAt = Date.now();
    broadcast.unsubscribe = publisher.subscribe((flv) => {
      broadcast.lastDataAt = Date.now();
      broadcast.packager.write(flv);
    });
  }

  async function goLive(broadcast: Broadcast): Promise<void> {
    broadcast.live = true;
    await repository.update(broadcast.livestreamId, {
      state: 'live',
      url: liveMasterPath(broadcast.livestreamId, broadcast.recordingId),
      startedAt: new Date(),
      endedAt: null,
    });
    log.info({ livestreamId: broadcast.livestreamId }, 'livestream is live');
    events.emit('livestream.changed', { livestreamId: broadcast.livestreamId });
  }

  async function watch(broadcast: Broadcast): Promise<void> {
    if (Date.now() - broadcast.lastDataAt > stallMs) return end(broadcast.livestreamId, 'stalled');
    if (!broadcast.live && (await broadcast.packager.segments()) > 0) await goLive(broadcast);
  }

  /** Measures the input and saves it where every node's console reads it; ends it when another node has. */
  async function measure(broadcast: Broadcast): Promise<void> {
    if (broadcast.ending) return;
    const now = Date.now();
    const bytes = broadcast.publisher.bytesIn();
    const seconds = (now - broadcast.sample.at) / 1000;
    broadcast.health = {
      bitrateKbps: seconds > 0 ? Math.round(((bytes - broadcast.sample.bytes) * 8) / 1000 / seconds) : 0,
      fps: Math.round(broadcast.progress.fps * 10) / 10,
      droppedFrames: broadcast.progress.droppedFrames,
      measuredAt: new Date(now).toISOString(),
      packagingError: broadcast.packagingError,
    };
    broadcast.sample = { at: now, bytes };
    const row = await repository.update(broadcast.livestreamId, { ingestHealth: broadcast.health });
    // End pressed on a node that does not hold the encoder sets the stream ended; this node drops the encoder.
    if (broadcast.live && row?.state === 'ended')
      await end(broadcast.livestreamId, 'ended on another server');
  }

  /** Saves the health now and tells every member (viewers see "Starting…", the console the encoder's state). */
  function announce(broadcast: Broadcast): void {
    const { livestreamId } = broadcast;
    measure(broadcast)
      .then(() => events.emit('livestream.changed', { livestreamId }))
      .catch((error: unknown) => log.warn({ err: error, livestreamId }, 'ingest health not saved'));
  }

  async function start(livestreamId: string, publisher: RtmpPublisher): Promise<void> {
    const binaries = await options.binaries();
    requireFeature(binaries.capabilities, 'live');
    const recording = await repository.insertRecording(livestreamId);
    const directory = path.join(options.liveDir, livestreamId, recording.id);
    const started: { broadcast?: Broadcast } = {};
    const packager = await startLivePackager({
      binaries,
      directory,
      ladder: options.ladder,
      source: publisher.announced(),
      onProgress: (progress) => {
        if (started.broadcast) started.broadcast.progress = progress;
      },
      onDroppedGop: options.onDroppedGop,
      onExit: (code, stderrTail) => {
        const { broadcast } = started;
        if (code === 0 || !broadcast || broadcast.ending) return;
        log.warn({ livestreamId, code, stderrTail }, 'live packaging stopped');
        broadcast.packagingError = packagingFailure(code, stderrTail);
        lastFailure = { message: `live packaging stopped: ${broadcast.packagingError}`, at: new Date() };
        announce(broadcast);
      },
    });
    const broadcast: Broadcast = {
      livestreamId,
      recordingId: recording.id,
      directory,
      packager,
      publisher,
      unsubscribe: () => undefined,
      lastDataAt: Date.now(),
      live: false,
      progress: { fps: 0, droppedFrames: 0 },
      sample: { at: Date.now(), bytes: publisher.bytesIn() },
      health: null,
      packagingError: null,
      timers: [],
    };
    started.broadcast = broadcast;
    active.set(livestreamId, broadcast);
    attach(broadcast, publisher);
    const repeat = (ms: number, task: (b: Broadcast) => Promise<void>, what: string) =>
      setInterval(() => {
        task(broadcast).catch((error: unknown) => log.warn({ err: error, livestreamId }, what));
      }, ms);
    broadcast.timers = [
      repeat(WATCH_INTERVAL_MS, watch, 'live broadcast check failed'),
      repeat(HEALTH_INTERVAL_MS, measure, 'ingest health not saved'),
    ];
    log.info({ livestreamId, recordingId: recording.id }, 'live broadcast started');
    announce(broadcast);
  }

  async function finish(broadcast: Broadcast, reason: string): Promise<void> {
    for (const timer of broadcast.timers) clearInterval(timer);
    broadcast.unsubscribe();
    broadcast.publisher.close();
    await broadcast.packager.finish();
    const { livestreamId, recordingId, directory } = broadcast;
    log.info({ livestreamId, recordingId, reason }, 'live broadcast ended');
    if (broadcast.live) {
      await repository.update(livestreamId, {
        state: 'ended',
        url: '',
        endedAt: new Date(),
        ingestHealth: null,
      });
      events.emit('livestream.changed', { livestreamId });
      await repository.updateRecording(recordingId, { endedAt: new Date() });
      await options.onEnded({ livestreamId, recordingId });
    } else {
      await repository.updateRecording(recordingId, {
        status: 'failed',
        endedAt: new Date(),
        error: broadcast.packagingError
          ? `Live packaging failed: ${broadcast.packagingError}`
          : 'The encoder sent no playable video.',
      });
      await repository.update(livestreamId, { ingestHealth: null });
      events.emit('livestream.changed', { livestreamId });
      await fs.rm(directory, { recursive: true, force: true });
    }
  }

  function end(livestreamId: string, reason: string): Promise<void> {
    const broadcast = active.get(livestreamId);
    if (!broadcast) return Promise.resolve();
    broadcast.ending ??= finish(broadcast, reason).finally(() => active.delete(livestreamId));
    return broadcast.ending;
  }

  return {
    /** Checks a publisher's stream key; refuses it (logging why, never the key) or packages what it sends. */
    async accept(publisher: RtmpPublisher): Promise<void> {
      const row = await repository.findByStreamKey(publisher.key);
      const refusal = !row
        ? 'unknown stream key'
        : row.externalUrl
          ? 'the livestream plays an external HLS URL'
          : undefined;
      if (!row || refusal) {
        log.warn({ address: publisher.address, reason: refusal }, 'RTMP publish refused');
        return publisher.close();
      }
      const current = active.get(row.id);
      if (current && !current.ending) {
        // Back within the stall time: the same broadcast (and recording) goes on. On the same stream the
        // packager is still subscribed and receives the new connection's media with continued timestamps.
        if (current.publisher.source === publisher.source) {
          current.publisher = publisher;
          current.lastDataAt = Date.now();
        } else {
          current.unsubscribe();
          attach(current, publisher);
        }
        log.info({ livestreamId: row.id }, 'live broadcast resumed');
        return;
      }
      await current?.ending;
      await start(row.id, publisher);
    },

    /** Ends a broadcast now (the console's "end"): the encoder is dropped. */
    end: (livestreamId: string) => end(livestreamId, 'ended from the console'),

    isBroadcasting: (livestreamId: string) => active.has(livestreamId),

    /** The broadcasts packaged on this node with their last measured bitrate, and the last packaging failure. */
    status() {
      const running = [...active.values()].map((broadcast) => ({
        livestreamId: broadcast.livestreamId,
        bitrateKbps: broadcast.health?.bitrateKbps ?? 0,
      }));
      return { running, lastFailure };
    },

    /**
     * Ends ingest streams left live by a node that stopped (no health measured lately), and forgets the encoders
     * of streams not live yet on such a node, telling members.
     */
    async endOrphaned(now = new Date()): Promise<void> {
      const before = new Date(now.getTime() - Math.max(ORPHANED_AFTER_MS, stallMs));
      for (const livestreamId of await repository.endStaleIngestStreams(before)) {
        log.warn({ livestreamId }, 'live stream ended: its server stopped while it was live');
        events.emit('livestream.changed', { livestreamId });
      }
      for (const livestreamId of await repository.forgetStaleEncoders(before)) {
        log.warn({ livestreamId }, 'encoder forgotten: its server stopped before the stream went live');
        events.emit('livestream.changed', { livestreamId });
      }
    },

    /** Ends every broadcast of this node (shutdown). */
    async close(): Promise<void> {
      await Promise.all([...active.keys()].map((livestreamId) => end(livestreamId, 'server stopping')));
    },
  };
}

export type LiveBroadcasts = ReturnType<typeof createLiveBroadcasts>;
