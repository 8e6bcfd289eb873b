import { NotificationOverviewSchema } from '@crewcast/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { ConsoleGuards } from '../../http/roles';
import type { NotificationsService } from './notifications.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: notifications', refusals: [] };

/** What staff see of follows and notification sends. */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  guards: ConsoleGuards;
}> = consoleArea(area, (action, { service }) => {
  action(
    'GET /v1/admin/notifications',
    {
      summary: 'How many follow each show and the livestream, and the latest notification sends',
      response: NotificationOverviewSchema,
    },
    async () => service.overview(),
  );
});
