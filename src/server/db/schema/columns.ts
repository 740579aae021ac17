import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column sets every table shares. Timestamps are `timestamptz`, stored in UTC. */
export const id = () => uuid().primaryKey().default(sql`gen_random_uuid()`);

/** A required key to a row of another table, whose deletion takes this row along (`on delete cascade`). */
export const belongsTo = (column: () => AnyPgColumn) =>
  uuid().notNull().references(column, { onDelete: 'cascade' });

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Soft delete, wherever the spec has a trash (ARCHITECTURE.md, API conventions). */
export const softDelete = {
  isDeleted: boolean().notNull().default(false),
  deletedAt: timestamp({ withTimezone: true }),
  deletedBy: uuid(),
};

/**
 * Who kept a revision, when and why (decisions 042 and 053: articles' and products' revisions alike). `account` is
 * the accounts table's key: an account deleted since leaves its name.
 */
export const revisionMeta = (account: () => AnyPgColumn) => ({
  id: id(),
  savedAt: timestamp({ withTimezone: true }).notNull(),
  savedBy: uuid().references(account, { onDelete: 'set null' }),
  /** The account's name at saving time: the list still names someone whose account is gone. */
  savedByName: text().notNull(),
  /** The save that made it: 'create', 'update', … (each area names its own). */
  reason: text().notNull(),
  /** The revision a restore brought back (no key: retention may drop it later). */
  restoredFrom: uuid(),
});

// Newest-first indexes are declared `.desc().nullsFirst()`: that is PostgreSQL's order for `ORDER BY x DESC`
// (drizzle's desc()), so those queries read the index in order instead of sorting.
