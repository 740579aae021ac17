CREATE TABLE "product_preview_drafts" (
	"product_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"overview" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "product_preview_drafts_product_id_account_id_pk" PRIMARY KEY("product_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "product_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	"saved_by_name" text NOT NULL,
	"reason" text NOT NULL,
	"restored_from" uuid,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"overview" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"icon" text NOT NULL,
	"icon_color" text NOT NULL,
	"status" "product_status" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_preview_drafts" ADD CONSTRAINT "product_preview_drafts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_preview_drafts" ADD CONSTRAINT "product_preview_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_revisions_product_idx" ON "product_revisions" USING btree ("product_id","saved_at" DESC NULLS FIRST);--> statement-breakpoint
-- decision 053: every product there already starts its list with the text it has, so its first edit can be undone
INSERT INTO "product_revisions" ("product_id", "saved_at", "saved_by_name", "reason", "title", "category", "description", "overview", "features", "icon", "icon_color", "status")
SELECT "id", "updated_at", 'Hệ thống', 'create', "title", "category", "description", "overview", "features", "icon", "icon_color", "status" FROM "products";
