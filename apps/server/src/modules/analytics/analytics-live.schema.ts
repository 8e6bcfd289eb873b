import { index, integer, pgTable, primaryKey, timestamp, unique } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../db/columns';
import { livestreamIdColumn } from '../live/live.schema';

/**
 * A broadcast: one time a livestream went live, known by the moment it did. Written by whichever node samples
 * it first; `lastSampledAt` moves with each sample, so it tells when the broadcast was last seen live.
 */
export const liveBroadcasts = pgTable(
  'live_broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    livestreamId: livestreamIdColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSampledAt: timestamp('last_sampled_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('live_broadcasts_stream_start').on(table.livestreamId, table.startedAt),
    index('live_broadcasts_started_idx').on(table.startedAt),
  ],
);

/** The viewers of a broadcast in each 10 s slot: one row per slot, however many nodes sampled it. */
export const liveViewerSamples = pgTable(
  'live_viewer_samples',
  {
    broadcastId: belongsTo(integer('broadcast_id'), () => liveBroadcasts.id),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
    viewers: integer('viewers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.broadcastId, table.sampledAt] })],
);
