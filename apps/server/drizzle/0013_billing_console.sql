ALTER TABLE "plans" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_cents" integer;--> statement-breakpoint
UPDATE "subscriptions" SET "price_cents" = "plans"."price_cents" FROM "plans" WHERE "plans"."id" = "subscriptions"."plan_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "deactivated_at" timestamp with time zone;
