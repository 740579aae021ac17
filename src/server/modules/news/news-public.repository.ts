import { and, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news, newsLikes } from '../../db/schema/news.ts';
import { publicVisibility } from './news.repository.ts';

/** What a visitor's reading does: neighbours and recent posts, views, likes (spec 000 §2 News detail). */
export function createNewsPublicRepository(db: Db) {
  return {
    /** The visible article just older (previous) and just newer (next) than this one, by publishedDate. */
    async neighbours(now: Date, publishedDate: Date, id: string) {
      const visible = publicVisibility(now);
      const older = or(
        lt(news.publishedDate, publishedDate),
        and(eq(news.publishedDate, publishedDate), lt(news.id, id)),
      ) as SQL;
      const newer = or(
        gt(news.publishedDate, publishedDate),
        and(eq(news.publishedDate, publishedDate), gt(news.id, id)),
      ) as SQL;
      const [previous, next] = await Promise.all([
        db
          .select({ slug: news.slug, title: news.title })
          .from(news)
          .where(and(visible, older))
          .orderBy(desc(news.publishedDate), desc(news.id))
          .limit(1),
        db
          .select({ slug: news.slug, title: news.title })
          .from(news)
          .where(and(visible, newer))
          .orderBy(news.publishedDate, news.id)
          .limit(1),
      ]);
      return { previous: previous[0] ?? null, next: next[0] ?? null };
    },

    /** Counts a view of a visible article; undefined when there is none. */
    async incrementViews(now: Date, id: string): Promise<number | undefined> {
      const [row] = await db
        .update(news)
        .set({ views: sql`${news.views} + 1`, updatedAt: sql`${news.updatedAt}` })
        .where(and(publicVisibility(now), eq(news.id, id)))
        .returning({ views: news.views });
      return row?.views;
    },

    async viewsOf(now: Date, id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ views: news.views })
        .from(news)
        .where(and(publicVisibility(now), eq(news.id, id)))
        .limit(1);
      return row?.views;
    },

    async visibleCount(now: Date, id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ like: news.likeCount })
        .from(news)
        .where(and(publicVisibility(now), eq(news.id, id)))
        .limit(1);
      return row?.like;
    },

    async hasLiked(id: string, visitorId: string): Promise<boolean> {
      const rows = await db
        .select({ n: sql`1` })
        .from(newsLikes)
        .where(and(eq(newsLikes.newsId, id), eq(newsLikes.visitorId, visitorId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * One like per visitor: the (news, visitor) key makes the insert idempotent, and the cached count moves in the
     * same transaction only when a row was really added or removed, so concurrent clicks are counted exactly.
     */
    async setLiked(id: string, visitorId: string, liked: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx.insert(newsLikes).values({ newsId: id, visitorId }).onConflictDoNothing().returning()
          : await tx
              .delete(newsLikes)
              .where(and(eq(newsLikes.newsId, id), eq(newsLikes.visitorId, visitorId)))
              .returning();
        const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
        const [row] = await tx
          .update(news)
          .set({
            likeCount: sql`greatest(${news.likeCount} + ${delta}, 0)`,
            updatedAt: sql`${news.updatedAt}`,
          })
          .where(eq(news.id, id))
          .returning({ like: news.likeCount });
        return row?.like ?? 0;
      });
    },
  };
}
