import { and, count, desc, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news } from '../../db/schema/news.ts';

export type NewsRow = typeof news.$inferSelect;

/**
 * spec 000 §4 News visibility, as SQL: the same rule as isPubliclyVisible() in
 * src/domain/news/news-visibility.rules.ts. Its first columns follow news_public_idx.
 */
export function publicVisibility(now: Date): SQL {
  return and(
    eq(news.isDeleted, false),
    eq(news.status, 'published'),
    or(isNull(news.scheduledPublishDate), lte(news.scheduledPublishDate, now)),
  ) as SQL;
}

const cardColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  image: news.image,
  type: news.type,
  authorName: news.authorName,
  publishedDate: news.publishedDate,
  createdAt: news.createdAt,
  views: news.views,
  likeCount: news.likeCount,
};

export type NewsCardRow = Pick<NewsRow, keyof typeof cardColumns>;

export function createNewsRepository(db: Db) {
  return {
    /** The newest publicly visible articles, newest first. */
    async latestPublic(now: Date, limit: number): Promise<NewsCardRow[]> {
      return db
        .select(cardColumns)
        .from(news)
        .where(publicVisibility(now))
        .orderBy(desc(news.publishedDate), desc(news.id))
        .limit(limit);
    },

    /** One page of the publicly visible articles, newest first, with the total for the pager. */
    async pagePublic(
      now: Date,
      page: number,
      limit: number,
    ): Promise<{ rows: NewsCardRow[]; total: number }> {
      const visible = publicVisibility(now);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(cardColumns)
          .from(news)
          .where(visible)
          .orderBy(desc(news.publishedDate), desc(news.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(news).where(visible),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
