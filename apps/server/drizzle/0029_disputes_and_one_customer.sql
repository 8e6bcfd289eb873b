CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_customers" ADD CONSTRAINT "provider_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_opened_idx" ON "disputes" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A subscription invoice paid for its subscription's plan of the time; the current one is the best record left.
UPDATE "invoices" SET "plan_id" = "subscriptions"."plan_id" FROM "subscriptions"
  WHERE "invoices"."subscription_id" = "subscriptions"."id" AND "invoices"."plan_id" IS NULL;--> statement-breakpoint
-- Each member keeps the customer Stripe last billed them as.
INSERT INTO "provider_customers" ("user_id", "customer_id")
  SELECT DISTINCT ON ("user_id") "user_id", "provider_customer_id" FROM "subscriptions"
  WHERE "provider_customer_id" IS NOT NULL ORDER BY "user_id", "created_at" DESC
  ON CONFLICT DO NOTHING;
