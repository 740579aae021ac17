import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

/** spec 002 §4: processing to completed or cancelled, from the pending screen only. */
export const bookingStatus = pgEnum('booking_status', ['processing', 'completed', 'cancelled']);

/** A consultation request from /advise (spec 002 §3 Consultation form, Booking). */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Optional on the form, at most 50 characters (spec 002 §5). */
    fullName: text().notNull().default(''),
    email: text(),
    phone: text().notNull(),
    gender: text(),
    occupation: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** Website, App or Agency: required (the stricter of the two readings of spec 002 §3 and §5). */
    service: text().notNull(),
    note: text(),
    status: bookingStatus().notNull().default('processing'),
    /** The sender's address: at most 10 accepted bookings per address a minute. */
    clientIp: text(),
    ...timestamps,
  },
  (t) => [
    check('bookings_gender', sql`${t.gender} is null or ${t.gender} in ('Nam', 'Nữ')`),
    check('bookings_service', sql`${t.service} in ('Website', 'App', 'Agency')`),
    check('bookings_full_name_length', sql`char_length(${t.fullName}) <= 50`),
    // pending screen (processing) and history (completed, cancelled), newest first
    index('bookings_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst()),
    // the per-address limit and the duplicate check look at the last minute of one address or phone
    index('bookings_client_ip_idx').on(t.clientIp, t.createdAt),
    index('bookings_phone_idx').on(t.phone, t.createdAt),
  ],
);
