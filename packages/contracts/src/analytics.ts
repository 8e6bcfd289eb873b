import { z } from 'zod';
import { RowIdParamSchema } from './ids';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, VIEWING_DEVICES } from './constants/analytics';

export const AnalyticsPeriodQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
});

export const AnalyticsShowParamsSchema = z.object({ showId: RowIdParamSchema });
export const AnalyticsEpisodeParamsSchema = z.object({ mediaId: RowIdParamSchema });

/** The period a report covers: the first and last day counted (YYYY-MM-DD, UTC; the last is today so far). */
export const AnalyticsWindowSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string(),
  to: z.string(),
});

const ViewingFiguresSchema = z.object({
  /** A member's day with an episode, once 30 s or half of it played. */
  views: z.number().int(),
  /** Seconds played, views or not. */
  watchSeconds: z.number(),
  /** The mean share of the episode each view played (0-1). */
  averageShareWatched: z.number(),
});

/** GET /v1/admin/analytics/viewing (and per show, per episode): aggregates only, never one member. */
export const ViewingReportSchema = AnalyticsWindowSchema.extend({
  /** What the report is about: the network, one show or one episode. */
  scope: z.object({
    kind: z.enum(['network', 'show', 'episode']),
    title: z.string().nullable(),
    showId: z.number().int().nullable(),
  }),
  totals: ViewingFiguresSchema.extend({
    /** Members with at least one view in the period. */
    viewers: z.number().int(),
    /** Of those, members whose first view on the network falls in the period. */
    newViewers: z.number().int(),
    returningViewers: z.number().int(),
  }),
  /** Every day of the period, oldest first. */
  days: z.array(ViewingFiguresSchema.extend({ day: z.string() })),
  /** At each twentieth of the episodes (0, 0.05, … 0.95), the share of views still watching. */
  retention: z.array(z.object({ point: z.number(), share: z.number() })),
  topShows: z.array(ViewingFiguresSchema.extend({ showId: z.number().int(), title: z.string() })),
  topEpisodes: z.array(
    ViewingFiguresSchema.extend({ mediaId: z.number().int(), title: z.string(), showTitle: z.string() }),
  ),
  devices: z.array(ViewingFiguresSchema.extend({ device: z.enum(VIEWING_DEVICES) })),
});
export type ViewingReport = z.infer<typeof ViewingReportSchema>;
