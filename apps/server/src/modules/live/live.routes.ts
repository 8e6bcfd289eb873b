import fs from 'node:fs/promises';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { ChatReplayQuerySchema, ChatReplaySchema, LiveMediaSchema } from '@crewcast/contracts/live';
import type { ChatMessage } from '@crewcast/contracts/realtime';
import { z } from 'zod';
import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { MediaStorage } from '../../storage/media-storage';
import { mediaCacheControl, sendStored } from '../media/media.module';
import type { MediaUrlSigner } from '../media/signed-urls';
import { LIVE_MEDIA_MOUNT } from './live-broadcasts';
import { createBlockingReloads, wantedSegment } from './blocking-reload';
import type { LiveService } from './live.service';

const REFUSALS = {
  expired: 'This stream link has expired. Reload the page to get a new one.',
  tampered: 'This stream link is not valid.',
  'wrong-path': 'This stream link is not valid for that file.',
} as const;

/** Tells players they may ask for the next segment's playlist and have the request held until it exists. */
export function withServerControl(playlist: string): string {
  if (playlist.includes('#EXT-X-SERVER-CONTROL') || !playlist.includes('#EXT-X-TARGETDURATION'))
    return playlist;
  return playlist.replace(/^(#EXT-X-TARGETDURATION:.*)$/m, '$1\n#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES');
}

/** GET /v2/live/media (the live and recent livestreams, with URLs the reader may play) and chat replays. */
export const liveRoutes: FastifyPluginAsyncZod<{
  service: LiveService;
  optionalAuthenticate: preHandlerHookHandler;
  authenticate: preHandlerHookHandler;
  /** The chat module's replay of a time span of a stream's chat. */
  replay: (
    livestreamId: string,
    span: { from: Date; to: Date | null },
    after: number,
  ) => Promise<{ messages: ChatMessage[]; hasMore: boolean }>;
}> = async (app, { service, optionalAuthenticate, authenticate, replay }) => {
  app.get(
    '/v2/live/recordings/:recordingId/chat',
    {
      preHandler: authenticate,
      schema: {
        tags: ['livestream'],
        summary: "A broadcast's chat replay: the messages sent while it was live, oldest first",
        params: z.object({ recordingId: z.uuid('Not a recording id.') }),
        querystring: ChatReplayQuerySchema,
        response: {
          200: ChatReplaySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          402: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { livestreamId, span } = await service.chatReplaySpan(
        member(request),
        request.params.recordingId,
      );
      return replay(livestreamId, span, request.query.after);
    },
  );

  app.get(
    '/v2/live/media',
    {
      preHandler: optionalAuthenticate,
      schema: {
        tags: ['livestream'],
        summary: 'Live, scheduled and recently ended livestreams, with their recordings',
        response: { 200: LiveMediaSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { media: await service.media(request.auth ?? undefined) };
    },
  );
};

/**
 * A live broadcast's files under /live-media/<token>/<livestreamId>/<recordingId>/…, signed like VOD. Media
 * playlists are never cached and honour `_HLS_msn` (a blocking reload, within limits); segments never change.
 */
export const liveMediaRoutes: FastifyPluginAsync<{
  storage: MediaStorage;
  signer: MediaUrlSigner;
  liveDir: string;
}> = async (app, { storage, signer, liveDir }) => {
  const reloads = createBlockingReloads();
  app.get(
    `${LIVE_MEDIA_MOUNT}/*`,
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      const { check, path, expiresAt } = signer.verifySignedPath(pathname);
      if (check !== 'ok') throw new AppError('FORBIDDEN', REFUSALS[check]);
      const key = path.slice(LIVE_MEDIA_MOUNT.length + 1);
      if (!key.endsWith('.m3u8'))
        return sendStored(request, reply, storage, key, mediaCacheControl(key, expiresAt));
      const file = `${liveDir}/${key}`;
      const read = () => fs.readFile(file, 'utf8').catch(() => undefined);
      const playlist = await read();
      if (playlist === undefined) throw new AppError('NOT_FOUND', 'This stream has ended.');
      const wanted = wantedSegment(new URLSearchParams(search));
      const answer =
        wanted === undefined ? playlist : await reloads.waitFor(request.ip, wanted, playlist, read);
      return reply
        .header('Content-Type', 'application/vnd.apple.mpegurl')
        .header('Cache-Control', 'no-cache')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(withServerControl(answer));
    },
  );
};
