import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news } from '../../db/schema/news.ts';
import { products } from '../../db/schema/products.ts';
import { publicVisibility } from '../news/news.repository.ts';

/** Read-only lists for the sitemap and the feed: exactly what the public pages show (spec 000 §4). */
export function createSeoRepository(db: Db) {
  return {
    visibleArticles(now: Date, limit?: number) {
      const query = db
        .select({
          slug: news.slug,
          title: news.title,
          summary: news.summary,
          type: news.type,
          authorName: news.authorName,
          publishedDate: news.publishedDate,
          updatedAt: news.updatedAt,
        })
        .from(news)
        .where(publicVisibility(now))
        .orderBy(desc(news.publishedDate), desc(news.id));
      return limit ? query.limit(limit) : query;
    },

    activeProducts() {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(and(eq(products.isDeleted, false), eq(products.status, 'active')))
        .orderBy(asc(products.sortOrder), asc(products.createdAt));
    },
  };
}
