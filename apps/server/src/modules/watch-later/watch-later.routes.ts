import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { MediaIdParamsSchema } from '@crewcast/contracts/playback';
import { WatchLaterEntrySchema, WatchLaterIdsSchema } from '@crewcast/contracts/watch-later';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { WatchLaterService } from './watch-later.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

export const watchLaterRoutes: FastifyPluginAsyncZod<{
  service: WatchLaterService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  app.addHook('preHandler', authenticate);

  app.get(
    '/v1/watchLater',
    {
      schema: {
        tags: ['watch later'],
        summary: 'The episodes the member saved to watch later, most recently saved first',
        response: { 200: z.array(WatchLaterEntrySchema), ...errors },
      },
    },
    async (request) => service.list(member(request).userId),
  );

  app.put(
    '/v1/watchLater/:mediaId',
    {
      schema: {
        tags: ['watch later'],
        summary: 'Saves an episode to watch later; saving it again changes nothing',
        params: MediaIdParamsSchema,
        response: { 200: WatchLaterIdsSchema, ...errors },
      },
    },
    async (request) => service.save(member(request).userId, request.params.mediaId),
  );

  app.delete(
    '/v1/watchLater/:mediaId',
    {
      schema: {
        tags: ['watch later'],
        summary: 'Removes an episode from watch later',
        params: MediaIdParamsSchema,
        response: { 200: WatchLaterIdsSchema, ...errors },
      },
    },
    async (request) => service.remove(member(request).userId, request.params.mediaId),
  );
};
