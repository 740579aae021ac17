import { hasPermission } from '../auth/permissions.ts';
import { MIN_SCHEDULE_LEAD_MS } from './seo.rules.ts';

export type ArticleState = 'deleted' | 'draft' | 'scheduled' | 'published';

export type ArticleStateFacts = {
  status: 'draft' | 'scheduled' | 'published';
  isDeleted: boolean;
  isDraft?: boolean;
  scheduledPublishDate: Date | string | null;
};

const time = (value: Date | string | null | undefined): number =>
  value === null || value === undefined ? Number.NaN : new Date(value).getTime();

/**
 * spec 001 §4, detail badge precedence: deleted ('Đã xóa'), then draft ('Bản nháp'), then scheduled while the
 * scheduled date is in the future ('Đang chờ'), else published ('Đã đăng'). A scheduled article whose time has
 * passed reads as published, as the server's scheduler is about to make it.
 */
export function articleState(article: ArticleStateFacts, now: Date): ArticleState {
  if (article.isDeleted) return 'deleted';
  if (article.status === 'draft' || article.isDraft === true) return 'draft';
  if (time(article.scheduledPublishDate) > now.getTime()) return 'scheduled';
  return 'published';
}

export const ARTICLE_STATE_LABELS: Record<ArticleState, string> = {
  deleted: 'Đã xóa',
  draft: 'Bản nháp',
  scheduled: 'Đang chờ',
  published: 'Đã đăng',
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * spec 001 §4 scheduled badge countdown: 'Đã đến giờ' when due, else 'N ngày hh:mm:ss nữa', 'Nh mm:ss nữa' or
 * 'Nm ss nữa'. Seconds round up, so the text never reads zero before the moment; hours, minutes and seconds
 * after the leading unit are two digits; the last form writes its seconds with their unit ("4m 07s nữa").
 */
export function countdownText(target: Date | string, now: Date): string {
  const remaining = time(target) - now.getTime();
  if (!(remaining > 0)) return 'Đã đến giờ';
  const total = Math.ceil(remaining / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} ngày ${pad(hours)}:${pad(minutes)}:${pad(seconds)} nữa`;
  if (hours > 0) return `${hours}h ${pad(minutes)}:${pad(seconds)} nữa`;
  return `${minutes}m ${pad(seconds)}s nữa`;
}

/** spec 001 §5, §9: a schedule must be at least 5 minutes ahead. An unreadable date cannot be scheduled. */
export function canSchedule(date: Date | string, now: Date): boolean {
  const at = time(date);
  return !Number.isNaN(at) && at - now.getTime() >= MIN_SCHEDULE_LEAD_MS;
}

/** The earliest time the schedule picker offers (spec 001 §4: "prefills the minimum allowed time"). */
export function minScheduleDate(now: Date): Date {
  return new Date(now.getTime() + MIN_SCHEDULE_LEAD_MS);
}

/** spec 001 §6: the verb each article action puts in its refusal, named once for the server and the screens. */
export const ARTICLE_ACTION_VERBS = {
  edit: 'sửa',
  publish: 'xuất bản',
  publishNow: 'xuất bản ngay',
  trash: 'xóa',
  restore: 'khôi phục',
  deletePermanently: 'xóa vĩnh viễn',
} as const;
export type ArticleAction = (typeof ARTICLE_ACTION_VERBS)[keyof typeof ARTICLE_ACTION_VERBS];

/**
 * spec 001 §6 with the permission catalogue: `news.write.any` (the admin role) edits, publishes,
 * restores and deletes any article; `news.write.own` (the staff role) only those its account wrote. "Wrote" is the
 * author's account id (names are not unique and may change); without either permission, nothing.
 */
export function mayManageArticle(
  user: { id: string; permissions: readonly string[] },
  article: { authorId: string | null },
): boolean {
  if (hasPermission(user.permissions, 'news.write.any')) return true;
  return (
    hasPermission(user.permissions, 'news.write.own') &&
    article.authorId !== null &&
    article.authorId === user.id
  );
}

/** spec 001 §6: 'Bạn không có quyền {action} bài viết này'. */
export function noPermissionMessage(action: ArticleAction): string {
  return `Bạn không có quyền ${action} bài viết này`;
}
