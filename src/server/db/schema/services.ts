import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps } from './columns.ts';

/** spec 000 §3, 001 §3: the three tabs of the price list. The declaration order is the display order. */
export const serviceType = pgEnum('service_type', ['web', 'app', 'agency']);

/** A service sold on the price list (spec 000 §3, 001 §3). */
export const services = pgTable(
  'services',
  {
    id: id(),
    title: text().notNull(),
    /** Integer đồng; null shows 'Liên hệ' (spec 000 §9). */
    price: integer(),
    type: serviceType().notNull().default('web'),
    /** One line per feature; lines of at least 10 characters (spec 001 §5). */
    description: text().array().notNull().default(sql`'{}'::text[]`),
    image: text(),
    /** Shown on the public price list when true (spec 001 §3 status). */
    status: boolean().notNull().default(true),
    ...softDelete,
    ...timestamps,
  },
  (t) => [
    // spec 001 §5: above 0 and at most 1 billion đồng
    check('services_price_range', sql`${t.price} is null or (${t.price} > 0 and ${t.price} <= 1000000000)`),
    index('services_list_idx').on(t.isDeleted, t.type),
    index('services_trash_idx').on(t.isDeleted, t.deletedAt),
  ],
);
