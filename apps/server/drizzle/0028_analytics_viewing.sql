CREATE TABLE "viewing_daily" (
	"day" date NOT NULL,
	"media_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"share_sum" double precision NOT NULL,
	"retention" integer[] NOT NULL,
	CONSTRAINT "viewing_daily_day_media_id_device_pk" PRIMARY KEY("day","media_id","device")
);
--> statement-breakpoint
CREATE TABLE "viewing_events" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"media_id" integer NOT NULL,
	"device_identifier" text NOT NULL,
	"watched_seconds" real NOT NULL,
	"duration_seconds" real NOT NULL,
	"segments" integer NOT NULL,
	"viewed" boolean GENERATED ALWAYS AS (watched_seconds >= case when duration_seconds > 0 then least(30, duration_seconds / 2) else 30 end) STORED NOT NULL,
	CONSTRAINT "viewing_events_day_user_id_media_id_pk" PRIMARY KEY("day","user_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "viewing_first_days" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_daily" ADD CONSTRAINT "viewing_daily_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_daily" ADD CONSTRAINT "viewing_daily_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_events" ADD CONSTRAINT "viewing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_events" ADD CONSTRAINT "viewing_events_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_first_days" ADD CONSTRAINT "viewing_first_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_daily_show_day_idx" ON "viewing_daily" USING btree ("show_id","day");--> statement-breakpoint
CREATE INDEX "viewing_events_media_day_idx" ON "viewing_events" USING btree ("media_id","day","user_id");--> statement-breakpoint
CREATE INDEX "viewing_events_day_user_idx" ON "viewing_events" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "viewing_events_user_day_idx" ON "viewing_events" USING btree ("user_id","day");