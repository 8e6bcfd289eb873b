import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { UPLOAD_METADATA } from '@crewcast/contracts/catalog';
import { hostBaseUrl } from '@/lib/runtime-config';
import { requireToken } from '@/lib/session';

/** Bytes per request: a dropped connection costs at most one chunk. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;
/** Waits between attempts after a dropped connection; each attempt resumes from what the server holds. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

export interface VideoUploadHandlers {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** The server's reason (a file that is not a video), or a failed connection after every retry. */
  onError(message: string | undefined): void;
}

export interface VideoUpload {
  abort(): void;
}

/** The server's own words on a refused upload, when it sent them. */
function serverMessage(error: unknown): string | undefined {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  if (!response) return undefined;
  try {
    const body = ErrorBodySchema.safeParse(JSON.parse(response.getBody()));
    return body.success ? body.data.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a video to the episode with the tus protocol (tus-js-client, loaded only here): in chunks, resuming after
 * a dropped connection from the last byte the server stored.
 */
export async function uploadEpisodeVideo(
  mediaId: number,
  file: File,
  handlers: VideoUploadHandlers,
): Promise<VideoUpload> {
  const { Upload } = await import('tus-js-client');
  const endpoint = new URL(`${hostBaseUrl('user')}/v1/admin/uploads`, window.location.href).toString();
  const upload = new Upload(file, {
    endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    // The same file may later go to another episode: a finished upload is not offered for resuming.
    removeFingerprintOnSuccess: true,
    metadata: { [UPLOAD_METADATA.mediaId]: String(mediaId), [UPLOAD_METADATA.filename]: file.name },
    // A fresh token on every request: a long upload outlives an access token.
    onBeforeRequest: async (request) => {
      request.setHeader('Authorization', `Bearer ${await requireToken()}`);
    },
    // A refusal (not a video, no such episode) will not change on a retry.
    onShouldRetry: (error) => {
      const status = (
        error as { originalResponse?: { getStatus(): number } | null }
      ).originalResponse?.getStatus();
      return status === undefined || status === 0 || status === 409 || status === 423 || status >= 500;
    },
    onProgress: handlers.onProgress,
    onSuccess: handlers.onSuccess,
    onError: (error) => {
      console.warn('The video upload failed', error);
      handlers.onError(serverMessage(error));
    },
  });
  upload.start();
  return { abort: () => void upload.abort() };
}
