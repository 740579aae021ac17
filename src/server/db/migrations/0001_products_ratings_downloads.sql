CREATE TABLE "product_download_marks" (
	"product_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_download_marks_product_id_visitor_id_pk" PRIMARY KEY("product_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"product_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_product_id_visitor_id_pk" PRIMARY KEY("product_id","visitor_id"),
	CONSTRAINT "product_ratings_range" CHECK ("product_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_download_marks" ADD CONSTRAINT "product_download_marks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;