import { AdminGiftPageSchema, AdminGiftQuerySchema } from '@crewcast/contracts/console-billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { ConsoleGuards } from '../../http/roles';
import type { GiftsAdminService } from './gifts.admin.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: billing', refusals: [400] };

/** Gift subscriptions sold and redeemed, for Official and Creator accounts. */
export const giftsAdminRoutes: FastifyPluginAsyncZod<{
  service: GiftsAdminService;
  guards: ConsoleGuards;
}> = consoleArea(area, (action, { service }) => {
  action(
    'GET /v1/admin/gifts',
    {
      summary: 'Gift subscriptions sold and redeemed, newest first, searchable by code or email',
      query: AdminGiftQuerySchema,
      response: AdminGiftPageSchema,
    },
    async ({ query }) => service.list(query),
  );
});
