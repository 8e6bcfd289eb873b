-- The Members report's figures of each finished month, written hourly by the members rollup.
CREATE TABLE "members_monthly_figures" (
	"month" text PRIMARY KEY NOT NULL,
	"computed_in" text NOT NULL,
	"subscribers_at_start" integer NOT NULL,
	"churned" integer NOT NULL,
	"mrr_cents" integer NOT NULL,
	"gifts_bought" integer NOT NULL,
	"gifts_redeemed" integer NOT NULL,
	"cohort_joined" integer NOT NULL,
	"cohort_retained" integer[] NOT NULL
);
