import { z } from 'zod';
import { MediaSummarySchema } from './content';

export { WATCH_LATER_LIMIT } from './constants/watch-later';

/** The ids of the episodes a member saved to watch later, most recently saved first. */
export const WatchLaterIdsSchema = z.object({ watchLater: z.array(z.number().int()) });
export type WatchLaterIds = z.infer<typeof WatchLaterIdsSchema>;

export const WatchLaterEntrySchema = z.object({
  mediaId: z.number().int(),
  savedAt: z.string(),
  media: MediaSummarySchema,
});
export type WatchLaterEntry = z.infer<typeof WatchLaterEntrySchema>;
