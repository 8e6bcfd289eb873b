-- A member's progress rows most recent first without sorting them all: the hour of each row's last save, which
-- changes at most once an hour (so saves stay heap-only updates), leads an index by member; rows of the same hour
-- are then ordered by the time itself.
ALTER TABLE "playback_progress" ADD COLUMN "watched_hour" timestamp GENERATED ALWAYS AS (date_trunc('hour', updated_at at time zone 'UTC')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "playback_progress_user_watched_idx" ON "playback_progress" USING btree ("user_id","watched_hour" DESC NULLS FIRST);