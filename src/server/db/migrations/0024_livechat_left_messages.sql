CREATE TABLE "livechat_left_messages" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "livechat_left_messages" ADD CONSTRAINT "livechat_left_messages_message_id_livechat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."livechat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livechat_left_messages_pending_idx" ON "livechat_left_messages" USING btree ("left_at") WHERE digested_at is null;