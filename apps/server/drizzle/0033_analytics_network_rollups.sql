CREATE TABLE "viewing_episode_windows" (
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"media_id" integer NOT NULL,
	"views" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"share_sum" double precision NOT NULL,
	CONSTRAINT "viewing_episode_windows_from_day_to_day_media_id_pk" PRIMARY KEY("from_day","to_day","media_id")
);
--> statement-breakpoint
CREATE TABLE "viewing_last_days" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_network_daily" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"share_sum" double precision NOT NULL,
	"retention" integer[] NOT NULL,
	CONSTRAINT "viewing_network_daily_day_device_pk" PRIMARY KEY("day","device")
);
--> statement-breakpoint
CREATE TABLE "viewing_show_daily" (
	"day" date NOT NULL,
	"show_id" integer NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"share_sum" double precision NOT NULL,
	"retention" integer[] NOT NULL,
	CONSTRAINT "viewing_show_daily_show_id_day_device_pk" PRIMARY KEY("show_id","day","device")
);
--> statement-breakpoint
CREATE TABLE "viewing_show_last_days" (
	"show_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "viewing_show_last_days_show_id_user_id_pk" PRIMARY KEY("show_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "viewing_episode_windows" ADD CONSTRAINT "viewing_episode_windows_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_last_days" ADD CONSTRAINT "viewing_last_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_show_daily" ADD CONSTRAINT "viewing_show_daily_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_show_last_days" ADD CONSTRAINT "viewing_show_last_days_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_show_last_days" ADD CONSTRAINT "viewing_show_last_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_last_days_day_idx" ON "viewing_last_days" USING btree ("last_day");--> statement-breakpoint
CREATE INDEX "viewing_show_last_days_user_idx" ON "viewing_show_last_days" USING btree ("user_id");
--> statement-breakpoint
-- The days already rolled up, folded into the new rollups as the hourly job now does for each day it rolls.
INSERT INTO "viewing_show_daily" ("day", "show_id", "device", "views", "watch_seconds", "share_sum", "retention")
  SELECT "day", "show_id", "device", sum("views"), sum("watch_seconds"), sum("share_sum"), array[sum("retention"[1]), sum("retention"[2]), sum("retention"[3]), sum("retention"[4]), sum("retention"[5]), sum("retention"[6]), sum("retention"[7]), sum("retention"[8]), sum("retention"[9]), sum("retention"[10]), sum("retention"[11]), sum("retention"[12]), sum("retention"[13]), sum("retention"[14]), sum("retention"[15]), sum("retention"[16]), sum("retention"[17]), sum("retention"[18]), sum("retention"[19]), sum("retention"[20])]::int[]
  FROM "viewing_daily" GROUP BY "day", "show_id", "device";--> statement-breakpoint
INSERT INTO "viewing_network_daily" ("day", "device", "views", "watch_seconds", "share_sum", "retention")
  SELECT "day", "device", sum("views"), sum("watch_seconds"), sum("share_sum"), array[sum("retention"[1]), sum("retention"[2]), sum("retention"[3]), sum("retention"[4]), sum("retention"[5]), sum("retention"[6]), sum("retention"[7]), sum("retention"[8]), sum("retention"[9]), sum("retention"[10]), sum("retention"[11]), sum("retention"[12]), sum("retention"[13]), sum("retention"[14]), sum("retention"[15]), sum("retention"[16]), sum("retention"[17]), sum("retention"[18]), sum("retention"[19]), sum("retention"[20])]::int[]
  FROM "viewing_daily" GROUP BY "day", "device";--> statement-breakpoint
INSERT INTO "viewing_last_days" ("user_id", "last_day")
  SELECT "user_id", max("day") FROM "viewing_events"
  WHERE "viewed" AND "day" <= (SELECT max("day") FROM "viewing_rolled_days") GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "viewing_show_last_days" ("show_id", "user_id", "last_day")
  SELECT m."show_id", e."user_id", max(e."day") FROM "viewing_events" e JOIN "media" m ON m."id" = e."media_id"
  WHERE e."viewed" AND e."day" <= (SELECT max("day") FROM "viewing_rolled_days") GROUP BY m."show_id", e."user_id";
