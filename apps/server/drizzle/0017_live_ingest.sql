CREATE TYPE "public"."livestream_recording_status" AS ENUM('recording', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "livestream_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"livestream_id" uuid NOT NULL,
	"status" "livestream_recording_status" DEFAULT 'recording' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"asset_id" uuid,
	"media_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "stream_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "external_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "recording_show_id" integer;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "recording_publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "ingest_health" jsonb;--> statement-breakpoint
ALTER TABLE "livestream_recordings" ADD CONSTRAINT "livestream_recordings_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livestream_recordings_stream_idx" ON "livestream_recordings" USING btree ("livestream_id","started_at");--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_stream_key_unique" UNIQUE("stream_key");