-- The contacts list's search reads its folded column through trigrams (bench/RESULTS.md, contacts); pg_trgm ships
-- with PostgreSQL's contrib (the embedded server's too) and is trusted: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "contacts_activity_idx";--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_activity_idx" ON "contacts" USING btree ("last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);