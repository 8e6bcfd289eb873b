import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { mediaIdColumn } from '../content/content.schema';
import { userIdColumn } from '../users/users.schema';

/** Where each member is in each video, and how long they have watched it in all. */
export const playbackProgress = pgTable(
  'playback_progress',
  {
    userId: userIdColumn(),
    mediaId: mediaIdColumn(),
    currentTime: real('current_time').notNull().default(0),
    totalTime: real('total_time').notNull().default(0),
    durationWatched: real('duration_watched').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The hour (UTC) of `updatedAt`: a member's rows read most recent first in the order of
     * `playback_progress_user_watched_idx`, then by `updatedAt` within an hour. It changes at most once an hour, so a
     * progress save stays a heap-only update, where an index holding `updatedAt` would make every save a new entry.
     */
    watchedHour: timestamp('watched_hour')
      .notNull()
      .generatedAlwaysAs(sql`date_trunc('hour', updated_at at time zone 'UTC')`),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mediaId] }),
    index('playback_progress_user_watched_idx').on(table.userId, table.watchedHour.desc().nullsFirst()),
    index('playback_progress_media_idx').on(table.mediaId),
    // A block-range index: it does not stop a progress save from being a heap-only update (PostgreSQL 16 on), so a
    // save writes no index entry, where a b-tree on the time every save changes made each save a new entry in
    // every index of the table and left the member's own reads wading through them.
    index('playback_progress_updated_idx').using('brin', table.updatedAt),
  ],
);

export const playbackSessions = pgTable(
  'playback_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    mediaId: mediaIdColumn(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('playback_sessions_user_idx').on(table.userId, table.lastHeartbeatAt)],
);
