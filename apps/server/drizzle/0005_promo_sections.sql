CREATE TABLE "promo_sections" (
	"name" text PRIMARY KEY NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"urls" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
