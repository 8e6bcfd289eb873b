import { AdminGiftPageSchema, AdminGiftQuerySchema } from '@crewcast/contracts/console-billing';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { GiftsAdminService } from './gifts.admin.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: billing', refusals: [400] };

/** Gift subscriptions sold and redeemed, for Official and Creator accounts. */
export const giftsAdminRoutes = consoleArea<{ service: GiftsAdminService }>(area, (action, { service }) => {
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
