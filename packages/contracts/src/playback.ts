import { z } from 'zod';
import { MediaSummarySchema } from './content';
import { RowIdParamSchema } from './ids';

export const MediaIdParamsSchema = z.object({ mediaId: RowIdParamSchema });

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

/** Seconds between heartbeats; a session silent for PLAYBACK_SESSION_TIMEOUT_SECONDS no longer counts. */
export const PLAYBACK_HEARTBEAT_SECONDS = 20;
export const PLAYBACK_SESSION_TIMEOUT_SECONDS = 60;

export const SourceSchema = z.object({ format: z.enum(['hls', 'dash']), url: z.string() });
export const PlaybackSessionSchema = z.object({
  sessionId: z.uuid(),
  heartbeatSeconds: z.number().int(),
  sources: z.array(SourceSchema),
  /** WebVTT of the seek-preview sprite, when the video has one. */
  thumbnailsUrl: z.string().nullable(),
  progress: ProgressSchema,
});
export type PlaybackSession = z.infer<typeof PlaybackSessionSchema>;
export const SessionParamsSchema = z.object({ sessionId: z.uuid() });
