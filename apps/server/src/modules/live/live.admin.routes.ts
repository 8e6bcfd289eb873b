import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { AdminLivestreamSchema, ChatSettingsSchema } from '@crewcast/contracts/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { LiveService } from './live.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The livestreams and their chat settings, for Official and Creator accounts. */
export const liveAdminRoutes: FastifyPluginAsyncZod<{
  service: LiveService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
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
    async (request) =>
      service.setChatSettings(member(request).userId, request.params.livestreamId, request.body),
  );
};
