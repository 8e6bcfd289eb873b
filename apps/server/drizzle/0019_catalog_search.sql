CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "media_search_idx" ON "media" USING gin (to_tsvector('english', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "media_title_trgm_idx" ON "media" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_tags_idx" ON "media" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "shows_search_idx" ON "shows" USING gin (to_tsvector('english', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "shows_title_trgm_idx" ON "shows" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shows_tags_idx" ON "shows" USING gin ("tags");