import {
  AnalyticsEpisodeParamsSchema,
  AnalyticsPeriodQuerySchema,
  AnalyticsShowParamsSchema,
  ViewingReportSchema,
} from '@crewcast/contracts/analytics';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { AnalyticsService } from './analytics.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: analytics', refusals: [400, 404] };

/** Viewing figures over a period: aggregates only, never one member's history. */
export const analyticsAdminRoutes = consoleArea<{ service: AnalyticsService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/analytics/viewing',
      {
        summary:
          'Views, viewers, watch time, retention, top shows and episodes and devices across the network',
        query: AnalyticsPeriodQuerySchema,
        response: ViewingReportSchema,
      },
      async ({ actor, query }) => service.viewingReport(actor, { kind: 'network' }, query.period),
    );
    action(
      'GET /v1/admin/analytics/viewing/shows/:showId',
      {
        summary: "One show's viewing figures over a period",
        params: AnalyticsShowParamsSchema,
        query: AnalyticsPeriodQuerySchema,
        response: ViewingReportSchema,
      },
      async ({ actor, params, query }) =>
        service.viewingReport(actor, { kind: 'show', showId: params.showId }, query.period),
    );
    action(
      'GET /v1/admin/analytics/viewing/episodes/:mediaId',
      {
        summary: "One episode's viewing figures and retention curve over a period",
        params: AnalyticsEpisodeParamsSchema,
        query: AnalyticsPeriodQuerySchema,
        response: ViewingReportSchema,
      },
      async ({ actor, params, query }) =>
        service.viewingReport(actor, { kind: 'episode', mediaId: params.mediaId }, query.period),
    );
  },
);
