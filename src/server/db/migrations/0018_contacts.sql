CREATE TABLE "contact_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"text_version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"source" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_links_source" CHECK ("contact_links"."source" in ('livechat', 'assistant', 'booking', 'order'))
);
--> statement-breakpoint
CREATE TABLE "contact_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"owner_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_identified" CHECK ("contacts"."phone" is not null or "contacts"."email" is not null),
	CONSTRAINT "contacts_source" CHECK ("contacts"."source" in ('livechat', 'assistant', 'booking', 'order'))
);
--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_consents_contact_idx" ON "contact_consents" USING btree ("contact_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_links_ref_uq" ON "contact_links" USING btree ("source","ref_id");--> statement-breakpoint
CREATE INDEX "contact_links_contact_idx" ON "contact_links" USING btree ("contact_id","source");--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_phone_uq" ON "contacts" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_uq" ON "contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_activity_idx" ON "contacts" USING btree ("last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id","last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
-- decision 043: the identity rule of src/domain/contacts/contact-identity.rules.ts, for rows already stored (the
-- backfill below) and for the erase's search; tests/integration/contacts-backfill.test.ts checks both agree.
CREATE FUNCTION contacts_phone_key(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n ~ '^([35789][0-9]{8}|2[0-9]{9})$' THEN '+84' || n END
  FROM (SELECT regexp_replace(
      CASE WHEN d LIKE '+84%' THEN substr(d, 4)
           WHEN d LIKE '0084%' THEN substr(d, 5)
           WHEN d LIKE '84%' AND length(d) >= 11 THEN substr(d, 3)
           WHEN d LIKE '0%' THEN substr(d, 2) END, '^0', '') AS n
    FROM (SELECT regexp_replace(coalesce(value, ''), '[[:space:]' || chr(160) || './()-]', '', 'g') AS d) s) t
$$;--> statement-breakpoint
CREATE FUNCTION contacts_email_key(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(e) <= 254 AND e ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' THEN e END
  FROM (SELECT lower(regexp_replace(coalesce(value, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g')) AS e) t
$$;--> statement-breakpoint
-- decision 044: the erase's replacement inside a jsonb value, string by string (keys too), so the result stays
-- valid JSON whatever the value holds (a phone stored as a JSON number becomes the replacement string).
CREATE FUNCTION contacts_erase_jsonb(value jsonb, pattern text, replacement text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      RETURN (SELECT coalesce(jsonb_object_agg(regexp_replace(k, pattern, replacement, 'gi'),
                                               contacts_erase_jsonb(v, pattern, replacement)), '{}'::jsonb)
                FROM jsonb_each(value) AS e(k, v));
    WHEN 'array' THEN
      RETURN (SELECT coalesce(jsonb_agg(contacts_erase_jsonb(v, pattern, replacement) ORDER BY n), '[]'::jsonb)
                FROM jsonb_array_elements(value) WITH ORDINALITY AS e(v, n));
    WHEN 'string' THEN
      RETURN to_jsonb(regexp_replace(value #>> '{}', pattern, replacement, 'gi'));
    WHEN 'number' THEN
      RETURN CASE WHEN value::text ~* pattern THEN to_jsonb(replacement) ELSE value END;
    ELSE
      RETURN value;
  END CASE;
END $$;--> statement-breakpoint
-- The contact page's timeline (decision 043): what each linked row did, read-only, owned by contacts. Named
-- columns of other areas are read here and nowhere else in the contacts module; a change to those tables
-- changes this view in the same migration.
CREATE VIEW contact_timeline AS
  SELECT l.contact_id, m.created_at AS at, 'chat_message'::text AS kind, l.source, m.id::text AS ref_id,
         m.message AS summary, jsonb_build_object('sender', m.sender, 'roomId', m.room_id) AS detail
    FROM contact_links l JOIN livechat_messages m ON l.source = 'livechat' AND m.room_id = l.ref_id::uuid
  UNION ALL
  SELECT l.contact_id, c.created_at, 'assistant_message', l.source, c.id::text, c.user_message,
         jsonb_build_object('answer', c.bot_response, 'sessionId', c.session_id)
    FROM contact_links l JOIN chatbot_messages c ON l.source = 'assistant' AND c.session_id = l.ref_id
  UNION ALL
  SELECT l.contact_id, b.created_at, 'booking', l.source, b.id::text, b.service,
         jsonb_build_object('status', 'processing', 'note', b.note)
    FROM contact_links l JOIN bookings b ON l.source = 'booking' AND b.id = l.ref_id::uuid
  UNION ALL
  -- bookings keep their current status only (spec 002 §4: one change, from processing): its time is updated_at
  SELECT l.contact_id, b.updated_at, 'booking_status', l.source, b.id::text, b.service,
         jsonb_build_object('status', b.status)
    FROM contact_links l JOIN bookings b ON l.source = 'booking' AND b.id = l.ref_id::uuid
   WHERE b.status <> 'processing'
  UNION ALL
  SELECT l.contact_id, o.created_at, 'order', l.source, o.id::text, o.service_title,
         jsonb_build_object('orderCode', o.order_code, 'amount', o.amount, 'paymentMethod', o.payment_method)
    FROM contact_links l JOIN orders o ON l.source = 'order' AND o.id = l.ref_id::uuid
  UNION ALL
  SELECT l.contact_id, h.created_at, 'order_status', l.source, o.id::text, o.service_title,
         jsonb_build_object('orderCode', o.order_code, 'orderStatus', h.to_order_status,
                            'paymentStatus', h.to_payment_status, 'by', h.actor_name)
    FROM contact_links l JOIN orders o ON l.source = 'order' AND o.id = l.ref_id::uuid
    JOIN order_status_history h ON h.order_id = o.id
  UNION ALL
  SELECT l.contact_id, p.received_at, 'payment', l.source, p.id::text, o.service_title,
         jsonb_build_object('orderCode', o.order_code, 'amount', p.amount, 'provider', p.provider)
    FROM contact_links l JOIN orders o ON l.source = 'order' AND o.id = l.ref_id::uuid
    JOIN received_payments p ON p.order_id = o.id AND p.status IN ('matched', 'assigned');--> statement-breakpoint
-- One-time backfill (decision 043): every stored live chat room with details, booking and order joins its
-- contact, oldest first, the phone deciding before the e-mail.
DO $$
DECLARE
  r record;
  found uuid;
  ph text;
  em text;
BEGIN
  FOR r IN
    SELECT * FROM (
      SELECT 'booking' AS source, id::text AS ref_id, full_name AS name, phone, email, created_at FROM bookings
      UNION ALL
      SELECT 'order', id::text, full_name, phone, email, created_at FROM orders
      UNION ALL
      SELECT 'livechat', id::text, visitor_name, visitor_phone, visitor_email, coalesce(last_message_at, created_at)
        FROM livechat_rooms WHERE visitor_phone IS NOT NULL OR visitor_email IS NOT NULL
    ) rows ORDER BY created_at, ref_id
  LOOP
    ph := contacts_phone_key(r.phone);
    em := contacts_email_key(r.email);
    CONTINUE WHEN ph IS NULL AND em IS NULL;
    found := NULL;
    IF ph IS NOT NULL THEN SELECT id INTO found FROM contacts WHERE phone = ph; END IF;
    IF found IS NULL AND em IS NOT NULL THEN SELECT id INTO found FROM contacts WHERE email = em; END IF;
    IF found IS NULL THEN
      INSERT INTO contacts (name, phone, email, source, last_activity_at, created_at, updated_at)
        VALUES (CASE WHEN r.name = 'Khách' THEN '' ELSE coalesce(r.name, '') END, ph, em, r.source,
                r.created_at, r.created_at, r.created_at)
        RETURNING id INTO found;
    ELSE
      UPDATE contacts c SET
          phone = coalesce(c.phone, CASE WHEN NOT EXISTS (SELECT 1 FROM contacts o WHERE o.phone = ph) THEN ph END),
          email = coalesce(c.email, CASE WHEN NOT EXISTS (SELECT 1 FROM contacts o WHERE o.email = em) THEN em END),
          name = CASE WHEN c.name = '' AND r.name IS NOT NULL AND r.name <> 'Khách' THEN r.name ELSE c.name END,
          last_activity_at = greatest(c.last_activity_at, r.created_at)
        WHERE c.id = found;
    END IF;
    INSERT INTO contact_links (contact_id, source, ref_id, created_at) VALUES (found, r.source, r.ref_id, r.created_at)
      ON CONFLICT DO NOTHING;
  END LOOP;
END $$;
