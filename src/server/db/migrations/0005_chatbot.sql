ALTER TABLE "chatbot_messages" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD COLUMN "confidence" real;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chatbot_messages_unanswered_idx" ON "chatbot_messages" USING btree ("created_at") WHERE "chatbot_messages"."fallback" and "chatbot_messages"."resolved_at" is null;