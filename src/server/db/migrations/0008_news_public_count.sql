DROP INDEX "news_public_idx";--> statement-breakpoint
CREATE INDEX "news_public_idx" ON "news" USING btree ("is_deleted","status","published_date" DESC NULLS FIRST,"scheduled_publish_date");