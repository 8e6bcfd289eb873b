CREATE INDEX "media_show_idx" ON "media" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","id");