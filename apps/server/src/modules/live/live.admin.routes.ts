import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { AdminLivestreamSchema, ChatSettingsSchema } from '@crewcast/contracts/realtime';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccountType, STAFF_AND_CREATORS } from '../../http/roles';
import type { LiveService } from './live.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The livestreams and their chat settings, for Official and Creator accounts. */
export const liveAdminRoutes: FastifyPluginAsyncZod<{
  service: LiveService;
  authenticate: onRequestHookHandler;
}> = async (app, { service, authenticate }) => {
  // Who may call is settled before the body is read: a stranger learns nothing from validation errors.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireAccountType(STAFF_AND_CREATORS));
  const tags = ['admin: live'];

  app.get(
    '/v1/admin/livestreams',
    {
      schema: {
        tags,
        summary: 'Every livestream: live first, then scheduled, then ended',
        response: { 200: z.object({ livestreams: z.array(AdminLivestreamSchema) }), ...errors },
      },
    },
    async () => ({ livestreams: await service.list() }),
  );

  app.put(
    '/v1/admin/livestreams/:livestreamId/chat',
    {
      schema: {
        tags,
        summary: "Sets a livestream's slow mode and blocked words",
        params: z.object({ livestreamId: z.uuid('Not a livestream id.') }),
        body: ChatSettingsSchema,
        response: { 200: AdminLivestreamSchema, ...errors },
      },
    },
    async (request) => service.setChatSettings(request.params.livestreamId, request.body),
  );
};
