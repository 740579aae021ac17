import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo, id, softDelete, timestamps } from './columns.ts';

/** spec 002 §4: Hoạt động / Tạm dừng. */
export const productStatus = pgEnum('product_status', ['active', 'inactive']);

/**
 * A downloadable product (spec 002 §3). The API calls its key `id`, not `_id`. File columns hold the stored
 * paths the client turns into URLs: public/images/…, public/videos/…, public/zips/…, public/guides/….
 */
export const products = pgTable(
  'products',
  (c) => ({
    id: id(),
    title: c.text().notNull(),
    /**
     * spec 002 §3: Công Cụ Đám Mây, Phát Triển, Phân Tích, Bảo Mật. Text with a check rather than an enum: the
     * API exposes these Vietnamese labels as they are, and a check is replaced in one statement if the list grows.
     */
    category: c.text().notNull(),
    /** The short description of the cards. */
    description: c.text().notNull(),
    /** The detailed description of the detail page. */
    overview: c.text().notNull().default(''),
    features: c.text().array().notNull().default(sql`'{}'::text[]`),
    /** spec 002 §3: Cloud, Wrench, BarChart, Shield, Database, Smartphone, Monitor, Server, Network, Code; Cloud is the fallback. */
    icon: c.text().notNull().default('Cloud'),
    iconColor: c.text().notNull().default('#1976d2'),
    dashboardImage: c.text(),
    videoFile: c.text(),
    zipFile: c.text(),
    guideFile: c.text(),
    status: productStatus().notNull().default('active'),
    sortOrder: c.integer().notNull().default(0),
    views: c.integer().notNull().default(0),
    downloads: c.integer().notNull().default(0),
    ...softDelete,
    ...timestamps,
  }),
  (t) => [
    check(
      'products_category',
      sql`${t.category} in ('Công Cụ Đám Mây', 'Phát Triển', 'Phân Tích', 'Bảo Mật')`,
    ),
    // spec 002 §5: sortOrder minimum 0
    check('products_counters', sql`${t.sortOrder} >= 0 and ${t.views} >= 0 and ${t.downloads} >= 0`),
    // public list (12 active) and admin list, in display order
    index('products_list_idx').on(t.isDeleted, t.status, t.sortOrder),
    // featured (active by views) and latest (active by createdAt), spec 002 §7
    index('products_featured_idx').on(t.isDeleted, t.status, t.views.desc().nullsFirst()),
    index('products_latest_idx').on(t.isDeleted, t.status, t.createdAt.desc().nullsFirst()),
    index('products_trash_idx').on(t.isDeleted, t.deletedAt.desc().nullsFirst()),
  ],
);

/** One rating per visitor and product (decision 015); a visitor who rates again changes their rating. */
export const productRatings = pgTable(
  'product_ratings',
  (c) => ({
    productId: belongsTo(() => products.id),
    visitorId: c.text().notNull(),
    rating: c.smallint().notNull(),
    ...timestamps,
  }),
  (t) => [
    primaryKey({ columns: [t.productId, t.visitorId] }),
    check('product_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * When a visitor's download of a product was last counted (decision 015): a download counts once per visitor
 * per product per hour, decided by one upsert.
 */
export const productDownloadMarks = pgTable(
  'product_download_marks',
  (c) => ({
    productId: belongsTo(() => products.id),
    visitorId: c.text().notNull(),
    countedAt: c.timestamp({ withTimezone: true }).notNull(),
  }),
  (t) => [primaryKey({ columns: [t.productId, t.visitorId] })],
);
