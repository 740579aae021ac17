import {
  ADMIN_NEWS_PAGE_SIZE,
  type Article,
  type ArticleData,
  SCHEDULE_TOO_SOON_MESSAGE,
  SEO_TOO_LOW_MESSAGE,
  STALE_ARTICLE_MESSAGE,
  UNPUBLISH_BEFORE_PUBLISH_MESSAGE,
  UNPUBLISH_IN_PAST_MESSAGE,
} from '#domain/news/article.schema.ts';
import {
  type ArticleAction,
  canSchedule,
  mayManageArticle,
  noPermissionMessage,
} from '#domain/news/article-state.rules.ts';
import { PUBLIC_NEWS_PAGE_SIZE } from '#domain/news/news-list.schema.ts';
import { isPubliclyVisible } from '#domain/news/news-visibility.rules.ts';
import { type RevisionReason, revisionsToDrop } from '#domain/news/revision.rules.ts';
import { analyzeSeo, SEO_MIN_SCORE, type SeoAnalysis } from '#domain/news/seo.rules.ts';
import { sanitizeSlug, slugify } from '#domain/news/slug.rules.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { NewsCard } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import type { MediaService, StagedUpload } from '../media/media.service.ts';
import type { RedirectsService } from '../redirects/redirects.service.ts';
import {
  type ArticleRow,
  createNewsRepository,
  type NewsCardRow,
  type NewsInsert,
} from './news.repository.ts';
import { createNewsAutosaveRepository } from './news-autosave.repository.ts';
import { createNewsRevisionsRepository } from './news-revisions.repository.ts';

type NewsActor = { id: string; fullName: string; permissions: readonly string[] };

const NOT_FOUND_MESSAGE = 'Không tìm thấy bài viết này.';
// the title of a new article autosaved before anything was typed in its title
const UNTITLED_DRAFT = 'Bản nháp chưa có tiêu đề';
// paths under /api/news/ that a slug must not take, or GET /api/news/{slug} could not reach it
const RESERVED_SLUGS = new Set(['trash', 'keywords', 'draft', 'upload', 'seo', 'autosave']);

