import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values every instance must share and nobody configured: the token signing key when several processes use one
 * database without JWT_SECRET. Created once (insert … on conflict do nothing), read by all.
 */
export const appSettings = pgTable('app_settings', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
