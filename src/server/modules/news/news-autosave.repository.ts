import { and, eq } from 'drizzle-orm';
import { articleAutosaves } from '../../db/schema/news-autosaves.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type AutosaveRow = typeof articleAutosaves.$inferSelect;

/** The only queries on `article_autosaves` (decision 042). */
export function createNewsAutosaveRepository(db: Executor) {
  const of = (newsId: string, accountId: string) =>
    and(eq(articleAutosaves.newsId, newsId), eq(articleAutosaves.accountId, accountId));
  return {
    /** One row per article and account: the newest replaces the one before. */
    async put(row: AutosaveRow): Promise<void> {
      const { newsId: _n, accountId: _a, ...fields } = row;
      await db
        .insert(articleAutosaves)
        .values(row)
        .onConflictDoUpdate({ target: [articleAutosaves.newsId, articleAutosaves.accountId], set: fields });
    },

    async find(newsId: string, accountId: string): Promise<AutosaveRow | undefined> {
      const [row] = await db.select().from(articleAutosaves).where(of(newsId, accountId)).limit(1);
      return row;
    },

    /** A save by this account: its unsaved version is now saved (or given up). */
    async clear(newsId: string, accountId: string): Promise<void> {
      await db.delete(articleAutosaves).where(of(newsId, accountId));
    },
  };
}
