import { z } from 'zod';
import { ChatMessageSchema, ChatSettingsSchema } from './realtime';

/** What becomes of a broadcast's recording. */
export const RECORDING_STATUSES = ['recording', 'processing', 'ready', 'failed'] as const;

export const LiveRecordingSchema = z.object({
  recordingId: z.string(),
  status: z.enum(RECORDING_STATUSES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** The episode it became; null for a private draft (or before it is made). */
  mediaId: z.number().int().nullable(),
  /** The chat of the broadcast is kept: its messages from startedAt to endedAt are the replay. */
  chatReplay: z.object({ livestreamId: z.string(), from: z.string(), to: z.string().nullable() }),
});
export type LiveRecording = z.infer<typeof LiveRecordingSchema>;

/** GET /v2/live/recordings/{recordingId}/chat?after= : a broadcast's chat replay, a page at a time. */
export const ChatReplaySchema = z.object({ messages: z.array(ChatMessageSchema), hasMore: z.boolean() });
export const ChatReplayQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).default(0),
});

/** GET /v2/live/media: the live and recent streams. */
export const LiveMediaItemSchema = z.object({
  livestreamId: z.string(),
  title: z.string(),
  state: z.enum(['scheduled', 'live', 'ended']),
  requiresSubscription: z.boolean(),
  /** The playlist to play while live, signed for the reader; empty when offline or not allowed. */
  url: z.string(),
  scheduledStart: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  recordings: z.array(LiveRecordingSchema),
});
export const LiveMediaSchema = z.object({ media: z.array(LiveMediaItemSchema) });
export type LiveMedia = z.infer<typeof LiveMediaSchema>;
export type LiveMediaItem = z.infer<typeof LiveMediaItemSchema>;

export const IngestHealthSchema = z.object({
  bitrateKbps: z.number(),
  fps: z.number(),
  droppedFrames: z.number().int(),
  measuredAt: z.string(),
  /** Why packaging stopped while the encoder stays connected; null while it packages. */
  packagingError: z.string().nullable(),
});
export type IngestHealth = z.infer<typeof IngestHealthSchema>;

/** A recording as the console shows it: with why it failed. */
export const ConsoleRecordingSchema = LiveRecordingSchema.extend({ error: z.string().nullable() });
export type ConsoleRecording = z.infer<typeof ConsoleRecordingSchema>;

/** The console's view of a livestream (Official and Creator accounts). */
export const ConsoleLivestreamSchema = z.object({
  livestreamId: z.string(),
  title: z.string(),
  state: z.enum(['scheduled', 'live', 'ended']),
  scheduledStart: z.string().nullable(),
  requiresSubscription: z.boolean(),
  /** rtmp://host:port/live, or empty when this server takes no RTMP. */
  rtmpUrl: z.string(),
  streamKey: z.string(),
  externalUrl: z.string(),
  recordingShowId: z.number().int().nullable(),
  recordingPublish: z.boolean(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  viewers: z.number().int(),
  /** The encoder's input as last measured, while one is connected (live or not yet); null without one. */
  ingestHealth: IngestHealthSchema.nullable(),
  recordings: z.array(ConsoleRecordingSchema),
  chat: ChatSettingsSchema,
});
export type ConsoleLivestream = z.infer<typeof ConsoleLivestreamSchema>;

const title = z
  .string()
  .trim()
  .min(1, 'Give the livestream a title.')
  .max(120, 'Keep the title under 120 characters.');
const externalUrl = z
  .union([
    z.url({ protocol: /^https?$/, message: 'Enter an http(s) URL of an HLS playlist (.m3u8).' }),
    z.literal(''),
  ])
  .refine((url) => url === '' || /\.m3u8(\?|$)/i.test(url), 'Enter the URL of an HLS playlist (.m3u8).');

/** Create or edit a livestream. */
export const LivestreamBodySchema = z.object({
  title,
  scheduledStart: z.iso.datetime({ message: 'Pick a date and time.' }).nullable(),
  requiresSubscription: z.boolean(),
  externalUrl: externalUrl.default(''),
  recordingShowId: z.number().int().positive().nullable().default(null),
  recordingPublish: z.boolean().default(false),
});
export type LivestreamBody = z.input<typeof LivestreamBodySchema>;
