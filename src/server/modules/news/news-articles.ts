import {
  type Article,
  type ArticleData,
  SCHEDULE_TOO_SOON_MESSAGE,
  SEO_TOO_LOW_MESSAGE,
} from '#domain/news/article.schema.ts';
import {
  type ArticleAction,
  canSchedule,
  mayManageArticle,
  noPermissionMessage,
} from '#domain/news/article-state.rules.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import { analyzeSeo, SEO_MIN_SCORE, type SeoAnalysis } from '#domain/news/seo.rules.ts';
import { sanitizeSlug, slugify } from '#domain/news/slug.rules.ts';
import type { NewsCard } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { RedirectsService } from '../redirects/redirects.service.ts';
import type { NewsCardRow, NewsInsert, NewsRepository, StoredArticle } from './news.repository.ts';

/** A stored article with the name of the account that moved it to the trash (asked of the accounts service). */
export type ArticleRow = StoredArticle & { deletedByName: string | null };

/** Who acts on an article: the signed-in account, with the permissions its roles give. */
export type NewsActor = { id: string; fullName: string; permissions: readonly string[] };

/** What the news use cases share: the area's repository, the one clock, the media and accounts services. */
export type NewsContext = {
  db: Db;
  repo: NewsRepository;
  clock: () => Date;
  media: MediaService;
  accounts: Pick<AccountsService, 'namesByIds'>;
  redirects: Pick<RedirectsService, 'articleMoved' | 'addressTaken'>;
};

/** The rows with their deleters' names, looked up once per list (spec 002 §3 deletedBy). */
export async function withDeleters(ctx: NewsContext, rows: StoredArticle[]): Promise<ArticleRow[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.article.deletedBy ? [r.article.deletedBy] : [])))];
  const names = new Map((await ctx.accounts.namesByIds(ids)).map((a) => [a.id, a.fullName]));
  return rows.map((r) => ({ ...r, deletedByName: names.get(r.article.deletedBy ?? '') ?? null }));
}

export const NOT_FOUND_MESSAGE = newsResource.messages.notFound;
// paths under /api/news/ that a slug must not take, or GET /api/news/{slug} could not reach it
const RESERVED_SLUGS = new Set(['trash', 'keywords', 'draft', 'upload', 'seo', 'autosave']);

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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toArticle({ article: a, deletedByName }: ArticleRow): Article {
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

export async function load(ctx: NewsContext, idOrSlug: string): Promise<ArticleRow> {
  const row = await ctx.repo.findByIdOrSlug(idOrSlug);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  const [named] = await withDeleters(ctx, [row]);
  return named ?? { ...row, deletedByName: null };
}

/** spec 001 §6, enforced on the server: admin any article, staff only those whose author account is theirs. */
export async function loadManaged(
  ctx: NewsContext,
  actor: NewsActor,
  idOrSlug: string,
  action: ArticleAction,
): Promise<ArticleRow> {
  const row = await load(ctx, idOrSlug);
  if (!mayManageArticle(actor, row.article)) throw forbidden(noPermissionMessage(action));
  return row;
}

/**
 * loadManaged and refuseDeleted on the article's editing state alone (no body, no names): for writes that keep
 * nothing of the article and come every few seconds (autosave, decision 052). Answers the article's id.
 */
export async function editableArticleId(
  ctx: NewsContext,
  actor: NewsActor,
  idOrSlug: string,
  action: ArticleAction,
): Promise<string> {
  const state = await ctx.repo.findEditingState(idOrSlug);
  if (!state) throw notFound(NOT_FOUND_MESSAGE);
  if (!mayManageArticle(actor, state)) throw forbidden(noPermissionMessage(action));
  refuseDeleted({ article: state });
  return state.id;
}

export function refuseDeleted(row: { article: { isDeleted: boolean } }) {
  if (row.article.isDeleted) {
    throw new AppError('ARTICLE_DELETED', 409, 'Bài viết đang ở trong thùng rác. Vui lòng khôi phục trước.');
  }
}

/** A free slug: the wanted one, or with -2, -3… appended (spec 001 §5 slug, made unique). */
export async function uniqueSlug(ctx: NewsContext, wanted: string, exceptId?: string): Promise<string> {
  const base = wanted || 'bai-viet';
  const taken = new Set(await ctx.repo.slugsLike(base, exceptId));
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** spec 001 §5: publishing and scheduling need an SEO score of 60, computed here, never taken from the client. */
export function requireSeo(seo: SeoAnalysis) {
  if (seo.overallScore < SEO_MIN_SCORE) {
    throw new AppError('SEO_SCORE_TOO_LOW', 400, SEO_TOO_LOW_MESSAGE, {
      seoScore: `Điểm SEO hiện tại là ${seo.overallScore}, cần ít nhất ${SEO_MIN_SCORE}`,
    });
  }
}

export function requireLeadTime(ctx: NewsContext, date: Date) {
  if (!canSchedule(date, ctx.clock())) {
    throw badRequest(
      SCHEDULE_TOO_SOON_MESSAGE,
      { scheduledPublishDate: SCHEDULE_TOO_SOON_MESSAGE },
      'SCHEDULE_TOO_SOON',
    );
  }
}

export const seoOf = (
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
export async function cleanFields(ctx: NewsContext, input: ArticleData, exceptId?: string) {
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
    slug: await uniqueSlug(ctx, wantedSlug, exceptId),
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
export function statusFields(
  ctx: NewsContext,
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
      date > ctx.clock();
    if (!unchanged) requireLeadTime(ctx, date);
    return { status: 'scheduled', scheduledPublishDate: date, publishedDate: date };
  }
  if (previous?.status === 'published' && previous.publishedDate) {
    return {
      status: 'published',
      scheduledPublishDate: previous.scheduledPublishDate,
      publishedDate: previous.publishedDate,
    };
  }
  return { status: 'published', scheduledPublishDate: null, publishedDate: ctx.clock() };
}

export async function reload(ctx: NewsContext, id: string): Promise<Article> {
  return toArticle(await load(ctx, id));
}

/** Retries once when another request took the same slug between our check and our write. */
export async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
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
