import { sql } from 'drizzle-orm';
import { index, pgTable } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { belongsTo, id } from './columns.ts';
import { news, newsStatus } from './news.ts';

/**
 * An article as one save left it (decision 042): who, when, why, and the fields an editor writes. Trashing keeps
 * them; deleting the article for good takes them along. Which are kept is `revisionsToDrop`.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  (c) => ({
    id: id(),
    newsId: belongsTo(() => news.id),
    savedAt: c.timestamp({ withTimezone: true }).notNull(),
    savedBy: c.uuid().references(() => accounts.id, { onDelete: 'set null' }),
    /** The account's name at saving time: the list still names someone whose account is gone. */
    savedByName: c.text().notNull(),
    /** 'create', 'update', 'publish' or 'restore'. */
    reason: c.text().notNull(),
    /** The revision a restore brought back (no key: retention may drop it later). */
    restoredFrom: c.uuid(),
    title: c.text().notNull(),
    slug: c.text().notNull(),
    summary: c.text().notNull(),
    content: c.text().notNull(),
    image: c.text(),
    type: c.text().notNull(),
    status: newsStatus().notNull(),
    scheduledPublishDate: c.timestamp({ withTimezone: true }),
    focusKeyword: c.text().notNull(),
    keywords: c.text().array().notNull().default(sql`'{}'::text[]`),
    metaDescription: c.text().notNull(),
    seoScore: c.integer().notNull(),
  }),
  (t) => [index('article_revisions_news_idx').on(t.newsId, t.savedAt.desc().nullsFirst())],
);
