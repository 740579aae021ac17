import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { belongsTo, revisionMeta } from './columns.ts';
import { productStatus, products } from './products.ts';

/**
 * A product as one save left it (decision 053): who, when, why, and what the public page shows of what an editor
 * writes (the files are not kept: a replaced file is deleted with its save). Trashing keeps them; deleting the
 * product for good takes them along. Which are kept is `revisionsToDrop`, as for articles.
 */
export const productRevisions = pgTable(
  'product_revisions',
  (c) => ({
    ...revisionMeta(() => accounts.id),
    productId: belongsTo(() => products.id),
    title: c.text().notNull(),
    category: c.text().notNull(),
    description: c.text().notNull(),
    overview: c.text().notNull(),
    features: c.text().array().notNull().default(sql`'{}'::text[]`),
    icon: c.text().notNull(),
    iconColor: c.text().notNull(),
    status: productStatus().notNull(),
  }),
  (t) => [index('product_revisions_product_idx').on(t.productId, t.savedAt.desc().nullsFirst())],
);

/**
 * The unsaved text of a product's edit form that an editor asked to preview (decision 053): one row per product and
 * account, replaced at each 'Xem trước', read by the signed link. Products have no autosave; this is its only copy.
 */
export const productPreviewDrafts = pgTable(
  'product_preview_drafts',
  (c) => ({
    productId: belongsTo(() => products.id),
    accountId: belongsTo(() => accounts.id),
    savedAt: c.timestamp({ withTimezone: true }).notNull(),
    title: c.text().notNull(),
    description: c.text().notNull(),
    overview: c.text().notNull(),
    features: c.text().array().notNull().default(sql`'{}'::text[]`),
  }),
  (t) => [primaryKey({ columns: [t.productId, t.accountId] })],
);
