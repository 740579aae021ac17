import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, timestamps } from './columns.ts';
import { news } from './news.ts';

/**
 * Old public addresses and where they moved (decision 042). Paths are stored in their one spelling
 * (normaliseRedirectPath); no row's target is another row's source, so every redirect is one hop.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    sourcePath: text().notNull().unique(),
    targetPath: text().notNull(),
    /** 'article' when an article's slug changed, 'manual' when an admin added it. */
    kind: text().notNull().default('manual'),
    // an article deleted for good takes the redirects to it along: its old addresses answer 404 like its own
    newsId: uuid().references(() => news.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('redirects_not_to_itself', sql`${t.sourcePath} <> ${t.targetPath}`),
    check('redirects_kind', sql`${t.kind} in ('article', 'manual')`),
    index('redirects_target_idx').on(t.targetPath),
    index('redirects_news_idx').on(t.newsId),
    index('redirects_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
