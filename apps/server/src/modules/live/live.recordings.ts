import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { assembleRecording } from './live-packager';
import type { LiveRepository } from './live.repository';

export interface LiveRecordingsOptions {
  repository: LiveRepository;
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
 */
export function createLiveRecordings(options: LiveRecordingsOptions) {
  const { repository, log } = options;

  return {
    async finish(broadcast: { livestreamId: string; recordingId: string; directory: string }): Promise<void> {
      const { livestreamId, recordingId, directory } = broadcast;
      const file = path.join(options.sourcesDir, `live-${recordingId}.mp4`);
      try {
        if (!(await assembleRecording(directory, file))) {
          await repository.updateRecording(recordingId, { status: 'failed', error: 'Nothing was recorded.' });
          return;
        }
        const row = await repository.findById(livestreamId);
        const title = `${row?.title ?? 'Livestream'} (${new Date().toISOString().slice(0, 10)})`;
        const { assetId, mediaId } = row?.recordingShowId
          ? await options.createEpisode(row.recordingShowId, { title, publish: row.recordingPublish }, file)
          : await options.createAsset(file);
        await repository.updateRecording(recordingId, { status: 'processing', assetId, mediaId });
        log.info({ livestreamId, recordingId, mediaId }, 'livestream recording queued');
      } catch (error) {
        log.error({ err: error, livestreamId, recordingId }, 'livestream recording failed');
        await repository.updateRecording(recordingId, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await fs.rm(directory, { recursive: true, force: true });
      }
    },
  };
}

export type LiveRecordings = ReturnType<typeof createLiveRecordings>;
