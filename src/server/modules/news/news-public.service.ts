import type { Article } from '#domain/news/article.schema.ts';
import { galleryImages } from '#domain/news/gallery.rules.ts';
import type { NewsCard } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createNewsRepository } from './news.repository.ts';
import { createNewsService, toNewsCard } from './news.service.ts';
import { createNewsPublicRepository, type NeighbourRow } from './news-public.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Không tìm thấy bài viết này.';
const RECENT = 10; // spec 000 §9: the detail sidebar shows the 10 most recent posts

export type PublicArticlePage = {
  article: Article;
  gallery: string[];
  previous: NeighbourRow | null;
  next: NeighbourRow | null;
  recent: NewsCard[];
};

/** The news a visitor reads (spec 000 §2 News list and detail), with views and likes. */
export function createNewsPublicService(deps: { db: Db; now: () => Date; mediaDir: string }) {
  const { db, now } = deps;
  const repo = createNewsPublicRepository(db);
  const newsRepo = createNewsRepository(db);
  const news = createNewsService(deps);

  async function visibleLikes(id: string): Promise<number> {
    const count = UUID.test(id) ? await repo.visibleCount(now(), id) : undefined;
    if (count === undefined) throw notFound(NOT_FOUND);
    return count;
  }

  return {
    list: (page: number, search?: string) => news.listPublic(page, undefined, search),

    async articlePage(slug: string): Promise<PublicArticlePage | null> {
      let article: Article;
      try {
        article = await news.get(slug, null);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
      const published = new Date(article.publishedDate ?? article.createdAt);
      const [{ previous, next }, recent] = await Promise.all([
        repo.neighbours(now(), published, article._id),
        newsRepo.latestPublic(now(), RECENT),
      ]);
      return {
        article,
        gallery: galleryImages(article.content),
        previous,
        next,
        recent: recent.map(toNewsCard),
      };
    },

    async countView(id: string): Promise<number> {
      const views = UUID.test(id) ? await repo.incrementViews(now(), id) : undefined;
      if (views === undefined) throw notFound(NOT_FOUND);
      return views;
    },

    async likeStatus(id: string, visitorId: string | undefined) {
      const totalLikes = await visibleLikes(id);
      return { liked: visitorId ? await repo.hasLiked(id, visitorId) : false, totalLikes };
    },

    async setLiked(id: string, visitorId: string, liked: boolean) {
      await visibleLikes(id);
      return { liked, totalLikes: await repo.setLiked(id, visitorId, liked) };
    },
  };
}
