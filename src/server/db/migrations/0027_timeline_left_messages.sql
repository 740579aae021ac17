-- The contact page's timeline (decisions 043, 050): a message left outside business hours says so, as the
-- console shows it; the rest of the view is unchanged from 0018.
CREATE OR REPLACE VIEW contact_timeline AS
  SELECT l.contact_id, m.created_at AS at, 'chat_message'::text AS kind, l.source, m.id::text AS ref_id,
         m.message AS summary,
         jsonb_build_object('sender', m.sender, 'roomId', m.room_id, 'left', lm.message_id IS NOT NULL) AS detail
    FROM contact_links l JOIN livechat_messages m ON l.source = 'livechat' AND m.room_id = l.ref_id::uuid
    LEFT JOIN livechat_left_messages lm ON lm.message_id = m.id
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
    JOIN received_payments p ON p.order_id = o.id AND p.status IN ('matched', 'assigned');
