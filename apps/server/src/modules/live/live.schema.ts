import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const livestreamState = pgEnum('livestream_state', ['scheduled', 'live', 'ended']);

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
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('livestreams_state_start_idx').on(table.state, table.scheduledStart)],
);
