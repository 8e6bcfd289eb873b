import { z } from 'zod';
import { MediaSummarySchema } from './content';

export const MediaIdParamsSchema = z.object({ mediaId: z.coerce.number().int().positive() });

/** A progress report; durationWatched is the seconds watched since the previous report. */
export const ProgressBodySchema = z.object({
  currentTime: z.number().min(0).max(86_400),
  totalTime: z.number().min(0).max(86_400),
  durationWatched: z.number().min(0).max(3_600).default(0),
});

export const ProgressSchema = z.object({
  mediaId: z.number().int(),
  currentTime: z.number(),
  totalTime: z.number(),
  durationWatched: z.number(),
  updatedAt: z.string().nullable(),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const WatchHistoryEntrySchema = ProgressSchema.extend({ media: MediaSummarySchema });
export type WatchHistoryEntry = z.infer<typeof WatchHistoryEntrySchema>;
