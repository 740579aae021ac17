import { and, desc, eq, inArray } from 'drizzle-orm';
import type { news } from '../../db/schema/news.ts';
import { articleRevisions } from '../../db/schema/news-revisions.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type RevisionRow = typeof articleRevisions.$inferSelect;
type ArticleState = typeof news.$inferSelect;

// the list leaves the content out: it is read one revision at a time
const listColumns = {
  id: articleRevisions.id,
  newsId: articleRevisions.newsId,
  savedAt: articleRevisions.savedAt,
  savedBy: articleRevisions.savedBy,
  savedByName: articleRevisions.savedByName,
  reason: articleRevisions.reason,
  restoredFrom: articleRevisions.restoredFrom,
  title: articleRevisions.title,
  slug: articleRevisions.slug,
  status: articleRevisions.status,
  seoScore: articleRevisions.seoScore,
};
export type RevisionListRow = Pick<RevisionRow, keyof typeof listColumns>;

/** The only queries on `article_revisions` (decision 042). */
export function createNewsRevisionsRepository(db: Executor) {
  return {
    /** A copy of the article as this save left it. */
    async insert(
      article: ArticleState,
      meta: { savedAt: Date; by: { id: string; fullName: string }; reason: string; restoredFrom?: string },
    ): Promise<void> {
      await db.insert(articleRevisions).values({
        newsId: article.id,
        savedAt: meta.savedAt,
        savedBy: meta.by.id,
        savedByName: meta.by.fullName,
        reason: meta.reason,
        restoredFrom: meta.restoredFrom ?? null,
        title: article.title,
        slug: article.slug,
        summary: article.summary,
        content: article.content,
        image: article.image,
        type: article.type,
        status: article.status,
        scheduledPublishDate: article.scheduledPublishDate,
        focusKeyword: article.focusKeyword,
        keywords: article.keywords,
        metaDescription: article.metaDescription,
        seoScore: article.seoScore,
      });
    },

    async times(newsId: string): Promise<Array<{ id: string; savedAt: Date }>> {
      return db
        .select({ id: articleRevisions.id, savedAt: articleRevisions.savedAt })
        .from(articleRevisions)
        .where(eq(articleRevisions.newsId, newsId));
    },

    async deleteIds(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(articleRevisions).where(inArray(articleRevisions.id, ids));
    },

    async list(newsId: string): Promise<RevisionListRow[]> {
      return db
        .select(listColumns)
        .from(articleRevisions)
        .where(eq(articleRevisions.newsId, newsId))
        .orderBy(desc(articleRevisions.savedAt), desc(articleRevisions.id));
    },

    async find(newsId: string, id: string): Promise<RevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(articleRevisions)
        .where(and(eq(articleRevisions.newsId, newsId), eq(articleRevisions.id, id)))
        .limit(1);
      return row;
    },
  };
}
