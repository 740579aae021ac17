CREATE TABLE "livechat_payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"card" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "livechat_payment_requests_messageId_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "livechat_payment_requests" ADD CONSTRAINT "livechat_payment_requests_room_id_livechat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."livechat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_payment_requests" ADD CONSTRAINT "livechat_payment_requests_message_id_livechat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."livechat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livechat_payment_requests_open_idx" ON "livechat_payment_requests" USING btree ("created_at") WHERE paid_at is null;