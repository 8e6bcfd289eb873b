CREATE TABLE "project_totals" (
	"project_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_totals_project_id_shard_pk" PRIMARY KEY("project_id","shard"),
	CONSTRAINT "project_totals_points_not_negative" CHECK ("project_totals"."points" >= 0)
);
--> statement-breakpoint
INSERT INTO "project_totals" ("project_id", "shard", "points", "reached_at") SELECT "id", 0, "points", coalesce("points_reached_at", "created_at") FROM "projects";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_points_not_negative";--> statement-breakpoint
ALTER TABLE "project_totals" ADD CONSTRAINT "project_totals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "points";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "points_reached_at";