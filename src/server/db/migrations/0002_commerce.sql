CREATE TYPE "public"."order_change_source" AS ENUM('admin', 'webhook', 'ipn');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('bank', 'momo', 'vnpay');--> statement-breakpoint
CREATE TYPE "public"."received_payment_status" AS ENUM('matched', 'unmatched', 'assigned');--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"source" "order_change_source" NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"from_order_status" "order_status" NOT NULL,
	"to_order_status" "order_status" NOT NULL,
	"from_payment_status" "payment_status" NOT NULL,
	"to_payment_status" "payment_status" NOT NULL,
	"from_paid_amount" integer NOT NULL,
	"to_paid_amount" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "received_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"account" text,
	"order_id" uuid,
	"status" "received_payment_status" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"assigned_by" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "claimed_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "claimed_amount" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_history_created_idx" ON "order_status_history" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "received_payments_provider_tx_unique" ON "received_payments" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "received_payments_received_idx" ON "received_payments" USING btree ("received_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "received_payments_order_idx" ON "received_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_idempotencyKey_unique" UNIQUE("idempotency_key");