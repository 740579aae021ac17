import type { NewsCard } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { createNewsRepository, type NewsCardRow } from './news.repository.ts';

export function toNewsCard(row: NewsCardRow): NewsCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    type: row.type,
    author: row.authorName,
    // published rows always carry publishedDate (check news_published_has_date); createdAt is the type's fallback
    publishedDate: (row.publishedDate ?? row.createdAt).toISOString(),
    views: row.views,
    like: row.likeCount,
  };
}

export function createNewsService(db: Db, clock: () => Date) {
  const repo = createNewsRepository(db);
  return {
    /** spec 000 §7 GET /news: the publicly visible articles (spec 000 §4), paged. */
    async listPublic(page: number, limit: number) {
      const { rows, total } = await repo.pagePublic(clock(), page, limit);
      return {
        items: rows.map(toNewsCard),
        pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
  };
}
