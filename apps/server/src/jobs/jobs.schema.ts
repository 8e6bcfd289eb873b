import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns';

/** Progress of long jobs in percent, for progress bars; the queue itself lives in pg-boss's schema. */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  percent: integer('percent').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
