import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_METADATA } from '@crewcast/contracts/catalog';
import { z } from 'zod';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { Logger } from 'pino';
import { AppError } from '../../http/errors';

/** Who started an upload, kept in its metadata so it can be handed on after a restart. */
const UPLOADED_BY = 'uploadedBy';

/** The largest video accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 50 * 1024 ** 3;
/** An upload left unfinished this long is deleted by the hourly clean-up. */
const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface FinishedUpload {
  /** The upload's id: handing the same upload on twice (after a crash) must come to the same result. */
  uploadId: string;
  /** Where the bytes are, unless an earlier, interrupted hand-on moved them already; the callback moves them. */
  file: string;
  filename: string;
  bytes: number;
}

/** The audit entry's `before` and `after` of a video replaced by a finished upload, kept in asset `assetId`. */
export const videoChange = (previousAssetId: string | null, assetId: string, upload: FinishedUpload) => ({
  before: { assetId: previousAssetId },
  after: { assetId, filename: upload.filename, bytes: upload.bytes },
});

/** What a video is for: an episode's video or a Greenlight project's pitch. */
export type UploadTarget = { kind: 'episode'; mediaId: number } | { kind: 'project'; projectId: string };

export interface VideoUploadsOptions {
  directory: string;
  /** The path the tus routes are mounted at. */
  path: string;
  log: Logger;
  /** Refuses an upload before any byte is sent (an unknown episode or project). */
  assertTarget: (target: UploadTarget) => Promise<void>;
  /** Takes a finished upload; throwing refuses it, and the upload is deleted. */
  onFinished: (actorId: string, target: UploadTarget, upload: FinishedUpload) => Promise<void>;
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

const projectIdSchema = z.uuid();

/** The target in an upload's metadata; uploads that name none are episodes' videos. */
function targetOf(metadata: Record<string, string | null> | undefined): UploadTarget {
  const kind = metadata?.[UPLOAD_METADATA.target] ?? 'episode';
  if (kind === 'project') {
    const projectId = projectIdSchema.safeParse(metadata?.[UPLOAD_METADATA.projectId]);
    if (!projectId.success)
      throw new AppError('VALIDATION', 'Say which project the video is for (Upload-Metadata projectId).', {
        fields: { projectId: ['required'] },
      });
    return { kind, projectId: projectId.data };
  }
  if (kind !== 'episode')
    throw new AppError(
      'VALIDATION',
      'Say what the video is for (Upload-Metadata target: episode or project).',
      {
        fields: { target: ['episode or project'] },
      },
    );
  const mediaId = Number(metadata?.[UPLOAD_METADATA.mediaId]);
  if (!Number.isInteger(mediaId) || mediaId < 1 || mediaId > 2_147_483_647)
    throw new AppError('VALIDATION', 'Say which episode the video is for (Upload-Metadata mediaId).', {
      fields: { mediaId: ['required'] },
    });
  return { kind, mediaId };
}

/** The tus server over a folder of DATA_DIR: streams to disk, resumes, and hands finished videos on. */
export function createVideoUploads(options: VideoUploadsOptions) {
  const { directory, log, assertTarget, onFinished } = options;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS });
  /** Who is sending each request: the hooks see only the protocol's request. */
  const actors = new WeakMap<object, string>();

  /** Hands a complete upload on; a refused one leaves nothing behind. */
  async function finish(upload: Upload, actorId: string | undefined): Promise<void> {
    const file = path.join(directory, upload.id);
    try {
      if (!actorId) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      await onFinished(actorId, targetOf(upload.metadata), {
        uploadId: upload.id,
        file,
        filename: upload.metadata?.[UPLOAD_METADATA.filename] ?? 'video',
        bytes: upload.size ?? upload.offset,
      });
      await datastore.configstore.delete(upload.id);
    } catch (error) {
      await fs.rm(file, { force: true });
      await datastore.configstore.delete(upload.id).catch(() => undefined);
      throw refusal(error, log);
    }
  }

  const server = new Server({
    path: options.path,
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Finished uploads belong to their episode or project now; only unfinished ones may be abandoned.
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(request, upload) {
      try {
        await assertTarget(targetOf(upload.metadata));
      } catch (error) {
        throw refusal(error, log);
      }
      const actorId = actors.get(request) ?? null;
      return { metadata: { ...upload.metadata, [UPLOADED_BY]: actorId } };
    },
    async onUploadFinish(request, upload) {
      await finish(upload, actors.get(request));
      return {};
    },
  });

  return {
    handle(request: Request, actorId: string): Promise<Response> {
      actors.set(request, actorId);
      return server.handleWeb(request);
    },

    /**
     * Hands on every upload whose last byte arrived but whose server stopped before it was handed on: its client
     * sees it complete, so nobody would send it again. Run at start, before requests are served.
     */
    async resumeFinished(): Promise<void> {
      const names = await fs.readdir(directory).catch(() => [] as string[]);
      for (const id of names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5))) {
        const upload = await datastore.configstore.get(id);
        if (!upload) continue;
        // Without its file, the upload was moved on (or refused) halfway: finishing it sorts out which.
        const received = await datastore.getUpload(id).then(
          (stored) => stored.offset,
          () => upload.size,
        );
        if (upload.size === undefined || received !== upload.size) continue;
        await finish(upload, upload.metadata?.[UPLOADED_BY] ?? undefined).then(
          () => log.info({ uploadId: id }, 'finished upload handed on after a restart'),
          (error: unknown) =>
            log.warn({ err: error, uploadId: id }, 'finished upload refused after a restart'),
        );
      }
    },

    /** Deletes uploads left unfinished past their expiry; returns how many. */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}

export type VideoUploads = ReturnType<typeof createVideoUploads>;
