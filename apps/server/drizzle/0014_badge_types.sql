CREATE TABLE "badge_choices" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_choices_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "badge_choices_user_position" UNIQUE("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "badge_types" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"how_to_earn" text NOT NULL,
	"earned_by" text NOT NULL,
	"image_version" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_choices" ADD CONSTRAINT "badge_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_choices" ADD CONSTRAINT "badge_choices_type_badge_types_type_fk" FOREIGN KEY ("type") REFERENCES "public"."badge_types"("type") ON DELETE cascade ON UPDATE no action;