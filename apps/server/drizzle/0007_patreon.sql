CREATE TABLE "patreon_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"patreon_user_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"tier_ids" text[] DEFAULT '{}' NOT NULL,
	"patron_status" text,
	"pledge_cents" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patreon_links_patreon_user_id_unique" UNIQUE("patreon_user_id")
);
--> statement-breakpoint
ALTER TABLE "patreon_links" ADD CONSTRAINT "patreon_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;