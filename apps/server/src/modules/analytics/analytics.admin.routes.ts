import {
  AnalyticsBroadcastParamsSchema,
  BroadcastReportSchema,
  LiveReportSchema,
} from '@crewcast/contracts/analytics-live';
import {
  AnalyticsEpisodeParamsSchema,
  AnalyticsPeriodQuerySchema,
  AnalyticsShowParamsSchema,
  ViewingReportSchema,
} from '@crewcast/contracts/analytics';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { LiveAnalyticsService } from './analytics-live.service';
import type { AnalyticsService } from './analytics.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: analytics', refusals: [400, 404] };

/**
 * Viewing figures over a period, and live ones per broadcast (viewers sampled every 10 s, chat and bingo):
 * aggregates only, never one member's history.
 */
export const analyticsAdminRoutes = consoleArea<{ viewing: AnalyticsService; live: LiveAnalyticsService }>(
  area,
  (action, { viewing, live }) => {
    action(
      'GET /v1/admin/analytics/viewing',
      {
        summary:
          'Views, viewers, watch time, retention, top shows and episodes and devices across the network',
        query: AnalyticsPeriodQuerySchema,
        response: ViewingReportSchema,
      },
      async ({ actor, query }) => viewing.viewingReport(actor, { kind: 'network' }, query.period),
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
        viewing.viewingReport(actor, { kind: 'show', showId: params.showId }, query.period),
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
        viewing.viewingReport(actor, { kind: 'episode', mediaId: params.mediaId }, query.period),
    );
    action(
      'GET /v1/admin/analytics/live',
      {
        summary: 'Peak and average viewers, chat and bingo players of each broadcast started in a period',
        query: AnalyticsPeriodQuerySchema,
        response: LiveReportSchema,
      },
      async ({ actor, query }) => live.liveReport(actor, query.period),
    );
    action(
      'GET /v1/admin/analytics/live/broadcasts/:broadcastId',
      {
        summary: "One broadcast's figures with its viewers every 10 s and its chat messages per minute",
        params: AnalyticsBroadcastParamsSchema,
        response: BroadcastReportSchema,
      },
      async ({ actor, params }) => live.broadcastReport(actor, params.broadcastId),
    );
    action(
      'GET /v1/admin/analytics/live/episodes/:mediaId',
      {
        summary: 'The live figures of the broadcast whose recording became an episode',
        params: AnalyticsEpisodeParamsSchema,
        response: BroadcastReportSchema,
      },
      async ({ actor, params }) => live.episodeReport(actor, params.mediaId),
    );
  },
);
