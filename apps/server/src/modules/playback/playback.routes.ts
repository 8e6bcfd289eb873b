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
}> = async (app, { service, authenticate }) => {
  app.addHook('preHandler', authenticate);

  app.put(
    '/v1/progress/:mediaId',
    {
      schema: {
        tags: ['playback'],
        summary: 'Save where the member is in a video; durationWatched adds to the total',
        params: MediaIdParamsSchema,
        body: ProgressBodySchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request) => service.saveProgress(member(request).userId, request.params.mediaId, request.body),
  );

  app.get(
    '/v1/progress/:mediaId',
    {
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
    { schema: { tags: ['playback'], response: { 200: z.array(WatchHistoryEntrySchema), ...errors } } },
    async (request) => service.watchHistory(member(request).userId),
  );
};
