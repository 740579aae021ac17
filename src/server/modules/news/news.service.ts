import { ADMIN_NEWS_PAGE_SIZE, type Article, type ArticleData } from '#domain/news/article.schema.ts';
import type { ArticleAction } from '#domain/news/article-state.rules.ts';
import { PUBLIC_NEWS_PAGE_SIZE } from '#domain/news/news-list.schema.ts';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { isPubliclyVisible } from '#domain/news/news-visibility.rules.ts';
import { analyzeSeo } from '#domain/news/seo.rules.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { NewsCard } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MediaService, StagedUpload } from '../media/media.service.ts';
import type { RedirectsService } from '../redirects/redirects.service.ts';
import { createNewsRepository } from './news.repository.ts';
import {
  editableArticleId,
  load,
  type NewsActor,
  toArticle,
  toNewsCard,
  withDeleters,
} from './news-articles.ts';
import { publishArticle } from './news-publishing.ts';
import { deleteArticlePermanently, restoreArticle, trashArticle } from './news-trash.ts';
import { createArticle, type SaveOptions, startDraft, updateArticle } from './news-writes.ts';

/** The news area (spec 001, 000 §4): one use case per entry, each written beside its kin in this folder. */
export function createNewsService(deps: {
  db: Db;
  clock: () => Date;
  media: MediaService;
  accounts: Pick<AccountsService, 'namesByIds'>;
  redirects: Pick<RedirectsService, 'articleMoved' | 'addressTaken'>;
}) {
  const { clock, media, redirects } = deps;
  const repo = createNewsRepository(deps.db);
  const ctx = { db: deps.db, repo, clock, media, accounts: deps.accounts, redirects };

  return {
    /** spec 000 §7 GET /news: the publicly visible articles (spec 000 §4), paged, 9 per page by default. */
    async listPublic(page: number, limit = PUBLIC_NEWS_PAGE_SIZE, search?: string) {
      const { rows, total } = await repo.pagePublic(clock(), page, limit, search);
      return { items: rows.map(toNewsCard), pagination: paginationOf(page, limit, total) };
    },

    /** spec 001 §2 admin list (GET /news?includeDrafts=true): all but the trash, 10 per page, title search. */
    async listAdmin(page: number, limit = ADMIN_NEWS_PAGE_SIZE, search?: string) {
      const { rows, total } = await repo.pageAdmin(page, limit, search);
      return {
        items: (await withDeleters(ctx, rows)).map(toArticle),
        pagination: paginationOf(page, limit, total),
      };
    },

    async listTrash(search?: string): Promise<Article[]> {
      return (await withDeleters(ctx, await repo.listTrash(search))).map(toArticle);
    },

    /**
     * GET /news/{id or slug}: the public see only visible articles; a signed-in admin or staff member sees any
     * (staff may read every article, they change only their own).
     */
    async get(idOrSlug: string, viewer: NewsActor | null): Promise<Article> {
      const row = await load(ctx, idOrSlug);
      if (viewer) return toArticle(row);
      if (!isPubliclyVisible(row.article, clock())) throw notFound(NEWS_MESSAGES.notFound);
      return { ...toArticle(row), authorId: null };
    },

    /**
     * The id of an article `actor` may change and that is not in the trash (404, 403, 409 otherwise), read without
     * its body: the check of writes that keep nothing of the article (autosave, decision 052).
     */
    editableId: (actor: NewsActor, idOrSlug: string, action: ArticleAction) =>
      editableArticleId(ctx, actor, idOrSlug, action),

    /** POST /news and POST /news/draft: a new article by the signed-in account. */
    create: (actor: NewsActor, input: ArticleData) => createArticle(ctx, actor, input),
    /** A new article's first autosave (decision 042): its draft. */
    startDraft: (actor: NewsActor, typedTitle: string) => startDraft(ctx, actor, typedTitle),
    /** PUT /news/{id}; a restore of a revision is an update too (decision 042). */
    update: (actor: NewsActor, idOrSlug: string, input: ArticleData, save?: SaveOptions) =>
      updateArticle(ctx, actor, idOrSlug, input, save),

    /** PATCH /news/{id}/publish (spec 001 §4). */
    publish: (actor: NewsActor, idOrSlug: string, scheduledPublishDate: string | null | undefined) =>
      publishArticle(ctx, actor, idOrSlug, scheduledPublishDate),

    trash: (actor: NewsActor, idOrSlug: string) => trashArticle(ctx, actor, idOrSlug),
    restore: (actor: NewsActor, idOrSlug: string) => restoreArticle(ctx, actor, idOrSlug),
    deletePermanently: (actor: NewsActor, idOrSlug: string) => deleteArticlePermanently(ctx, actor, idOrSlug),

    analyzeSeo,

    async suggestKeywords(search: string): Promise<string[]> {
      return repo.suggestKeywords(search, 20);
    },

    /** The newest visible articles as cards (home page, the detail page's sidebar). */
    async latestPublic(limit: number): Promise<NewsCard[]> {
      return (await repo.latestPublic(clock(), limit)).map(toNewsCard);
    },

    /** The newest visible articles as cards with their bodies, for the assistant (decisions 037, 048). */
    async latestPublicWithBodies(limit: number): Promise<Array<NewsCard & { content: string }>> {
      const rows = await repo.latestPublicWithBodies(clock(), limit);
      return rows.map((row) => ({ ...toNewsCard(row), content: row.content }));
    },

    /** Every visible article, newest first, as the sitemap and the feed list them (spec 000 §4). */
    listVisible(limit?: number) {
      return repo.listVisible(clock(), limit);
    },

    /**
     * POST /news/upload (spec 001 §5): an image checked by its bytes (the upload pipeline), re-encoded and
     * recorded as a media file of the signed-in account.
     */
    async storeImage(
      actor: NewsActor,
      upload: StagedUpload,
    ): Promise<{ imagePath: string; fullPath: string }> {
      const stored = await media.storeImage(upload, { uploadedBy: actor.id, namePrefix: 'news' });
      return { imagePath: stored.path, fullPath: stored.url };
    },

    /** The dashboard's figures (spec 002 §3): articles outside the trash, and the types that have some, most first. */
    async tally(): Promise<{ total: number; byType: { type: string; count: number }[] }> {
      const [total, byType] = await Promise.all([repo.countActive(), repo.countPerType()]);
      return { total, byType };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
