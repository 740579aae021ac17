import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id } from './columns.ts';
import { news, newsStatus } from './news.ts';

/**
 * An article as one save left it (decision 042): who, when, why, and the fields an editor writes. Trashing keeps
 * them; deleting the article for good takes them along. Which are kept is `revisionsToDrop`.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: id(),
    newsId: uuid()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull(),
    savedBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    /** The account's name at saving time: the list still names someone whose account is gone. */
    savedByName: text().notNull(),
    /** 'create', 'update', 'publish' or 'restore'. */
    reason: text().notNull(),
    /** The revision a restore brought back (no key: retention may drop it later). */
    restoredFrom: uuid(),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text().notNull(),
    content: text().notNull(),
    image: text(),
    type: text().notNull(),
    status: newsStatus().notNull(),
    scheduledPublishDate: timestamp({ withTimezone: true }),
    focusKeyword: text().notNull(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    metaDescription: text().notNull(),
    seoScore: integer().notNull(),
  },
  (t) => [index('article_revisions_news_idx').on(t.newsId, t.savedAt.desc().nullsFirst())],
);
