CREATE TABLE "live_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"livestream_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_sampled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_broadcasts_stream_start" UNIQUE("livestream_id","started_at")
);
--> statement-breakpoint
CREATE TABLE "live_viewer_samples" (
	"broadcast_id" integer NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "live_viewer_samples_broadcast_id_sampled_at_pk" PRIMARY KEY("broadcast_id","sampled_at")
);
--> statement-breakpoint
ALTER TABLE "live_broadcasts" ADD CONSTRAINT "live_broadcasts_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewer_samples" ADD CONSTRAINT "live_viewer_samples_broadcast_id_live_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."live_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_broadcasts_started_idx" ON "live_broadcasts" USING btree ("started_at");