import { DashboardSchema } from '@crewcast/contracts/console-dashboard';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { DashboardService } from './dashboard.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: dashboard' };

/** The console's dashboard figures, for Official and Creator accounts. */
export const dashboardAdminRoutes = consoleArea<{ service: DashboardService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/dashboard',
      {
        summary: 'Subscribers, trials, cancellations and revenue by month; recent uploads; live viewers',
        response: DashboardSchema,
      },
      async () => service.figures(),
    );
  },
);
