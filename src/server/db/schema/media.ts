import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id } from './columns.ts';

/** The four media folders served under /api/public/ (spec 000 §9, 002 §7). */
export const mediaKind = pgEnum('media_kind', ['image', 'video', 'zip', 'guide']);

/** A stored upload. `path` is what entities store and the client turns into a URL, e.g. public/images/x.jpg. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    kind: mediaKind().notNull(),
    path: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Images only, after re-encoding. */
    width: integer(),
    height: integer(),
    // set null: files outlive the permanent deletion of the account that uploaded them
    uploadedBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_files_size', sql`${t.sizeBytes} >= 0`),
    index('media_files_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst()),
  ],
);
