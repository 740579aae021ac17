import { mayManageArticle, noPermissionMessage } from '#domain/news/article-state.rules.ts';
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
  const action = row.article.status === 'scheduled' && !scheduledPublishDate ? 'xuất bản ngay' : 'xuất bản';
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
    await ctx.repo.update(a.id, {
      status: 'scheduled',
      scheduledPublishDate: date,
      publishedDate: date,
      updatedAt: ctx.clock(),
    });
    return {
      article: await reload(ctx, a.id),
      message: wasDraft
        ? 'Bản nháp đã được hẹn giờ xuất bản thành công'
        : 'Đã cập nhật thời gian hẹn giờ xuất bản',
    };
  }
  await ctx.repo.update(a.id, {
    status: 'published',
    scheduledPublishDate: null,
    publishedDate: ctx.clock(),
    updatedAt: ctx.clock(),
  });
  return {
    article: await reload(ctx, a.id),
    message: wasDraft ? 'Bản nháp đã được xuất bản thành công' : 'Bài viết đã được xuất bản ngay thành công',
  };
}
