import { AdminGiftPageSchema, AdminGiftQuerySchema } from '@crewcast/contracts/console-billing';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleGuards } from '../../http/roles';
import type { GiftsAdminService } from './gifts.admin.service';

/** Gift subscriptions sold and redeemed, for Official and Creator accounts. */
export const giftsAdminRoutes: FastifyPluginAsyncZod<{
  service: GiftsAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);

  app.get(
    '/v1/admin/gifts',
    {
      schema: {
        tags: ['admin: billing'],
        summary: 'Gift subscriptions sold and redeemed, newest first, searchable by code or email',
        querystring: AdminGiftQuerySchema,
        response: {
          200: AdminGiftPageSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => service.list(request.query),
  );
};
