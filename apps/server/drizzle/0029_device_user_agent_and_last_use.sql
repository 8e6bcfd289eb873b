ALTER TABLE "devices" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_used_at" timestamp with time zone;