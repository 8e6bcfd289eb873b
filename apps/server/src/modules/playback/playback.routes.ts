import { MessageSchema } from '@crewcast/contracts/account';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  MediaIdParamsSchema,
  ProgressBodySchema,
  ProgressSchema,
  WatchHistoryEntrySchema,
} from '@crewcast/contracts/playback';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { PlaybackService } from './playback.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export const playbackRoutes: FastifyPluginAsyncZod<{
  service: PlaybackService;
  authenticate: preHandlerHookHandler;
  /** A token check alone: the progress save reads whether the session is open in its own statement. */
  authenticateToken: preHandlerHookHandler;
}> = async (app, { service, authenticate, authenticateToken }) => {
  app.put(
    '/v1/progress/:mediaId',
    {
      preHandler: authenticateToken,
      schema: {
        tags: ['playback'],
        summary: 'Save where the member is in a video; durationWatched adds to the total',
        params: MediaIdParamsSchema,
        body: ProgressBodySchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request) => service.saveProgress(member(request), request.params.mediaId, request.body),
  );

  app.get(
    '/v1/progress/:mediaId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['playback'],
        params: MediaIdParamsSchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request) => service.getProgress(member(request).userId, request.params.mediaId),
  );

  app.get(
    '/v1/watchHistory',
    {
      preHandler: authenticate,
      schema: { tags: ['playback'], response: { 200: z.array(WatchHistoryEntrySchema), ...errors } },
    },
    async (request) => service.watchHistory(member(request).userId),
  );

  app.delete(
    '/v1/watchHistory/:mediaId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['playback'],
        summary: 'Takes a video out of the watch history, with where the member was in it',
        params: MediaIdParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = member(request);
      await service.removeFromHistory(userId, request.params.mediaId);
      return { message: 'ok' };
    },
  );
};
