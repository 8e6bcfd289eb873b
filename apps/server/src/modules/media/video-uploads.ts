import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_METADATA } from '@crewcast/contracts/catalog';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Logger } from 'pino';
import { AppError } from '../../http/errors';

/** The largest video accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 50 * 1024 ** 3;
/** An upload left unfinished this long is deleted by the hourly clean-up. */
const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface FinishedUpload {
  /** Where the bytes are; the callback moves the file away to keep it. */
  file: string;
  filename: string;
  bytes: number;
}

export interface VideoUploadsOptions {
  directory: string;
  /** The path the tus routes are mounted at. */
  path: string;
  log: Logger;
  /** Refuses an upload before any byte is sent (an unknown episode). */
  assertTarget: (mediaId: number) => Promise<void>;
  /** Takes a finished upload; throwing refuses it, and the upload is deleted. */
  onFinished: (actorId: string, mediaId: number, upload: FinishedUpload) => Promise<void>;
}

/** A refusal the tus server sends as is: the status and the API's error body. */
function refusal(error: unknown, log: Logger) {
  if (error instanceof AppError)
    return {
      status_code: error.statusCode,
      body: JSON.stringify({ error: error.code, message: error.message, fields: error.fields }),
    };
  log.error({ err: error }, 'upload not taken');
  return {
    status_code: 500,
    body: JSON.stringify({ error: 'INTERNAL', message: 'The upload could not be stored. Try again.' }),
  };
}

function mediaIdOf(metadata: Record<string, string | null> | undefined): number {
  const mediaId = Number(metadata?.[UPLOAD_METADATA.mediaId]);
  if (!Number.isInteger(mediaId) || mediaId < 1 || mediaId > 2_147_483_647)
    throw new AppError('VALIDATION', 'Say which episode the video is for (Upload-Metadata mediaId).', {
      fields: { mediaId: ['required'] },
    });
  return mediaId;
}

/** The tus server over a folder of DATA_DIR: streams to disk, resumes, and hands finished videos on. */
export function createVideoUploads(options: VideoUploadsOptions) {
  const { directory, log, assertTarget, onFinished } = options;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS });
  /** Who is sending each request: the hooks see only the protocol's request. */
  const actors = new WeakMap<Request, string>();

  const server = new Server({
    path: options.path,
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Finished uploads are the episode's now; only unfinished ones may be abandoned.
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(_request, upload) {
      try {
        await assertTarget(mediaIdOf(upload.metadata));
      } catch (error) {
        throw refusal(error, log);
      }
      return {};
    },
    async onUploadFinish(request, upload) {
      const file = path.join(directory, upload.id);
      try {
        const actorId = actors.get(request as unknown as Request);
        if (!actorId) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
        await onFinished(actorId, mediaIdOf(upload.metadata), {
          file,
          filename: upload.metadata?.[UPLOAD_METADATA.filename] ?? 'video',
          bytes: upload.size ?? upload.offset,
        });
        await datastore.configstore.delete(upload.id);
      } catch (error) {
        // Nothing of a refused upload stays behind.
        await fs.rm(file, { force: true });
        await datastore.configstore.delete(upload.id).catch(() => undefined);
        throw refusal(error, log);
      }
      return {};
    },
  });

  return {
    handle(request: Request, actorId: string): Promise<Response> {
      actors.set(request, actorId);
      return server.handleWeb(request);
    },

    /** Deletes uploads left unfinished past their expiry; returns how many. */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}

export type VideoUploads = ReturnType<typeof createVideoUploads>;
