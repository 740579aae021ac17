ALTER TABLE "chatbot_messages" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD COLUMN "source_title" text;