import { MembersPeriodQuerySchema, MembersReportSchema } from '@crewcast/contracts/analytics-members';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { MembersAnalyticsService } from './analytics-members.service';

const area: ConsoleArea = { role: 'official', tag: 'admin: analytics', refusals: [400] };

/** Member and money figures over whole months, for Official accounts only: aggregates, never one member. */
export const membersAnalyticsRoutes = consoleArea<{ service: MembersAnalyticsService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/analytics/members',
      {
        summary:
          'Trial conversion, churn and recurring revenue by month, cohort retention, gifts and coupon use over a period',
        query: MembersPeriodQuerySchema,
        response: MembersReportSchema,
      },
      async ({ query }) => service.membersReport(query.period),
    );
  },
);
