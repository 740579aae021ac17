import { sql } from 'drizzle-orm';
import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { belongsTo } from './columns.ts';
import { news } from './news.ts';

/**
 * What an editor typed and has not saved (decision 042): one row per article and account, replaced every few
 * seconds, kept apart from the article so a published article's edits stay unpublished until 'Lưu'. A save by
 * that account clears it. Stored as the form sent it, within the schema's bounds: every read cleans it, as the
 * article is cleaned (news-autosave.repository.ts; decision 052).
 */
export const articleAutosaves = pgTable(
  'article_autosaves',
  (c) => ({
    newsId: belongsTo(() => news.id),
    accountId: belongsTo(() => accounts.id),
    savedAt: c.timestamp({ withTimezone: true }).notNull(),
    title: c.text().notNull(),
    slug: c.text().notNull(),
    summary: c.text().notNull(),
    content: c.text().notNull(),
    image: c.text().notNull(),
    type: c.text().notNull(),
    focusKeyword: c.text().notNull(),
    keywords: c.text().array().notNull().default(sql`'{}'::text[]`),
    metaDescription: c.text().notNull(),
  }),
  (t) => [primaryKey({ columns: [t.newsId, t.accountId] })],
);
