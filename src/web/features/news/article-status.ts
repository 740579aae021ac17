import type { AdminInfo } from '#domain/auth/login.schema.ts';
import type { Article } from '#domain/news/article.schema.ts';
import {
  type ArticleState,
  articleState,
  countdownText,
  mayManageArticle,
} from '#domain/news/article-state.rules.ts';
import { permissionsOf } from '../../lib/session.ts';

export const STATE_TONES: Record<ArticleState, string> = {
  deleted: 'bg-red-100 text-red-700',
  draft: 'bg-slate-200 text-slate-700',
  scheduled: 'bg-amber-100 text-amber-800',
  published: 'bg-emerald-100 text-emerald-700',
};

/** spec 001 §4: the line under a badge: countdown while scheduled, 'Không hẹn' for a draft, 'Đã xuất bản'. */
export function scheduleText(article: Article, now: number): string {
  const state = articleState(article, new Date(now));
  if (state === 'draft') return 'Không hẹn';
  if (state === 'scheduled' && article.scheduledPublishDate) {
    return countdownText(article.scheduledPublishDate, new Date(now));
  }
  // due, but the server's scheduler has not flipped it yet (it runs every few seconds)
  if (state === 'published' && article.status === 'scheduled') return 'Đã đến giờ';
  if (state === 'published') return 'Đã xuất bản';
  return '';
}

/** spec 001 §6, by account id: the session's admin may manage this article. */
export function mayManage(admin: AdminInfo, article: Pick<Article, 'authorId'>): boolean {
  return mayManageArticle({ id: admin._id, permissions: permissionsOf(admin) }, article);
}

/** The row link of spec 001 §2: the slug when the article has one, else its id. */
export function articleKey(article: Pick<Article, '_id' | 'slug'>): string {
  return article.slug || article._id;
}
