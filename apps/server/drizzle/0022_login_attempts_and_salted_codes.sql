CREATE TABLE "login_attempts" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "salt" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
-- Codes issued before salting cannot be checked any more: they are spent, and a member asks for a new one.
UPDATE "one_time_codes" SET "used_at" = now() WHERE "used_at" IS NULL AND "purpose" <> 'verify-email';