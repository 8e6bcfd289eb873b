import {
  AnalyticsBroadcastParamsSchema,
  BroadcastReportSchema,
  LiveReportSchema,
} from '@crewcast/contracts/analytics-live';
import { AnalyticsEpisodeParamsSchema, AnalyticsPeriodQuerySchema } from '@crewcast/contracts/analytics';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { LiveAnalyticsService } from './analytics-live.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: analytics', refusals: [400, 404] };

/** Live figures per broadcast: viewers sampled every 10 s, chat and bingo; aggregates only, never one member. */
export const liveAnalyticsAdminRoutes = consoleArea<{ service: LiveAnalyticsService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/analytics/live',
      {
        summary: 'Peak and average viewers, chat and bingo players of each broadcast started in a period',
        query: AnalyticsPeriodQuerySchema,
        response: LiveReportSchema,
      },
      async ({ actor, query }) => service.liveReport(actor, query.period),
    );
    action(
      'GET /v1/admin/analytics/live/broadcasts/:broadcastId',
      {
        summary: "One broadcast's figures with its viewers every 10 s and its chat messages per minute",
        params: AnalyticsBroadcastParamsSchema,
        response: BroadcastReportSchema,
      },
      async ({ actor, params }) => service.broadcastReport(actor, params.broadcastId),
    );
    action(
      'GET /v1/admin/analytics/live/episodes/:mediaId',
      {
        summary: 'The live figures of the broadcast whose recording became an episode',
        params: AnalyticsEpisodeParamsSchema,
        response: BroadcastReportSchema,
      },
      async ({ actor, params }) => service.episodeReport(actor, params.mediaId),
    );
  },
);
