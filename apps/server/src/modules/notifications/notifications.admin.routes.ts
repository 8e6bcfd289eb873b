import { NotificationOverviewSchema } from '@crewcast/contracts/notifications';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { NotificationsService } from './notifications.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: notifications', refusals: [] };

/** What staff see of follows and notification sends. */
export const notificationsAdminRoutes = consoleArea<{ service: NotificationsService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/notifications',
      {
        summary: 'How many follow each show and the livestream, and the latest notification sends',
        response: NotificationOverviewSchema,
      },
      async () => service.overview(),
    );
  },
);
