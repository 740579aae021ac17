CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_path" text NOT NULL,
	"target_path" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"news_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_sourcePath_unique" UNIQUE("source_path"),
	CONSTRAINT "redirects_not_to_itself" CHECK ("redirects"."source_path" <> "redirects"."target_path"),
	CONSTRAINT "redirects_kind" CHECK ("redirects"."kind" in ('article', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirects_target_idx" ON "redirects" USING btree ("target_path");--> statement-breakpoint
CREATE INDEX "redirects_news_idx" ON "redirects" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "redirects_created_idx" ON "redirects" USING btree ("created_at" DESC NULLS FIRST);