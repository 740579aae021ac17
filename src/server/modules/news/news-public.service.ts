import type { Article } from '#domain/news/article.schema.ts';
import { galleryImages } from '#domain/news/gallery.rules.ts';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { PublicArticlePage } from '#domain/site/web-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { tooManyCalls, withinCounterLimit } from '../../lib/counter-limits.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import { createNewsRepository } from './news.repository.ts';
import type { NewsService } from './news.service.ts';

const RECENT = 10; // spec 000 §9: the detail sidebar shows the 10 most recent posts
const HOUR_MS = 60 * 60 * 1000;

/** The news a visitor reads (spec 000 §2 News list and detail), with views and likes. */
export function createNewsPublicService(deps: {
  db: Db;
  clock: () => Date;
  news: NewsService;
  counters: Pick<WindowCounter, 'add'>;
}) {
  const { clock, news, counters } = deps;
  // the news table has one repository: the reader's queries sit beside the editor's
  const repo = createNewsRepository(deps.db);

  async function visibleLikes(id: string): Promise<number> {
    const count = isUuid(id) ? (await repo.visibleCounts(clock(), id))?.likes : undefined;
    if (count === undefined) throw notFound(NEWS_MESSAGES.notFound);
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
        repo.neighbours(clock(), published, article._id),
        news.latestPublic(RECENT),
      ]);
      return { article, gallery: galleryImages(article.content), previous, next, recent };
    },

    /**
     * Counts a view once per visitor per article per hour, and only while the address is within the counters'
     * limit (decision 015: every call used to add one); otherwise answers the count as it is.
     */
    async countView(id: string, visitor: { id: string; ip: string }): Promise<number> {
      if (!isUuid(id)) throw notFound(NEWS_MESSAGES.notFound);
      const fresh =
        (await withinCounterLimit(counters, 'news-view', visitor.ip)) &&
        (await counters.add(`news-view:${id}:${visitor.id}`, HOUR_MS)) === 1;
      const views = fresh
        ? await repo.incrementViews(clock(), id)
        : (await repo.visibleCounts(clock(), id))?.views;
      if (views === undefined) throw notFound(NEWS_MESSAGES.notFound);
      return views;
    },

    async likeStatus(id: string, visitorId: string | undefined) {
      const totalLikes = await visibleLikes(id);
      return { liked: visitorId ? await repo.hasLiked(id, visitorId) : false, totalLikes };
    },

    async setLiked(id: string, visitor: { id: string; ip: string }, liked: boolean) {
      await visibleLikes(id);
      if (!(await withinCounterLimit(counters, 'news-like', visitor.ip))) throw tooManyCalls();
      return { liked, totalLikes: await repo.setLiked(id, visitor.id, liked) };
    },
  };
}

export type NewsPublicService = ReturnType<typeof createNewsPublicService>;
