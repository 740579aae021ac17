ALTER TYPE "public"."order_change_source" ADD VALUE 'visitor';--> statement-breakpoint
ALTER TYPE "public"."order_change_source" ADD VALUE 'system';--> statement-breakpoint
CREATE TABLE "payment_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"order_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_transaction_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_failures" ADD CONSTRAINT "payment_failures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_failures_provider_tx_unique" ON "payment_failures" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "orders_claimed_idx" ON "orders" USING btree ("claimed_at" DESC NULLS FIRST) WHERE "orders"."claimed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_abandon_scan_idx" ON "orders" USING btree ("created_at") WHERE "orders"."order_status" = 'pending' and "orders"."claimed_at" is null;--> statement-breakpoint
-- claims made before this release (rows of process-payment, status pending) become the orders' claims, so the
-- abandoned-order job never cancels an order whose visitor said they paid (decision 025)
UPDATE "orders" o SET "claimed_at" = c."created_at", "claimed_transaction_id" = c."claimed_transaction_id"
  FROM (SELECT DISTINCT ON ("order_id") "order_id", "created_at", "claimed_transaction_id"
          FROM "payment_transactions" WHERE "status" = 'pending'
         ORDER BY "order_id", "created_at" DESC) c
 WHERE c."order_id" = o."id";
