import {
  ARTICLE_ACTION_VERBS,
  mayManageArticle,
  noPermissionMessage,
} from '#domain/news/article-state.rules.ts';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { AppError, forbidden } from '../../errors.ts';
import {
  load,
  type NewsActor,
  type NewsContext,
  refuseDeleted,
  reload,
  requireLeadTime,
  requireSeo,
  seoOf,
} from './news-articles.ts';
import { goingPublic } from './news-saves.ts';

/**
 * PATCH /news/{id}/publish (spec 001 §4): a draft is published now or scheduled; a scheduled article is
 * published now with an empty body, or moved to another time.
 */
export async function publishArticle(
  ctx: NewsContext,
  actor: NewsActor,
  idOrSlug: string,
  scheduledPublishDate: string | null | undefined,
) {
  const row = await load(ctx, idOrSlug);
  const action =
    row.article.status === 'scheduled' && !scheduledPublishDate
      ? ARTICLE_ACTION_VERBS.publishNow
      : ARTICLE_ACTION_VERBS.publish;
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
    requireLeadTime(ctx, date);
    await goingPublic(ctx, actor, a, {
      status: 'scheduled',
      scheduledPublishDate: date,
      publishedDate: date,
      updatedAt: ctx.clock(),
    });
    return {
      article: await reload(ctx, a.id),
      message: wasDraft ? NEWS_MESSAGES.draftScheduled : NEWS_MESSAGES.rescheduled,
    };
  }
  await goingPublic(ctx, actor, a, {
    status: 'published',
    scheduledPublishDate: null,
    publishedDate: ctx.clock(),
    updatedAt: ctx.clock(),
  });
  return {
    article: await reload(ctx, a.id),
    message: wasDraft ? NEWS_MESSAGES.draftPublished : NEWS_MESSAGES.publishedNow,
  };
}
