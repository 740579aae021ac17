import { sql } from 'drizzle-orm';
import { index, pgTable } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { belongsTo, revisionMeta } from './columns.ts';
import { news, newsStatus } from './news.ts';

/**
 * An article as one save left it (decision 042): who, when, why, and the fields an editor writes. Trashing keeps
 * them; deleting the article for good takes them along. Which are kept is `revisionsToDrop`.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  (c) => ({
    ...revisionMeta(() => accounts.id),
    newsId: belongsTo(() => news.id),
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
