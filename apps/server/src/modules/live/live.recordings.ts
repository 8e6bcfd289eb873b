import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { EventBus } from '../../events';
import type { JobRunner } from '../../jobs/job-runner';
import { assembleRecording } from './live-packager';
import type { LiveRepository } from './live.repository';

/** Joins a finished broadcast's segments into its recording and hands it to the media pipeline. */
export const JOIN_RECORDING_JOB = 'join-live-recording';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface BroadcastFolder {
  livestreamId: string;
  recordingId: string;
}

export interface LiveRecordingsOptions {
  repository: LiveRepository;
  jobs: JobRunner;
  events: EventBus;
  /** Where broadcasts are packaged, each in <livestreamId>/<recordingId>/. */
  liveDir: string;
  /** Where recordings are kept as the sources of their transcodes. */
  sourcesDir: string;
  /** Queues a transcode of a file as a private draft (no episode). */
  createAsset: (file: string) => Promise<{ assetId: string; mediaId: null }>;
  /** Queues a transcode of a file that becomes an episode of a show (none when the show is gone). */
  createEpisode: (
    showId: number,
    episode: { title: string; publish: boolean },
    file: string,
  ) => Promise<{ mediaId: number | null; assetId: string }>;
  log: Logger;
}

/**
 * A finished broadcast's recording: its source segments joined into one file that goes through the media
 * pipeline, as an episode of the livestream's chosen show or, with none, as a private draft. The broadcast's
 * chat stays with the livestream, so the replay is its messages between the recording's start and end.
 *
 * Joining is a job, queued as a broadcast ends, so neither a stopping server nor the ingest waits for it; and the
 * folders a killed server left are found as the next one starts and joined the same way. The segments are on the
 * disk of the node that packaged them, as a transcode's source is on the disk that received it.
 */
export function createLiveRecordings(options: LiveRecordingsOptions) {
  const { repository, jobs, log } = options;
  const folderOf = ({ livestreamId, recordingId }: BroadcastFolder) =>
    path.join(options.liveDir, livestreamId, recordingId);
  /** Recordings this node found unjoined as it started. */
  let recoveredAtStart = 0;

  async function join(broadcast: BroadcastFolder): Promise<void> {
    const { livestreamId, recordingId } = broadcast;
    const directory = folderOf(broadcast);
    const recording = await repository.findRecording(recordingId);
    // Joined already (a job sent again for the same broadcast), or failed: only its folder may be left.
    if (recording?.status !== 'recording') return fs.rm(directory, { recursive: true, force: true });
    if (!(await fs.stat(directory).catch(() => undefined)))
      throw new Error('The segments of this broadcast are not on this server.');
    const file = path.join(options.sourcesDir, `live-${recordingId}.mp4`);
    if (!(await assembleRecording(directory, file))) {
      await repository.updateRecording(recordingId, { status: 'failed', error: 'Nothing was recorded.' });
      log.warn({ livestreamId, recordingId }, 'livestream recording had no segments; its folder is removed');
    } else {
      const row = await repository.findById(livestreamId);
      const day = (recording.endedAt ?? new Date()).toISOString().slice(0, 10);
      const title = `${row?.title ?? 'Livestream'} (${day})`;
      const { assetId, mediaId } = row?.recordingShowId
        ? await options.createEpisode(row.recordingShowId, { title, publish: row.recordingPublish }, file)
        : await options.createAsset(file);
      await repository.updateRecording(recordingId, { status: 'processing', assetId, mediaId });
      log.info({ livestreamId, recordingId, mediaId }, 'livestream recording queued');
    }
    await fs.rm(directory, { recursive: true, force: true });
  }

  jobs.define<BroadcastFolder>({
    name: JOIN_RECORDING_JOB,
    // A failure keeps the segments: the attempts after it, or the next start, join them.
    retryLimit: 5,
    retryDelaySeconds: 10,
    batchSize: 1,
    handler: join,
  });

  /** Queued once: a join sent before a crash and still to run (or to be retried) is not sent again at start. */
  const queue = (broadcast: BroadcastFolder) =>
    jobs.sendUnlessPending(JOIN_RECORDING_JOB, broadcast.recordingId, broadcast);

  /** A folder under the live folder, or none when it is missing. */
  const folders = (directory: string) =>
    fs
      .readdir(directory, { withFileTypes: true })
      .then((entries) => entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name))
      .catch(() => [] as string[]);

  return {
    /** Queues the join of a broadcast that has ended. */
    async queueJoin(broadcast: BroadcastFolder): Promise<void> {
      await queue(broadcast);
    },

    /**
     * Before this node takes any encoder: every broadcast folder left by the server before it is joined into its
     * recording (its stream ended, if it was still live on it), or removed with a line in the log when there is
     * no recording left to make of it.
     */
    async recoverLeftovers(): Promise<void> {
      for (const livestreamId of await folders(options.liveDir)) {
        const streamDir = path.join(options.liveDir, livestreamId);
        for (const recordingId of await folders(streamDir)) {
          const broadcast = { livestreamId, recordingId };
          const claimed =
            UUID.test(livestreamId) && UUID.test(recordingId)
              ? await repository.claimLeftoverRecording(livestreamId, recordingId)
              : undefined;
          if (claimed?.join) {
            await queue(broadcast);
            recoveredAtStart += 1;
            log.warn(broadcast, 'live recording left by a stopped server: joining it');
            if (claimed.streamEnded) options.events.emit('livestream.changed', { livestreamId });
          } else {
            await fs.rm(folderOf(broadcast), { recursive: true, force: true });
            log.warn(
              broadcast,
              claimed
                ? 'leftover live folder removed: its recording was already made'
                : 'leftover live folder removed: no recording of it exists',
            );
          }
        }
        // Gone once empty (a livestream folder holding nothing else).
        await fs.rmdir(streamDir).catch(() => undefined);
      }
    },

    /** How many recordings this node found unjoined as it started. */
    recoveredAtStart: () => recoveredAtStart,
  };
}

export type LiveRecordings = ReturnType<typeof createLiveRecordings>;
