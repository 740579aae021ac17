CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	"saved_by_name" text NOT NULL,
	"reason" text NOT NULL,
	"restored_from" uuid,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"type" text NOT NULL,
	"status" "news_status" NOT NULL,
	"scheduled_publish_date" timestamp with time zone,
	"focus_keyword" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_description" text NOT NULL,
	"seo_score" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_news_idx" ON "article_revisions" USING btree ("news_id","saved_at" DESC NULLS FIRST);