import { z } from 'zod';
import { AnalyticsWindowSchema } from './analytics';
import { RowIdParamSchema } from './ids';

export const AnalyticsBroadcastParamsSchema = z.object({ broadcastId: RowIdParamSchema });

/** One broadcast's figures: viewers sampled every 10 s while it was live, and what its audience did. */
export const BroadcastFiguresSchema = z.object({
  broadcastId: z.number().int(),
  /** The livestream's title. */
  title: z.string(),
  startedAt: z.string(),
  /** The last viewer sample's slot end: when it was last seen live. */
  endedAt: z.string(),
  peakViewers: z.number().int(),
  /** The mean of its viewer samples, to a tenth. */
  averageViewers: z.number(),
  /** Messages members wrote while it was live (removed ones too; not the site's announcements). */
  chatMessages: z.number().int(),
  chatMessagesPerMinute: z.number(),
  uniqueChatters: z.number().int(),
  /** Members with a card in a bingo game started while it was live. */
  bingoPlayers: z.number().int(),
  /** The episode its recording became, once it is one. */
  episode: z.object({ mediaId: z.number().int(), title: z.string() }).nullable(),
});
export type BroadcastFigures = z.infer<typeof BroadcastFiguresSchema>;

/** GET /v1/admin/analytics/live: the broadcasts started in a period, newest first; aggregates only. */
export const LiveReportSchema = AnalyticsWindowSchema.extend({
  totals: z.object({
    broadcasts: z.number().int(),
    /** The highest peak of any broadcast. */
    peakViewers: z.number().int(),
    /** The mean of every viewer sample of the period, to a tenth. */
    averageViewers: z.number(),
    chatMessages: z.number().int(),
    /** Members who wrote in any broadcast's chat, each once. */
    uniqueChatters: z.number().int(),
    bingoPlayers: z.number().int(),
  }),
  broadcasts: z.array(BroadcastFiguresSchema),
});
export type LiveReport = z.infer<typeof LiveReportSchema>;

/** GET /v1/admin/analytics/live/broadcasts/:id (or by the episode it became): its figures over its time. */
export const BroadcastReportSchema = z.object({
  broadcast: BroadcastFiguresSchema,
  /** Each 10 s sample, oldest first. */
  viewers: z.array(z.object({ at: z.string(), viewers: z.number().int() })),
  /** Every minute it was live, oldest first. */
  chat: z.array(z.object({ minute: z.string(), messages: z.number().int() })),
});
export type BroadcastReport = z.infer<typeof BroadcastReportSchema>;
