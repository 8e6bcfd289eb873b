-- Progress saves as heap-only updates: the time every save changes gets a block-range index, which does not stop a
-- heap-only update (PostgreSQL 16 on), and pages keep a tenth free for the new row versions.
DROP INDEX "playback_progress_updated_idx";--> statement-breakpoint
CREATE INDEX "playback_progress_updated_idx" ON "playback_progress" USING brin ("updated_at");--> statement-breakpoint
ALTER TABLE "playback_progress" SET (fillfactor = 90);