function toNewsCard(row: NewsCardRow): NewsCard {
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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toArticle({ article: a, deletedByName }: ArticleRow): Article {
  return {
    _id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    content: a.content,
    image: a.image,
    type: a.type,
    author: a.authorName,
    authorId: a.authorId,
    status: a.status,
    isDraft: a.status === 'draft',
    isDeleted: a.isDeleted,
    scheduledPublishDate: iso(a.scheduledPublishDate),
    publishedDate: iso(a.publishedDate),
    scheduledUnpublishDate: iso(a.unpublishAt),
    views: a.views,
    like: a.likeCount,
    focusKeyword: a.focusKeyword,
    keywords: a.keywords,
    metaDescription: a.metaDescription,
    seoScore: a.seoScore,
    readabilityScore: a.readabilityScore,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    deletedAt: iso(a.deletedAt),
    deletedBy: a.deletedBy ? (deletedByName ?? 'Tài khoản đã xóa') : null,
  };
}

export function createNewsService(deps: {
  db: Db;
  clock: () => Date;
  media: MediaService;
  redirects: Pick<RedirectsService, 'articleMoved' | 'addressTaken'>;
}) {
  const { clock, media, redirects } = deps;
  const repo = createNewsRepository(deps.db);

  async function load(idOrSlug: string): Promise<ArticleRow> {
    const row = await repo.findByIdOrSlug(idOrSlug);
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  /** spec 001 §6, enforced on the server: admin any article, staff only those whose author account is theirs. */
  async function loadManaged(actor: NewsActor, idOrSlug: string, action: ArticleAction): Promise<ArticleRow> {
    const row = await load(idOrSlug);
    if (!mayManageArticle(actor, row.article)) throw forbidden(noPermissionMessage(action));
    return row;
  }

  function refuseDeleted(row: ArticleRow) {
    if (row.article.isDeleted) {
      throw new AppError(
        'ARTICLE_DELETED',
        409,
        'Bài viết đang ở trong thùng rác. Vui lòng khôi phục trước.',
      );
    }
  }

  /** A free slug: the wanted one, or with -2, -3… appended (spec 001 §5 slug, made unique). */
  async function uniqueSlug(wanted: string, exceptId?: string): Promise<string> {
    const base = wanted || 'bai-viet';
    const taken = new Set(await repo.slugsLike(base, exceptId));
    if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** spec 001 §5: publishing and scheduling need an SEO score of 60, computed here, never taken from the client. */
  function requireSeo(seo: SeoAnalysis) {
    if (seo.overallScore < SEO_MIN_SCORE) {
      throw new AppError('SEO_SCORE_TOO_LOW', 400, SEO_TOO_LOW_MESSAGE, {
        seoScore: `Điểm SEO hiện tại là ${seo.overallScore}, cần ít nhất ${SEO_MIN_SCORE}`,
      });
    }
  }

  function requireLeadTime(date: Date) {
    if (!canSchedule(date, clock())) {
      throw badRequest(
        SCHEDULE_TOO_SOON_MESSAGE,
        { scheduledPublishDate: SCHEDULE_TOO_SOON_MESSAGE },
        'SCHEDULE_TOO_SOON',
      );
    }
  }

  const seoOf = (
    a: Pick<
      NewsInsert,
      'title' | 'content' | 'metaDescription' | 'focusKeyword' | 'slug' | 'image' | 'summary' | 'keywords'
    >,
  ) =>
    analyzeSeo({
      title: a.title,
      content: a.content ?? '',
      metaDescription: a.metaDescription ?? '',
      focusKeyword: a.focusKeyword ?? '',
      slug: a.slug,
      image: a.image,
      summary: a.summary ?? '',
      keywords: a.keywords ?? [],
    });

  /** The stored form of the submitted fields: plain text where the spec has text, sanitised HTML for the body. */
  async function cleanFields(input: ArticleData, exceptId?: string) {
    const title = toPlainText(input.title).normalize('NFC');
    if (!title)
      throw badRequest('Vui lòng nhập ít nhất tiêu đề và nội dung', {
        title: 'Vui lòng nhập ít nhất tiêu đề và nội dung',
      });
    const wantedSlug = input.slug ? sanitizeSlug(input.slug) : slugify(title);
    const content = sanitizeArticleHtml(input.content.normalize('NFC'));
    // content made only of what the sanitiser removes (a lone script) is no content (spec 001 §5)
    if (!/<img\b/.test(content) && toPlainText(content) === '') {
      throw badRequest('Vui lòng nhập ít nhất tiêu đề và nội dung', {
        content: 'Vui lòng nhập ít nhất tiêu đề và nội dung',
      });
    }
    const keywords = [...new Set(input.keywords.map((k) => toPlainText(k).normalize('NFC')).filter(Boolean))];
    const fields = {
      title,
      slug: await uniqueSlug(wantedSlug, exceptId),
      summary: toPlainText(input.summary).normalize('NFC'),
      content,
      type: input.type,
      focusKeyword: toPlainText(input.focusKeyword).normalize('NFC'),
      keywords,
      metaDescription: toPlainText(input.metaDescription).normalize('NFC'),
      image: input.image.trim(),
    };
    const seo = seoOf(fields);
    return { fields: { ...fields, seoScore: seo.overallScore, readabilityScore: seo.readabilityScore }, seo };
  }

  /**
   * The status columns for a save (spec 001 §4): published now, scheduled at a time at least 5 minutes ahead, or
   * draft (which may keep a schedule date). `previous` keeps the original publication date of an article that
   * stays published, and lets a scheduled article be saved again with its unchanged time.
   */
  function statusFields(
    input: Pick<ArticleData, 'status' | 'scheduledPublishDate'>,
    seo: SeoAnalysis,
    previous?: ArticleRow['article'],
  ): Pick<NewsInsert, 'status' | 'scheduledPublishDate' | 'publishedDate'> {
    const date = input.scheduledPublishDate ? new Date(input.scheduledPublishDate) : null;
    if (input.status === 'draft') return { status: 'draft', scheduledPublishDate: date };
    requireSeo(seo);
    if (input.status === 'scheduled') {
      if (!date) throw badRequest('Vui lòng chọn thời gian hẹn giờ đăng');
      const unchanged =
        previous?.status === 'scheduled' &&
        previous.scheduledPublishDate?.getTime() === date.getTime() &&
        date > clock();
      if (!unchanged) requireLeadTime(date);
      return { status: 'scheduled', scheduledPublishDate: date, publishedDate: date };
    }
    if (previous?.status === 'published' && previous.publishedDate) {
      return {
        status: 'published',
        scheduledPublishDate: previous.scheduledPublishDate,
        publishedDate: previous.publishedDate,
      };
    }
    return { status: 'published', scheduledPublishDate: null, publishedDate: clock() };
  }

  /**
   * decision 042: a published article whose slug changed keeps its old address as a redirect to the new one; an
   * article that is or will be public takes its address back from any redirect. In the save's transaction.
   */
  async function addressesAfterSave(
    tx: Tx,
    previous: ArticleRow['article'],
    slug: string,
    status: ArticleRow['article']['status'] | undefined,
    by: string,
  ) {
    if (previous.status === 'published' && previous.slug !== slug) {
      await redirects.articleMoved({ newsId: previous.id, fromSlug: previous.slug, toSlug: slug, by }, tx);
    } else if (status !== 'draft') await redirects.addressTaken(slug, tx);
  }

  /** A draft published or scheduled: its address is taken back from any redirect in the same transaction. */
  async function goingPublic(actor: NewsActor, a: ArticleRow['article'], values: Partial<NewsInsert>) {
    await deps.db.transaction(async (tx) => {
      await createNewsRepository(tx).update(a.id, values);
      await redirects.addressTaken(a.slug, tx);
      await keepRevision(tx, a.id, actor, 'publish');
    });
  }

  /** decision 042: every save keeps a revision of what it stored, in its own transaction; retention applied. */
  async function keepRevision(
    tx: Tx,
    id: string,
    by: NewsActor,
    reason: RevisionReason,
    restoredFrom?: string,
  ) {
    const saved = await createNewsRepository(tx).lock(id);
    if (!saved) return;
    const revisions = createNewsRevisionsRepository(tx);
    const savedAt = clock();
    await revisions.insert(saved, { savedAt, by, reason, ...(restoredFrom ? { restoredFrom } : {}) });
    await revisions.deleteIds(revisionsToDrop(await revisions.times(id), savedAt));
  }

  /**
   * decision 042: the end time of a save. Left out, a create has none and an update keeps the stored one; a time
   * must be ahead, and after the scheduled publication.
   */
  function unpublishField(
    input: Pick<ArticleData, 'scheduledUnpublishDate'>,
    status: Pick<NewsInsert, 'status' | 'scheduledPublishDate'>,
    updating: boolean,
  ): Pick<NewsInsert, 'unpublishAt'> {
    if (input.scheduledUnpublishDate === undefined) return updating ? {} : { unpublishAt: null };
    if (input.scheduledUnpublishDate === null) return { unpublishAt: null };
    const date = new Date(input.scheduledUnpublishDate);
    const refuse = (message: string) =>
      badRequest(message, { scheduledUnpublishDate: message }, 'UNPUBLISH_DATE_INVALID');
    if (date <= clock()) throw refuse(UNPUBLISH_IN_PAST_MESSAGE);
    if (status.status === 'scheduled' && status.scheduledPublishDate && date <= status.scheduledPublishDate)
      throw refuse(UNPUBLISH_BEFORE_PUBLISH_MESSAGE);
    return { unpublishAt: date };
  }

  async function reload(id: string): Promise<Article> {
    return toArticle(await load(id));
  }

  /** Retries once when another request took the same slug between our check and our write. */
  async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (
        (error as { cause?: { code?: string }; code?: string }).cause?.code === '23505' ||
        (error as { code?: string }).code === '23505'
      ) {
        return write();
      }
      throw error;
    }
  }

  return {
    /** spec 000 §7 GET /news: the publicly visible articles (spec 000 §4), paged, 9 per page by default. */
    async listPublic(page: number, limit = PUBLIC_NEWS_PAGE_SIZE, search?: string) {
      const { rows, total } = await repo.pagePublic(clock(), page, limit, search);
      return { items: rows.map(toNewsCard), pagination: paginationOf(page, limit, total) };
    },

    /** spec 001 §2 admin list (GET /news?includeDrafts=true): all but the trash, 10 per page, title search. */
    async listAdmin(page: number, limit = ADMIN_NEWS_PAGE_SIZE, search?: string) {
      const { rows, total } = await repo.pageAdmin(page, limit, search);
      return { items: rows.map(toArticle), pagination: paginationOf(page, limit, total) };
    },

    async listTrash(search?: string): Promise<Article[]> {
      return (await repo.trash(search)).map(toArticle);
    },

    /**
     * GET /news/{id or slug}: the public see only visible articles; a signed-in admin or staff member sees any
     * (staff may read every article, they change only their own).
     */
    async get(idOrSlug: string, viewer: NewsActor | null): Promise<Article> {
      const row = await load(idOrSlug);
      if (viewer) return toArticle(row);
      if (!isPubliclyVisible(row.article, clock())) throw notFound(NOT_FOUND_MESSAGE);
      return { ...toArticle(row), authorId: null };
    },

    /** POST /news and POST /news/draft: a new article by the signed-in account. */
    async create(actor: NewsActor, input: ArticleData): Promise<Article> {
      const id = await withSlugRetry(async () => {
        const { fields, seo } = await cleanFields(input);
        const status = statusFields(input, seo);
        const ending = unpublishField(input, status, false);
        return deps.db.transaction(async (tx) => {
          const id = await createNewsRepository(tx).insert({
            ...fields,
            ...status,
            ...ending,
            authorId: actor.id,
            authorName: actor.fullName,
          });
          if (status.status !== 'draft') await redirects.addressTaken(fields.slug, tx);
          await keepRevision(tx, id, actor, 'create');
          return id;
        });
      });
      return reload(id);
    },

    /**
     * A new article's first autosave (decision 042): a draft with the title typed so far, kept with none of the
     * form's checks (the save checks them). Its revision is its creation.
     */
    async startDraft(actor: NewsActor, typedTitle: string): Promise<Article> {
      const title = toPlainText(typedTitle).normalize('NFC') || UNTITLED_DRAFT;
      const id = await withSlugRetry(async () => {
        const slug = await uniqueSlug(slugify(title));
        return deps.db.transaction(async (tx) => {
          const id = await createNewsRepository(tx).insert({
            title,
            slug,
            status: 'draft',
            authorId: actor.id,
            authorName: actor.fullName,
            // the service's clock, as the autosave it comes with: the autosave is newer than this save
            createdAt: clock(),
            updatedAt: clock(),
          });
          await keepRevision(tx, id, actor, 'create');
          return id;
        });
      });
      return reload(id);
    },

    /**
     * PUT /news/{id}: the full form; the status may change as on create. A restore of a revision is an update
     * too (decision 042): `save` names it and adds its own writes (the audit entry) to the transaction.
     */
    async update(
      actor: NewsActor,
      idOrSlug: string,
      input: ArticleData,
      save: { reason?: RevisionReason; restoredFrom?: string; within?: (tx: Tx) => Promise<void> } = {},
    ): Promise<Article> {
      const row = await loadManaged(actor, idOrSlug, 'sửa');
      refuseDeleted(row);
      const id = row.article.id;
      await withSlugRetry(async () => {
        const { fields, seo } = await cleanFields(input, id);
        await deps.db.transaction(async (tx) => {
          const r = createNewsRepository(tx);
          const previous = (await r.lock(id)) ?? row.article;
          // decision 042: never overwrite a save this form did not see (the row is locked: one of two wins)
          if (input.expectedVersion !== undefined && input.expectedVersion !== previous.version) {
            throw new AppError('STALE_ARTICLE', 409, STALE_ARTICLE_MESSAGE, {
              expectedVersion: `Phiên bản hiện tại là ${previous.version}, lưu lúc ${previous.updatedAt.toISOString()}`,
            });
          }
          const status = statusFields(input, seo, previous);
          await r.update(id, {
            ...fields,
            ...status,
            ...unpublishField(input, status, true),
            updatedAt: clock(),
          });
          await addressesAfterSave(tx, previous, fields.slug, status.status, actor.id);
          await keepRevision(tx, id, actor, save.reason ?? 'update', save.restoredFrom);
          // decision 042: what this account had autosaved is now saved (or given up for this save)
          await createNewsAutosaveRepository(tx).clear(id, actor.id);
          await save.within?.(tx);
        });
      });
      return reload(id);
    },

    /**
     * PATCH /news/{id}/publish (spec 001 §4): a draft is published now or scheduled; a scheduled article is
     * published now with an empty body, or moved to another time.
     */
    async publish(actor: NewsActor, idOrSlug: string, scheduledPublishDate: string | null | undefined) {
      const row = await load(idOrSlug);
      const action =
        row.article.status === 'scheduled' && !scheduledPublishDate ? 'xuất bản ngay' : 'xuất bản';
      if (!mayManageArticle(actor, row.article)) throw forbidden(noPermissionMessage(action));
      refuseDeleted(row);
      const a = row.article;
      if (a.status === 'published') {
        throw new AppError('ALREADY_PUBLISHED', 409, 'Bài viết đã được xuất bản');
      }
      requireSeo(seoOf(a));
      const wasDraft = a.status === 'draft';
      if (scheduledPublishDate) {
        const date = new Date(scheduledPublishDate);
        requireLeadTime(date);
        await goingPublic(actor, a, {
          status: 'scheduled',
          scheduledPublishDate: date,
          publishedDate: date,
          updatedAt: clock(),
        });
        return {
          article: await reload(a.id),
          message: wasDraft
            ? 'Bản nháp đã được hẹn giờ xuất bản thành công'
            : 'Đã cập nhật thời gian hẹn giờ xuất bản',
        };
      }
      await goingPublic(actor, a, {
        status: 'published',
        scheduledPublishDate: null,
        publishedDate: clock(),
        updatedAt: clock(),
      });
      return {
        article: await reload(a.id),
        message: wasDraft
          ? 'Bản nháp đã được xuất bản thành công'
          : 'Bài viết đã được xuất bản ngay thành công',
      };
    },

    /** DELETE /news/{id}: to the trash, with who and when (ARCHITECTURE.md: soft delete stores both). */
    async trashArticle(actor: NewsActor, idOrSlug: string): Promise<Article> {
      const row = await loadManaged(actor, idOrSlug, 'xóa');
      if (row.article.isDeleted) throw new AppError('ALREADY_DELETED', 409, 'Bài viết đã ở trong thùng rác');
      await repo.update(row.article.id, {
        isDeleted: true,
        deletedAt: clock(),
        deletedBy: actor.id,
        updatedAt: clock(),
      });
      return reload(row.article.id);
    },

    /** PATCH /news/{id}/restore: back from the trash, in the state it had. */
    async restore(actor: NewsActor, idOrSlug: string): Promise<Article> {
      const row = await loadManaged(actor, idOrSlug, 'khôi phục');
      if (!row.article.isDeleted) throw new AppError('NOT_DELETED', 409, 'Bài viết không ở trong thùng rác');
      await repo.update(row.article.id, {
        isDeleted: false,
        deletedAt: null,
        deletedBy: null,
        updatedAt: clock(),
      });
      return reload(row.article.id);
    },

    /** DELETE /news/{id}/permanent: only from the trash. */
    async removePermanently(actor: NewsActor, idOrSlug: string): Promise<void> {
      const row = await loadManaged(actor, idOrSlug, 'xóa vĩnh viễn');
      if (!row.article.isDeleted) {
        throw new AppError('NOT_DELETED', 409, 'Chỉ có thể xóa vĩnh viễn bài viết trong thùng rác');
      }
      await repo.removePermanently(row.article.id);
    },

    analyzeSeo,

    async suggestKeywords(search: string): Promise<string[]> {
      return repo.suggestKeywords(search, 20);
    },

    /** The newest visible articles as cards (home page, the detail page's sidebar). */
    async latestPublic(limit: number): Promise<NewsCard[]> {
      return (await repo.latestPublic(clock(), limit)).map(toNewsCard);
    },

    /** Every visible article, newest first, as the sitemap and the feed list them (spec 000 §4). */
    listVisible(limit?: number) {
      return repo.listVisible(clock(), limit);
    },

    /**
     * POST /news/upload (issue 4 item 8): an image checked by its bytes (the upload pipeline), re-encoded and
     * recorded as a media file of the signed-in account.
     */
    async storeImage(
      actor: NewsActor,
      upload: StagedUpload,
    ): Promise<{ imagePath: string; fullPath: string }> {
      const stored = await media.storeImage(upload, { uploadedBy: actor.id, namePrefix: 'news' });
      return { imagePath: stored.path, fullPath: stored.url };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
