CREATE TABLE "livechat_canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortcut" text NOT NULL,
	"content" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "livechat_canned_replies_shortcut_unique" UNIQUE("shortcut")
);
--> statement-breakpoint
CREATE TABLE "livechat_reads" (
	"room_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "livechat_reads_room_id_account_id_pk" PRIMARY KEY("room_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "livechat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "livechat_canned_replies" ADD CONSTRAINT "livechat_canned_replies_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_reads" ADD CONSTRAINT "livechat_reads_room_id_livechat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."livechat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_reads" ADD CONSTRAINT "livechat_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "livechat_messages_client_id_uq" ON "livechat_messages" USING btree ("room_id","client_id");