ALTER TABLE "bookings" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD COLUMN "kind" text DEFAULT 'crm' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD COLUMN "idempotency_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_client_ip_idx" ON "bookings" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "bookings_phone_idx" ON "bookings" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_idempotencyKey_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_kind" CHECK ("crm_outbox"."kind" in ('crm', 'visitor_mail', 'company_mail'));