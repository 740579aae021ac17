import type { Article, ArticleData } from '#domain/news/article.schema.ts';
import {
  type ArticleCompare,
  type ArticleComparison,
  REVISION_NOT_FOUND_MESSAGE,
  type Revision,
  type RevisionDifference,
  type RevisionSummary,
} from '#domain/news/revision.schema.ts';
import { textDifference as difference } from '#domain/shared/revision.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { toPlainText } from '../../lib/html-sanitiser.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import type { NewsService } from './news.service.ts';
import {
  createNewsRevisionsRepository,
  type RevisionListRow,
  type RevisionRow,
} from './news-revisions.repository.ts';

type NewsActor = Parameters<NewsService['update']>[0];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toSummary = (r: RevisionListRow): RevisionSummary => ({
  _id: r.id,
  savedAt: r.savedAt.toISOString(),
  savedBy: r.savedByName,
  reason: r.reason as RevisionSummary['reason'],
  restoredFrom: r.restoredFrom,
  title: r.title,
  slug: r.slug,
  status: r.status,
  seoScore: r.seoScore,
});

const toRevision = (r: RevisionRow): Revision => ({
  ...toSummary(r),
  summary: r.summary,
  content: r.content,
  image: r.image,
  type: r.type,
  scheduledPublishDate: iso(r.scheduledPublishDate),
  focusKeyword: r.focusKeyword,
  keywords: r.keywords,
  metaDescription: r.metaDescription,
});

// block ends become line breaks, so paragraphs stay apart once the markup is gone
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div|tr|figcaption)>|<br\s*\/?>/gi;

/** The text an editor reads in stored article HTML. */
export const readableText = (html: string) =>
  toPlainText(html.replace(BLOCK_END, (tag) => `${tag}\n`))
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();

/**
 * An article's revisions (decision 042): listed, read, compared with the current text, restored. Every account that
 * may open the news screens reads them (staff read every article, spec 001 §6); a restore is a save, so the news
 * service's ownership rule and checks apply to it.
 */
export function createNewsRevisionsService(deps: {
  db: Db;
  news: Pick<NewsService, 'get' | 'update'>;
  audit: AuditService;
}) {
  const { news, audit } = deps;
  const repo = createNewsRevisionsRepository(deps.db);

  async function revisionOf(actor: NewsActor, idOrSlug: string, revisionId: string) {
    const article = await news.get(idOrSlug, actor);
    const revision = isUuid(revisionId) ? await repo.find(article._id, revisionId) : undefined;
    if (!revision) throw notFound(REVISION_NOT_FOUND_MESSAGE, 'REVISION_NOT_FOUND');
    return { article, revision };
  }

  return {
    async list(actor: NewsActor, idOrSlug: string): Promise<RevisionSummary[]> {
      const article = await news.get(idOrSlug, actor);
      return (await repo.list(article._id)).map(toSummary);
    },

    async get(actor: NewsActor, idOrSlug: string, revisionId: string): Promise<Revision> {
      return toRevision((await revisionOf(actor, idOrSlug, revisionId)).revision);
    },

    async difference(actor: NewsActor, idOrSlug: string, revisionId: string): Promise<RevisionDifference> {
      const { article, revision } = await revisionOf(actor, idOrSlug, revisionId);
      return compare(toRevision(revision), article);
    },

    /** The editor's unsaved text against the article as last saved (a save refused as stale, decision 042). */
    async compareWithSaved(
      actor: NewsActor,
      idOrSlug: string,
      edited: ArticleCompare,
    ): Promise<ArticleComparison> {
      const current = await news.get(idOrSlug, actor);
      return {
        currentVersion: current.version ?? 1,
        currentUpdatedAt: current.updatedAt,
        title: difference(current.title, edited.title ?? current.title),
        summary: difference(current.summary, edited.summary ?? current.summary),
        content: difference(readableText(current.content), readableText(edited.content ?? current.content)),
        metaDescription: difference(
          current.metaDescription,
          edited.metaDescription ?? current.metaDescription,
        ),
      };
    },

    /** Brings back a revision's text and SEO fields; the address and the publication state stay as they are. */
    async restore(
      actor: NewsActor,
      ctx: AuditContext,
      idOrSlug: string,
      revisionId: string,
    ): Promise<Article> {
      const { article, revision } = await revisionOf(actor, idOrSlug, revisionId);
      return news.update(
        actor,
        article._id,
        {
          title: revision.title,
          slug: article.slug,
          summary: revision.summary,
          content: revision.content,
          type: revision.type as ArticleData['type'],
          focusKeyword: revision.focusKeyword,
          keywords: revision.keywords,
          metaDescription: revision.metaDescription,
          image: revision.image ?? article.image ?? '',
          status: article.status,
          scheduledPublishDate: article.scheduledPublishDate,
        },
        {
          reason: 'restore',
          restoredFrom: revision.id,
          within: (tx) =>
            audit.record(
              ctx,
              {
                action: 'article.revision.restore',
                targetType: 'news',
                targetId: article._id,
                before: { title: article.title, updatedAt: article.updatedAt },
                after: {
                  title: revision.title,
                  revision: revision.id,
                  savedAt: revision.savedAt.toISOString(),
                },
              },
              tx,
            ),
        },
      );
    },
  };
}

/** A revision against the current article: word changes in what an editor reads, the other fields by name. */
export function compare(revision: Revision, current: Article): RevisionDifference {
  const others = ['slug', 'image', 'type', 'focusKeyword', 'keywords', 'status'] as const;
  return {
    revision,
    currentUpdatedAt: current.updatedAt,
    title: difference(revision.title, current.title),
    summary: difference(revision.summary, current.summary),
    content: difference(readableText(revision.content), readableText(current.content)),
    metaDescription: difference(revision.metaDescription, current.metaDescription),
    changedFields: others.filter(
      (f) => JSON.stringify(revision[f] ?? null) !== JSON.stringify(current[f] ?? null),
    ),
  };
}

export type NewsRevisionsService = ReturnType<typeof createNewsRevisionsService>;
