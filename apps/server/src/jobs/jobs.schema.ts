import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns';

/** Progress of long jobs in percent, for progress bars; the queue itself lives in pg-boss's schema. */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  percent: integer('percent').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last sign of life of each running job from the node running it. A job whose node stopped beating is
 * handed back to the queue long before pg-boss's own expiry (about 21 hours for a transcode).
 */
export const jobHeartbeats = pgTable('job_heartbeats', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
