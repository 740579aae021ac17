ALTER TABLE "livechat_rooms" ADD COLUMN "assigned_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "livechat_rooms" ADD COLUMN "assigned_agent_name" text;--> statement-breakpoint
ALTER TABLE "livechat_rooms" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "livechat_rooms" ADD CONSTRAINT "livechat_rooms_assigned_agent_id_accounts_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;