ALTER TABLE "points_balances" DROP CONSTRAINT "points_balances_available_not_negative";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_totals_not_negative" CHECK ("points_balances"."gained" >= 0 and "points_balances"."spent" >= 0);--> statement-breakpoint
-- A subscription already past due starts its grace now.
UPDATE "subscriptions" SET "past_due_since" = now() WHERE "status" = 'past_due';
