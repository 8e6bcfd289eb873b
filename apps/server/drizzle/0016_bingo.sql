CREATE TABLE "bingo_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bingo_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"won_at" timestamp with time zone,
	"place" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_cards_game_user" UNIQUE("game_id","user_id"),
	CONSTRAINT "bingo_cards_game_place" UNIQUE("game_id","place")
);
--> statement-breakpoint
CREATE TABLE "bingo_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bingo_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"word" text NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"flipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_choices_card_position" UNIQUE("card_id","position")
);
--> statement-breakpoint
CREATE TABLE "bingo_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bingo_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"layout_id" integer NOT NULL,
	"livestream_id" uuid,
	"started_by" uuid NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bingo_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"words" text[] NOT NULL,
	"banner_image" text DEFAULT '' NOT NULL,
	"background_image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bingo_cards" ADD CONSTRAINT "bingo_cards_game_id_bingo_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."bingo_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_cards" ADD CONSTRAINT "bingo_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_choices" ADD CONSTRAINT "bingo_choices_card_id_bingo_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bingo_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_games" ADD CONSTRAINT "bingo_games_layout_id_bingo_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bingo_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_games" ADD CONSTRAINT "bingo_games_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_games" ADD CONSTRAINT "bingo_games_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_games" ADD CONSTRAINT "bingo_games_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bingo_cards_user_idx" ON "bingo_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bingo_games_running_idx" ON "bingo_games" USING btree ("created_at") WHERE "bingo_games"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "bingo_games_layout_idx" ON "bingo_games" USING btree ("layout_id","created_at");