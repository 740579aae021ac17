import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { id, timestamps } from './columns.ts';

/** What a row carries: the CRM contact, or one of the two notification e-mails (decision 014). */
export const OUTBOX_KINDS = ['crm', 'visitor_mail', 'company_mail'] as const;

export const crmOutboxStatus = pgEnum('crm_outbox_status', ['pending', 'sent', 'failed']);

/**
 * Contacts waiting to be forwarded to the external CRM (spec 002 §1, §7). Written in the booking's
 * transaction and sent afterwards with retries, so a CRM outage never loses a consultation request.
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: id(),
    // set null: the forwarding record outlives a booking removed later
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** The CRM contact payload of spec 002 §3 (fullname, phone, email, … services). */
    kind: text({ enum: OUTBOX_KINDS }).notNull().default('crm'),
    /** Sent with every attempt, so a receiver that dedupes never records the same message twice. */
    idempotencyKey: text().notNull().unique().default(sql`gen_random_uuid()::text`),
    payload: jsonb().notNull(),
    status: crmOutboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('crm_outbox_attempts', sql`${t.attempts} >= 0`),
    check('crm_outbox_kind', sql`${t.kind} in ('crm', 'visitor_mail', 'company_mail')`),
    // the sender's "what is due" query
    index('crm_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('crm_outbox_booking_idx').on(t.bookingId),
  ],
);
