import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';

export const livestreamState = pgEnum('livestream_state', ['scheduled', 'live', 'ended']);

/** What the ingest last measured of a connected encoder's input, and why packaging stopped if it did. */
export interface IngestHealth {
  bitrateKbps: number;
  fps: number;
  droppedFrames: number;
  measuredAt: string;
  /** Absent in what was measured before it was kept. */
  packagingError?: string | null;
}

/** A livestream: what the live page plays and what its chat room hangs on. */
export const livestreams = pgTable(
  'livestreams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    state: livestreamState('state').notNull().default('scheduled'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    requiresSubscription: boolean('requires_subscription').notNull().default(false),
    /** The playlist members play while it is live; empty until the stream has video. */
    url: text('url').notNull().default(''),
    /** Seconds a member waits between two chat messages; 0 is off. */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    /** Words (matched whole, in any case) that keep a chat message from being sent. */
    blockedWords: text('blocked_words').array().notNull().default([]),
    /** The secret an encoder publishes with (rtmp://host/live/<key>); shown and rotated in the console. */
    streamKey: text('stream_key')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** An HLS playlist played instead of the ingest (a stream hosted elsewhere); empty when ingest is used. */
    externalUrl: text('external_url').notNull().default(''),
    /** The show whose episode the recording becomes; none keeps it a private draft. */
    recordingShowId: integer('recording_show_id'),
    /** Whether that episode is published once its video is ready, or waits unpublished. */
    recordingPublish: boolean('recording_publish').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Written every few seconds by the node an encoder is connected to, live or not yet; null without one. */
    ingestHealth: jsonb('ingest_health').$type<IngestHealth>(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('livestreams_state_start_idx').on(table.state, table.scheduledStart)],
);

/** The livestream a row is about: it goes when the livestream is deleted. */
export const livestreamIdColumn = () => belongsTo(uuid('livestream_id'), () => livestreams.id);

export const recordingStatus = pgEnum('livestream_recording_status', [
  'recording',
  'processing',
  'ready',
  'failed',
]);

/** One broadcast of a livestream: what was packaged while it was live, and what its recording became. */
export const livestreamRecordings = pgTable(
  'livestream_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    livestreamId: livestreamIdColumn(),
    status: recordingStatus('status').notNull().default('recording'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The media asset the recording was transcoded into. */
    assetId: uuid('asset_id'),
    /** The episode it became; empty for a private draft. */
    mediaId: integer('media_id'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('livestream_recordings_stream_idx').on(table.livestreamId, table.startedAt)],
);
