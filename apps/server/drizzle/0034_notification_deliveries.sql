CREATE TABLE "notification_deliveries" (
	"send_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "notification_deliveries_user_id_send_id_channel_pk" PRIMARY KEY("user_id","send_id","channel")
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_send_id_notification_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."notification_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;