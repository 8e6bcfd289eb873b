-- Each console period's network viewers and new viewers, counted ahead by the rollup job; and the indexes the
-- Members report finds a subscription's invoices and a member's subscriptions by.
CREATE TABLE "viewing_period_viewers" (
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"viewers" integer NOT NULL,
	"new_viewers" integer NOT NULL,
	CONSTRAINT "viewing_period_viewers_from_day_to_day_pk" PRIMARY KEY("from_day","to_day")
);
--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");