import { UPLOAD_METADATA } from '@crewcast/contracts/constants/catalog';
import { isErrorBody } from '@/lib/api-client';
import { hostBaseUrl } from '@/lib/runtime-config';
import { requireToken } from '@/lib/session';

/** Bytes per request: a dropped connection costs at most one chunk. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;
/** Waits between attempts after a dropped connection; each attempt resumes from what the server holds. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The files a video picker offers: what people film and export in (the server takes whatever ffmpeg reads). */
export const VIDEO_FILE_TYPES = 'video/mp4,video/quicktime,video/x-matroska,video/webm,.mp4,.mov,.mkv,.webm';

/** What a video is for: an episode's video or a Greenlight project's pitch. */
export type VideoUploadTarget = { kind: 'episode'; mediaId: number } | { kind: 'project'; projectId: string };

export interface VideoUploadHandlers {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** The server's reason (a file that is not a video), or a failed connection after every retry. */
  onError(message: string | undefined): void;
}

export interface VideoUpload {
  /** Stops sending and keeps what the server holds: picking the same file for the same target carries on. */
  pause(): void;
  /** Stops sending and deletes what the server holds. */
  cancel(): void;
}

/** The server's own words on a refused upload, when it sent them. */
function serverMessage(error: unknown): string | undefined {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  if (!response) return undefined;
  try {
    const body: unknown = JSON.parse(response.getBody());
    return isErrorBody(body) ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function targetMetadata(target: VideoUploadTarget): Record<string, string> {
  return target.kind === 'episode'
    ? { [UPLOAD_METADATA.target]: 'episode', [UPLOAD_METADATA.mediaId]: String(target.mediaId) }
    : { [UPLOAD_METADATA.target]: 'project', [UPLOAD_METADATA.projectId]: target.projectId };
}

/**
 * Sends a video with the tus protocol (tus-js-client, loaded only here): in chunks, resuming after a dropped
 * connection from the last byte the server stored, and carrying on an upload of the same file to the same target
 * that an earlier visit left unfinished.
 */
export async function uploadVideo(
  target: VideoUploadTarget,
  file: File,
  handlers: VideoUploadHandlers,
): Promise<VideoUpload> {
  const { Upload } = await import('tus-js-client');
  const endpoint = new URL(`${hostBaseUrl('user')}/v1/admin/uploads`, window.location.href).toString();
  const metadata = targetMetadata(target);
  const upload = new Upload(file, {
    endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    // An unfinished upload is offered again only for the same file and the same target.
    fingerprint: async (source) =>
      ['crewcast-video', ...Object.values(metadata), source.name, source.size, source.lastModified].join(':'),
    // The same file may later go elsewhere: a finished upload is not offered for resuming.
    removeFingerprintOnSuccess: true,
    metadata: { ...metadata, [UPLOAD_METADATA.filename]: file.name },
    // A fresh token on every request: a long upload outlives an access token.
    onBeforeRequest: async (request) => {
      request.setHeader('Authorization', `Bearer ${await requireToken()}`);
    },
    // A refusal (not a video, no such episode, a battle that started) will not change on a retry; a PATCH answered
    // 409 disagreed on the offset after a dropped connection, which asking the server sorts out.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus();
      if (status === 409) return error.originalRequest?.getMethod() === 'PATCH';
      return status === undefined || status === 0 || status === 423 || status >= 500;
    },
    onProgress: handlers.onProgress,
    onSuccess: handlers.onSuccess,
    onError: (error) => {
      console.warn('The video upload failed', error);
      handlers.onError(serverMessage(error));
    },
  });
  const [previous] = await upload.findPreviousUploads();
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return {
    pause: () => void upload.abort(),
    cancel: () =>
      void upload.abort(true).catch((error: unknown) => console.warn('The upload was not deleted', error)),
  };
}
