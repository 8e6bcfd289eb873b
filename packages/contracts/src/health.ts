import { z } from 'zod';

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** A moment something went wrong on the server, and what it said. */
export const HealthProblemSchema = z.object({ message: z.string(), at: z.string() });

/** The ffmpeg the media pipeline runs, or why none runs. */
export const FfmpegHealthSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    ffmpegPath: z.string(),
    ffprobePath: z.string(),
    /** The first line of `ffmpeg -version`. */
    version: z.string(),
    /** What the media pipeline relies on (filters, muxers, options), once the server probes for it. */
    capabilities: z.array(z.object({ name: z.string(), available: z.boolean() })).optional(),
  }),
  z.object({ found: z.literal(false), error: z.string() }),
]);

/** A media feature (video transcoding, live packaging, demo clips) and whether the ffmpeg in use can serve it. */
export const MediaFeatureStatusSchema = z.object({
  feature: z.enum(['transcode', 'live', 'demoClips']),
  available: z.boolean(),
  /** The capabilities it lacks (`filter:gradients`, `encoder:libx264`, ...); empty when no ffmpeg was found. */
  missing: z.array(z.string()),
  /** Why no ffmpeg runs at all, when none was found. */
  error: z.string().nullable(),
});

export const MediaFeaturesSchema = z.object({ features: z.array(MediaFeatureStatusSchema) });
export type MediaFeatureStatus = z.infer<typeof MediaFeatureStatusSchema>;

export const DatabaseHealthSchema = z.object({
  /** PostgreSQL's version line. */
  version: z.string(),
  sizeBytes: z.number(),
  connections: z.number().int(),
  maxConnections: z.number().int(),
});

export const RedisHealthSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    reachable: z.boolean(),
    version: z.string().nullable(),
    error: z.string().nullable(),
  }),
]);

export const StorageHealthSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('local'),
    /** The folder media is kept in. */
    location: z.string(),
    freeBytes: z.number(),
    totalBytes: z.number(),
  }),
  z.object({
    kind: z.literal('s3'),
    /** The bucket, and the endpoint when it is not AWS's. */
    location: z.string(),
  }),
]);

export const MailHealthSchema = z.object({
  transport: z.enum(['smtp', 'outbox']),
  lastDeliveredAt: z.string().nullable(),
  failedLastDay: z.number().int(),
});

export const JobFailureSchema = z.object({
  id: z.string(),
  failedAt: z.string(),
  reason: z.string(),
  /** When a job whose last attempt failed tries again on its own; null once it has failed for good. */
  nextAttemptAt: z.string().nullable(),
  /** False for a job whose data was emptied as it failed (it held secrets), or that has been archived. */
  retryable: z.boolean(),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;

export const JobQueueHealthSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failedLastDay: z.number().int(),
  /** The latest failures of the last day (waiting for a next attempt or failed for good), newest first. */
  failures: z.array(JobFailureSchema),
});
export type JobQueueHealth = z.infer<typeof JobQueueHealthSchema>;

export const LiveIngestHealthSchema = z.object({
  /** The RTMP port encoders push to, or null when ingest is off. */
  port: z.number().int().nullable(),
  encoders: z.number().int(),
  packagers: z.number().int(),
  /** Broadcasts this node found unjoined as it started (left by a crash) and queued to be joined. */
  recordingsRecovered: z.number().int(),
  lastError: HealthProblemSchema.nullable(),
});

export const RealtimeHealthSchema = z.object({
  /** Sockets connected to this node. */
  sockets: z.number().int(),
  /** Rooms open on this node (livestreams, Greenlight, members), not counting each socket's own. */
  rooms: z.number().int(),
});

/** Whether the analytics keep up: the hourly viewing rollup, and the sampling of live broadcasts' viewers. */
export const AnalyticsHealthSchema = z.object({
  /** Finished days of viewing not yet folded into the daily rollups (above 1: the hourly rollup is failing). */
  rollupDaysBehind: z.number().int(),
  /** Seconds since a live broadcast's viewers were last sampled; 0 while nothing is live. */
  liveSampleAgeSeconds: z.number(),
  /** How often the viewers are sampled (`ANALYTICS_LIVE_SAMPLE_SECONDS`). */
  liveSampleSeconds: z.number().int(),
});

export const NodeHealthSchema = z.object({
  hostname: z.string(),
  pid: z.number().int(),
  startedAt: z.string(),
  nodeVersion: z.string(),
  /** Resident memory in bytes. */
  memoryBytes: z.number(),
});

/** GET /v1/admin/health: what this server sees, each figure read when asked. */
export const AdminHealthSchema = z.object({
  checkedAt: z.string(),
  ffmpeg: FfmpegHealthSchema,
  database: DatabaseHealthSchema,
  redis: RedisHealthSchema,
  storage: StorageHealthSchema,
  mail: MailHealthSchema,
  jobs: z.array(JobQueueHealthSchema),
  live: LiveIngestHealthSchema,
  realtime: RealtimeHealthSchema,
  analytics: AnalyticsHealthSchema,
  /** The servers answering (this one: nodes record no heartbeat of their own). */
  nodes: z.array(NodeHealthSchema),
});
export type AdminHealth = z.infer<typeof AdminHealthSchema>;

export const JobIdParamsSchema = z.object({ jobId: z.uuid() });

/** POST /v1/admin/health/jobs/{jobId}/retry. */
export const JobRetriedSchema = z.object({ jobId: z.string(), name: z.string() });
