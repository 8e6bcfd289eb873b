import { AdminGiftPageSchema, AdminGiftQuerySchema } from '@crewcast/contracts/console-billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleActions } from '../../http/console-action';
import type { ConsoleGuards } from '../../http/roles';
import type { GiftsAdminService } from './gifts.admin.service';

/** Gift subscriptions sold and redeemed, for Official and Creator accounts. */
export const giftsAdminRoutes: FastifyPluginAsyncZod<{
  service: GiftsAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  const action = consoleActions(app, { guards, role: 'staff', tags: ['admin: billing'], refusals: [400] });

  action(
    'GET /v1/admin/gifts',
    {
      summary: 'Gift subscriptions sold and redeemed, newest first, searchable by code or email',
      query: AdminGiftQuerySchema,
      response: AdminGiftPageSchema,
    },
    async ({ query }) => service.list(query),
  );
};
