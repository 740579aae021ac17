CREATE TYPE "public"."account_role" AS ENUM('admin', 'staff');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('processing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."chatbot_training_status" AS ENUM('active', 'inactive', 'testing');--> statement-breakpoint
CREATE TYPE "public"."crm_outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."livechat_sender" AS ENUM('user', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('image', 'video', 'zip', 'guide');--> statement-breakpoint
CREATE TYPE "public"."news_status" AS ENUM('draft', 'scheduled', 'published');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'processing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('MOMO', 'VNPAY', 'COD', 'BANK_TRANSFER');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('web', 'app', 'agency');--> statement-breakpoint
CREATE TABLE "account_roles" (
	"account_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "account_roles_account_id_role_id_pk" PRIMARY KEY("account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "account_role" DEFAULT 'staff' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"gender" text,
	"occupation" text,
	"date_of_birth" date,
	"service" text NOT NULL,
	"note" text,
	"status" "booking_status" DEFAULT 'processing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_gender" CHECK ("bookings"."gender" is null or "bookings"."gender" in ('Nam', 'Nữ')),
	CONSTRAINT "bookings_service" CHECK ("bookings"."service" in ('Website', 'App', 'Agency')),
	CONSTRAINT "bookings_full_name_length" CHECK (char_length("bookings"."full_name") <= 50)
);
--> statement-breakpoint
CREATE TABLE "chatbot_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_feedback_rating" CHECK ("chatbot_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chatbot_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_message" text NOT NULL,
	"bot_response" text NOT NULL,
	"suggestions" text[] DEFAULT '{}'::text[] NOT NULL,
	"training_item_id" uuid,
	"ip" text,
	"page_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_training_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"priority" integer DEFAULT 5 NOT NULL,
	"status" "chatbot_training_status" DEFAULT 'active' NOT NULL,
	"response_text" text NOT NULL,
	"suggestions" text[] DEFAULT '{}'::text[] NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"success_rate" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_training_category" CHECK ("chatbot_training_items"."category" in ('dịch_vụ', 'báo_giá', 'quy_trình', 'liên_hệ', 'thời_gian', 'công_nghệ')),
	CONSTRAINT "chatbot_training_priority" CHECK ("chatbot_training_items"."priority" between 1 and 10),
	CONSTRAINT "chatbot_training_success_rate" CHECK ("chatbot_training_items"."success_rate" is null or "chatbot_training_items"."success_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "crm_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"payload" jsonb NOT NULL,
	"status" "crm_outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_outbox_attempts" CHECK ("crm_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "livechat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"sender" "livechat_sender" NOT NULL,
	"message" text NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livechat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"visitor_name" text DEFAULT 'Khách' NOT NULL,
	"visitor_phone" text,
	"visitor_email" text,
	"last_message_at" timestamp with time zone,
	"last_message_preview" text,
	"last_message_sender" "livechat_sender",
	"unread_for_admin" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "livechat_rooms_sessionId_unique" UNIQUE("session_id"),
	CONSTRAINT "livechat_rooms_unread" CHECK ("livechat_rooms"."unread_for_admin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "media_kind" NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_path_unique" UNIQUE("path"),
	CONSTRAINT "media_files_size" CHECK ("media_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"type" text DEFAULT 'news' NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"status" "news_status" DEFAULT 'draft' NOT NULL,
	"scheduled_publish_date" timestamp with time zone,
	"published_date" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"focus_keyword" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"seo_score" integer DEFAULT 0 NOT NULL,
	"readability_score" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_scheduled_has_date" CHECK ("news"."status" <> 'scheduled' or "news"."scheduled_publish_date" is not null),
	CONSTRAINT "news_published_has_date" CHECK ("news"."status" <> 'published' or "news"."published_date" is not null),
	CONSTRAINT "news_counters" CHECK ("news"."views" >= 0 and "news"."like_count" >= 0),
	CONSTRAINT "news_scores" CHECK ("news"."seo_score" between 0 and 100 and "news"."readability_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "news_likes" (
	"news_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_likes_news_id_visitor_id_pk" PRIMARY KEY("news_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid,
	"service_title" text NOT NULL,
	"service_type" "service_type" NOT NULL,
	"amount" integer,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"payment_method" "payment_method" DEFAULT 'MOMO' NOT NULL,
	"order_status" "order_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"order_code" text NOT NULL,
	"transfer_content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderCode_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_paid_amount" CHECK (("orders"."payment_status" = 'paid' and "orders"."paid_amount" > 0) or ("orders"."payment_status" <> 'paid' and "orders"."paid_amount" = 0)),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" is null or "orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider_payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_transactionId_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"icon" text DEFAULT 'Cloud' NOT NULL,
	"icon_color" text DEFAULT '#1976d2' NOT NULL,
	"dashboard_image" text,
	"video_file" text,
	"zip_file" text,
	"guide_file" text,
	"status" "product_status" DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_category" CHECK ("products"."category" in ('Công Cụ Đám Mây', 'Phát Triển', 'Phân Tích', 'Bảo Mật')),
	CONSTRAINT "products_counters" CHECK ("products"."sort_order" >= 0 and "products"."views" >= 0 and "products"."downloads" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"price" integer,
	"type" "service_type" DEFAULT 'web' NOT NULL,
	"description" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_range" CHECK ("services"."price" is null or ("services"."price" > 0 and "services"."price" <= 1000000000))
);
--> statement-breakpoint
ALTER TABLE "account_roles" ADD CONSTRAINT "account_roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_roles" ADD CONSTRAINT "account_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_feedback" ADD CONSTRAINT "chatbot_feedback_message_id_chatbot_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chatbot_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_training_item_id_chatbot_training_items_id_fk" FOREIGN KEY ("training_item_id") REFERENCES "public"."chatbot_training_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_messages" ADD CONSTRAINT "livechat_messages_room_id_livechat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."livechat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livechat_messages" ADD CONSTRAINT "livechat_messages_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_list_idx" ON "accounts" USING btree ("is_deleted","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chatbot_feedback_message_idx" ON "chatbot_feedback" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chatbot_messages_session_idx" ON "chatbot_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "chatbot_messages_created_idx" ON "chatbot_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chatbot_training_list_idx" ON "chatbot_training_items" USING btree ("status","category","priority" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_outbox_due_idx" ON "crm_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "crm_outbox_booking_idx" ON "crm_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "livechat_messages_room_idx" ON "livechat_messages" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "livechat_rooms_recent_idx" ON "livechat_rooms" USING btree ("last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_files_kind_idx" ON "media_files" USING btree ("kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_public_idx" ON "news" USING btree ("is_deleted","status","published_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_scheduled_idx" ON "news" USING btree ("status","scheduled_publish_date");--> statement-breakpoint
CREATE INDEX "news_admin_idx" ON "news" USING btree ("is_deleted","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_trash_idx" ON "news" USING btree ("is_deleted","deleted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_author_idx" ON "news" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_service_idx" ON "orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("is_deleted","status","sort_order");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_deleted","status","views" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_latest_idx" ON "products" USING btree ("is_deleted","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_trash_idx" ON "products" USING btree ("is_deleted","deleted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_list_idx" ON "services" USING btree ("is_deleted","type");--> statement-breakpoint
CREATE INDEX "services_trash_idx" ON "services" USING btree ("is_deleted","deleted_at");