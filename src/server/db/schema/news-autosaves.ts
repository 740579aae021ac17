import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { news } from './news.ts';

/**
 * What an editor typed and has not saved (decision 042): one row per article and account, replaced every few
 * seconds, kept apart from the article so a published article's edits stay unpublished until 'Lưu'. A save by
 * that account clears it. Stored sanitised, like the article (it is shown on the preview page).
 */
export const articleAutosaves = pgTable(
  'article_autosaves',
  {
    newsId: uuid()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text().notNull(),
    content: text().notNull(),
    image: text().notNull(),
    type: text().notNull(),
    focusKeyword: text().notNull(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    metaDescription: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.accountId] })],
);
