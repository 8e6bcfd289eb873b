CREATE TABLE "battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"left_project_id" uuid NOT NULL,
	"right_project_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"min_contribution" integer NOT NULL,
	"max_contribution" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"winner_project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battles_left_project_id_unique" UNIQUE("left_project_id"),
	CONSTRAINT "battles_right_project_id_unique" UNIQUE("right_project_id"),
	CONSTRAINT "battles_sides_differ" CHECK ("battles"."left_project_id" <> "battles"."right_project_id"),
	CONSTRAINT "battles_ends_after_start" CHECK ("battles"."end_date" > "battles"."start_date"),
	CONSTRAINT "battles_contribution_range" CHECK ("battles"."min_contribution" >= 1 and "battles"."max_contribution" >= "battles"."min_contribution")
);
--> statement-breakpoint
CREATE TABLE "project_contributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"battle_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contributions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "project_contributions_amount_positive" CHECK ("project_contributions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"points_reached_at" timestamp with time zone,
	"asset_id" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_id" integer,
	"season_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_points_not_negative" CHECK ("projects"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_left_project_id_projects_id_fk" FOREIGN KEY ("left_project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_right_project_id_projects_id_fk" FOREIGN KEY ("right_project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_winner_project_id_projects_id_fk" FOREIGN KEY ("winner_project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battles_end_idx" ON "battles" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "project_contributions_project_idx" ON "project_contributions" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_available_not_negative" CHECK ("points_balances"."gained" - "points_balances"."spent" >= 0);