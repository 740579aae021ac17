import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings an admin edits on Hệ thống (the business hours, decision 049): one JSON value per name, validated by
 * its domain schema when written and when read. Owned by the system module.
 */
export const systemSettings = pgTable('system_settings', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
