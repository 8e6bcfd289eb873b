import { jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import type { MediaDescription } from './media-description';

/** A video through the pipeline: queued, processing, then ready (published) or failed (with the error). */
export const mediaAssets = pgTable('media_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<'queued' | 'processing' | 'ready' | 'failed'>().notNull().default('queued'),
  /** The uploaded or imported file, kept until the transcode succeeds. */
  sourcePath: text('source_path').notNull(),
  durationSeconds: real('duration_seconds'),
  description: jsonb('description').$type<MediaDescription>(),
  error: text('error'),
  jobId: uuid('job_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
