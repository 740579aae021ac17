ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_unpublish_idx" ON "news" USING btree ("status","unpublish_at");