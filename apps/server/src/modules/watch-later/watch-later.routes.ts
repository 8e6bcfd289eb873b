import { MediaIdParamsSchema } from '@crewcast/contracts/playback';
import { WatchLaterEntrySchema, WatchLaterIdsSchema } from '@crewcast/contracts/watch-later';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberActions } from '../../http/member-action';
import type { WatchLaterService } from './watch-later.service';

export const watchLaterRoutes: FastifyPluginAsyncZod<{
  service: WatchLaterService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  const action = memberActions(app, { tag: 'watch later', refusals: [400, 404, 409], authenticate });

  action(
    'GET /v1/watchLater',
    {
      summary: 'The episodes the member saved to watch later, most recently saved first',
      response: z.array(WatchLaterEntrySchema),
    },
    async ({ member }) => service.list(member.userId),
  );

  action(
    'PUT /v1/watchLater/:mediaId',
    {
      summary: 'Saves an episode to watch later; saving it again changes nothing',
      params: MediaIdParamsSchema,
      response: WatchLaterIdsSchema,
    },
    async ({ member, params }) => service.save(member.userId, params.mediaId),
  );

  action(
    'DELETE /v1/watchLater/:mediaId',
    {
      summary: 'Removes an episode from watch later',
      params: MediaIdParamsSchema,
      response: WatchLaterIdsSchema,
    },
    async ({ member, params }) => service.remove(member.userId, params.mediaId),
  );
};
