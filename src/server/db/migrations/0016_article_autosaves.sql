CREATE TABLE "article_autosaves" (
	"news_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image" text NOT NULL,
	"type" text NOT NULL,
	"focus_keyword" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "article_autosaves_news_id_account_id_pk" PRIMARY KEY("news_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "article_autosaves" ADD CONSTRAINT "article_autosaves_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_autosaves" ADD CONSTRAINT "article_autosaves_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;