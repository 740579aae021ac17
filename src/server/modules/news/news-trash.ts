import type { Article } from '#domain/news/article.schema.ts';
import { ARTICLE_ACTION_VERBS } from '#domain/news/article-state.rules.ts';
import { AppError } from '../../errors.ts';
import { loadManaged, type NewsActor, type NewsContext, reload } from './news-articles.ts';

// The news trash (spec 001 §2, §7) on the admin kit's writes (docs/decisions/039); who may act on which article
// stays the news area's own rule (spec 001 §6).

/** DELETE /news/{id}: to the trash, with who and when (ARCHITECTURE.md: soft delete stores both). */
export async function trashArticle(ctx: NewsContext, actor: NewsActor, idOrSlug: string): Promise<Article> {
  const row = await loadManaged(ctx, actor, idOrSlug, ARTICLE_ACTION_VERBS.trash);
  if (row.article.isDeleted) throw new AppError('ALREADY_DELETED', 409, 'Bài viết đã ở trong thùng rác');
  const at = ctx.clock();
  await ctx.repo.trash([row.article.id], { at, accountId: actor.id }, { updatedAt: at });
  return reload(ctx, row.article.id);
}

/** PATCH /news/{id}/restore: back from the trash, in the state it had. */
export async function restoreArticle(ctx: NewsContext, actor: NewsActor, idOrSlug: string): Promise<Article> {
  const row = await loadManaged(ctx, actor, idOrSlug, ARTICLE_ACTION_VERBS.restore);
  if (!row.article.isDeleted) throw new AppError('NOT_DELETED', 409, 'Bài viết không ở trong thùng rác');
  await ctx.repo.restore([row.article.id], { updatedAt: ctx.clock() });
  return reload(ctx, row.article.id);
}

/** DELETE /news/{id}/permanent: only from the trash. */
export async function deleteArticlePermanently(ctx: NewsContext, actor: NewsActor, idOrSlug: string) {
  const row = await loadManaged(ctx, actor, idOrSlug, ARTICLE_ACTION_VERBS.deletePermanently);
  if (!row.article.isDeleted) {
    throw new AppError('NOT_DELETED', 409, 'Chỉ có thể xóa vĩnh viễn bài viết trong thùng rác');
  }
  await ctx.repo.deletePermanently([row.article.id]);
}
