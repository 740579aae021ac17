import type { Article } from '#domain/news/article.schema.ts';
import { NO_AUTOSAVE_MESSAGE } from '#domain/news/preview.schema.ts';
import { PREVIEW_INVALID_MESSAGE } from '#domain/shared/preview.schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { PreviewLinks } from '../../lib/preview-links.ts';
import type { NewsService } from './news.service.ts';
import { createNewsAutosaveRepository } from './news-autosave.repository.ts';

type NewsActor = Parameters<NewsService['update']>[0];

// whoever holds a valid link reads the article as an editor would (drafts included), nothing more
const PREVIEW_READER: NewsActor = { id: '', fullName: '', permissions: [] };

/**
 * Previews (decision 042): a signed link to an article as saved (a draft, a scheduled article) or as the account's
 * autosave left it, openable without an account until it expires.
 */
export function createNewsPreviewService(deps: {
  db: Db;
  news: Pick<NewsService, 'get'>;
  links: PreviewLinks;
}) {
  const { news, links } = deps;
  const autosaves = createNewsAutosaveRepository(deps.db);

  return {
    /**
     * A link to the article as saved, or (`autosave`) as this account's newest autosave has it; living the server's
     * lifetime, or `expiresInSeconds` when that is shorter.
     */
    async link(
      actor: NewsActor,
      idOrSlug: string,
      source: 'article' | 'autosave',
      expiresInSeconds?: number,
    ) {
      const article = await news.get(idOrSlug, actor);
      if (source === 'autosave' && !(await autosaves.exists(article._id, actor.id))) {
        throw notFound(NO_AUTOSAVE_MESSAGE, 'AUTOSAVE_NOT_FOUND');
      }
      const { token, expiresAt } = links.sign(
        { area: 'news', id: article._id, draftOf: source === 'autosave' ? actor.id : null },
        expiresInSeconds === undefined ? undefined : expiresInSeconds * 1000,
      );
      return { token, path: `/news/preview/${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** What a preview link shows; 404 once it expired, was forged, or its article went to the trash. */
    async open(token: string): Promise<Article> {
      const target = links.verify('news', token);
      if (!target) throw notFound(PREVIEW_INVALID_MESSAGE, 'PREVIEW_INVALID');
      const article = await news.get(target.id, PREVIEW_READER).catch(() => null);
      if (!article || article.isDeleted) throw notFound(PREVIEW_INVALID_MESSAGE, 'PREVIEW_INVALID');
      const edits = target.draftOf ? await autosaves.find(article._id, target.draftOf) : undefined;
      if (!edits) return article;
      return {
        ...article,
        title: edits.title || article.title,
        summary: edits.summary,
        content: edits.content,
        image: edits.image || article.image,
        type: edits.type || article.type,
        focusKeyword: edits.focusKeyword,
        keywords: edits.keywords,
        metaDescription: edits.metaDescription,
        updatedAt: edits.savedAt.toISOString(),
      };
    },
  };
}

export type NewsPreviewService = ReturnType<typeof createNewsPreviewService>;
