import { AnalyticsPeriodQuerySchema } from '@crewcast/contracts/analytics';
import { CommunityReportSchema } from '@crewcast/contracts/analytics-community';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { CommunityAnalyticsService } from './analytics-community.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: analytics', refusals: [400] };

/** Greenlight, Producer Points and comments over a period: aggregates only, never one member's history. */
export const communityAnalyticsAdminRoutes = consoleArea<{ service: CommunityAnalyticsService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/analytics/community',
      {
        summary:
          'Greenlight contributions by day and project, Producer Points earned and spent, comments per episode',
        query: AnalyticsPeriodQuerySchema,
        response: CommunityReportSchema,
      },
      async ({ actor, query }) => service.communityReport(actor, query.period),
    );
  },
);
