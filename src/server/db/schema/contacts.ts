import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, timestamps } from './columns.ts';

/** Where a contact's rows come from: the areas that link their rows when they create them (ARCHITECTURE.md). */
export const CONTACT_SOURCES = ['livechat', 'assistant', 'booking', 'order'] as const;

/**
 * One person across every channel (decision 043): known by a canonical Vietnamese phone (`+84…`) and/or a
 * lower-cased e-mail, each held by one contact at most.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    name: text().notNull().default(''),
    phone: text(),
    email: text(),
    /** The staff member who looks after this person; set null when that account is deleted for good. */
    ownerId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** The channel this person first came through. */
    source: text({ enum: CONTACT_SOURCES }).notNull(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Name, e-mail and phone (also in its national 0… form), lower-cased without diacritics: the list's search
     * reads one stored column instead of folding three on every row of every query (bench/RESULTS.md).
     */
    searchText: text().generatedAlwaysAs(
      sql`contacts_fold(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce('0' || substr(phone, 4), ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('contacts_identified', sql`${t.phone} is not null or ${t.email} is not null`),
    check('contacts_source', sql`${t.source} in ('livechat', 'assistant', 'booking', 'order')`),
    uniqueIndex('contacts_phone_uq').on(t.phone),
    uniqueIndex('contacts_email_uq').on(t.email),
    // the list, newest activity first, in the order it pages (the id breaks ties): a deep page reads the index
    // only (bench/RESULTS.md, contacts)
    index('contacts_activity_idx').on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // the search without diacritics: "contains" on the folded column through trigrams (pg_trgm)
    index('contacts_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contacts_owner_idx').on(t.ownerId, t.lastActivityAt.desc().nullsFirst()),
  ],
);

/**
 * A row of another area tied to its contact, written in the same transaction as that row (decision 026). The
 * row is named by its area and id (the assistant's session id for the assistant), so no area's table changes.
 */
export const contactLinks = pgTable(
  'contact_links',
  {
    id: id(),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    source: text({ enum: CONTACT_SOURCES }).notNull(),
    refId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_links_source', sql`${t.source} in ('livechat', 'assistant', 'booking', 'order')`),
    // one row belongs to one person
    uniqueIndex('contact_links_ref_uq').on(t.source, t.refId),
    index('contact_links_contact_idx').on(t.contactId, t.source),
  ],
);

/** Staff notes on a contact, newest first on the contact page. */
export const contactNotes = pgTable(
  'contact_notes',
  {
    id: id(),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_notes_contact_idx').on(t.contactId, t.createdAt.desc().nullsFirst())],
);

/**
 * What the person agreed to when a form collected their data (Decree 13/2023/NĐ-CP): the notice's text version,
 * when, and through which form.
 */
export const contactConsents = pgTable(
  'contact_consents',
  {
    id: id(),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    textVersion: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('contact_consents_contact_idx').on(t.contactId, t.givenAt)],
);
