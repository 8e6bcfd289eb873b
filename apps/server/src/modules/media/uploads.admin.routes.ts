import { Readable } from 'node:stream';
import { z } from 'zod';
import { consoleArea, type ConsoleActionContext, type ConsoleArea } from '../../http/console-action';
import type { VideoUploads } from './video-uploads';

const TUS_BODY = 'application/offset+octet-stream';
export const UPLOADS_PATH = '/v1/admin/uploads';

/** Codes for the protocol's own refusals, which the tus server words as plain text. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  460: 'CHECKSUM_MISMATCH',
};

/** Every refusal as `{ error, message }`, like the rest of the API. */
function errorBody(status: number, text: string): string {
  try {
    if (typeof JSON.parse(text)?.error === 'string') return text;
  } catch {
    // Plain text from the protocol layer: wrapped below.
  }
  return JSON.stringify({
    error: CODE_BY_STATUS[status] ?? 'UPLOAD_FAILED',
    message: text.trim() || 'Upload refused.',
  });
}

const area: ConsoleArea = { role: 'staff', tag: 'admin: catalog', refusals: [400, 404, 409] };

/**
 * Resumable video uploads (the tus protocol, https://tus.io) for Official and Creator accounts. What the video is
 * for travels in Upload-Metadata: an episode (`mediaId`), or a Greenlight project's pitch (`target` project and
 * `projectId`); bytes stream to DATA_DIR/uploads, and a dropped connection
 * resumes from the last byte stored (HEAD, then PATCH from Upload-Offset). A finished upload that is not a video
 * is refused and deleted.
 */
export const uploadsAdminRoutes = consoleArea<{ uploads: VideoUploads }>(area, (action, { uploads }, app) => {
  // The tus server reads the body itself, as a stream.
  app.addContentTypeParser(TUS_BODY, (_request, _payload, done) => done(null));
  const headers = z.object({ 'tus-resumable': z.string().optional() }).loose();
  const params = z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/, 'Not an upload id.') });

  async function forward({ request, reply, actor }: ConsoleActionContext) {
    const streamed = request.headers['content-type']?.startsWith(TUS_BODY);
    const url = new URL(request.url, 'http://uploads.invalid');
    const webRequest = new Request(url, {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
      body: streamed ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await uploads.handle(webRequest, actor.userId);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    reply.status(response.status);
    if (response.status < 400) return reply.send(response.status === 200 ? await response.text() : undefined);
    return reply
      .type('application/json; charset=utf-8')
      .send(errorBody(response.status, await response.text()));
  }

  action(
    `POST ${UPLOADS_PATH}`,
    {
      summary:
        'tus: starts a resumable video upload; 201 with its Location. Upload-Length, and Upload-Metadata with filename and what the video is for: an episode’s (mediaId), or a Greenlight project’s pitch (target project, projectId), which may be replaced until its battle starts and set while none plays until it closes (409 otherwise)',
      headers,
      response: z.null(),
      status: 201,
    },
    forward,
  );

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    const summary = {
      HEAD: 'tus: how many bytes of an upload the server holds (Upload-Offset), to resume from',
      PATCH:
        'tus: appends bytes at Upload-Offset; the last ones finish the upload, which becomes the episode’s video or the project’s pitch',
      DELETE: 'tus: abandons an upload and deletes what was stored',
    }[method];
    action(
      `${method} ${UPLOADS_PATH}/:uploadId`,
      { summary, params, headers, response: z.null(), status: 204 },
      forward,
    );
  }
});
