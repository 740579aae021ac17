import { describe, expect, it } from 'vitest';
import {
  articleState,
  canSchedule,
  countdownText,
  mayManageArticle,
  minScheduleDate,
  noPermissionMessage,
} from './article-state.rules.ts';

const now = new Date('2026-03-01T10:00:00+07:00');
const at = (ms: number) => new Date(now.getTime() + ms);
const base = { status: 'published' as const, isDeleted: false, scheduledPublishDate: null };

describe('articleState: detail badge precedence (spec 001 §4)', () => {
  it('deleted first, then draft, then scheduled while in the future, else published', () => {
    expect(articleState({ ...base, isDeleted: true, status: 'draft' }, now)).toBe('deleted');
    expect(articleState({ ...base, status: 'draft', scheduledPublishDate: at(60_000) }, now)).toBe('draft');
    expect(articleState({ ...base, isDraft: true }, now)).toBe('draft');
    expect(articleState({ ...base, status: 'scheduled', scheduledPublishDate: at(1000) }, now)).toBe(
      'scheduled',
    );
    expect(articleState({ ...base, scheduledPublishDate: at(1000).toISOString() }, now)).toBe('scheduled');
    expect(articleState({ ...base, status: 'scheduled', scheduledPublishDate: now }, now)).toBe('published');
    expect(articleState(base, now)).toBe('published');
  });
});

describe('countdownText', () => {
  it.each([
    [0, 'Đã đến giờ'],
    [-5000, 'Đã đến giờ'],
    [1, '0m 01s nữa'],
    [7_000, '0m 07s nữa'],
    [4 * 60_000 + 7_000, '4m 07s nữa'],
    [59 * 60_000 + 59_000, '59m 59s nữa'],
    [3_600_000, '1h 00:00 nữa'],
    [3 * 3_600_000 + 5 * 60_000 + 9_000, '3h 05:09 nữa'],
    [23 * 3_600_000 + 59 * 60_000 + 59_000, '23h 59:59 nữa'],
    [86_400_000, '1 ngày 00:00:00 nữa'],
    [2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000, '2 ngày 03:04:05 nữa'],
  ])('%i ms ahead → %s', (ms, text) => {
    expect(countdownText(at(ms), now)).toBe(text);
  });

  it('reads ISO strings with offsets; an unreadable date is due', () => {
    expect(countdownText('2026-03-01T03:01:00Z', now)).toBe('1m 00s nữa');
    expect(countdownText('nonsense', now)).toBe('Đã đến giờ');
  });
});

describe('canSchedule: at least 5 minutes ahead', () => {
  it('accepts exactly 5 minutes and refuses a millisecond less', () => {
    expect(canSchedule(at(300_000), now)).toBe(true);
    expect(canSchedule(at(299_999), now)).toBe(false);
    expect(canSchedule(at(-1), now)).toBe(false);
    expect(canSchedule(at(300_000).toISOString(), now)).toBe(true);
    expect(canSchedule('garbage', now)).toBe(false);
    expect(minScheduleDate(now)).toEqual(at(300_000));
  });
});

describe('mayManageArticle (spec 001 §6)', () => {
  it('news.write.any manages all; news.write.own only its own by account id; others nothing', () => {
    const any = ['news.write.own', 'news.write.any', 'news.publish'];
    const own = ['news.write.own', 'news.publish'];
    expect(mayManageArticle({ id: 'a', permissions: any }, { authorId: 'b' })).toBe(true);
    expect(mayManageArticle({ id: 'a', permissions: any }, { authorId: null })).toBe(true);
    expect(mayManageArticle({ id: 's', permissions: own }, { authorId: 's' })).toBe(true);
    expect(mayManageArticle({ id: 's', permissions: own }, { authorId: 't' })).toBe(false);
    expect(mayManageArticle({ id: 's', permissions: own }, { authorId: null })).toBe(false);
    expect(mayManageArticle({ id: 'x', permissions: ['chat.answer'] }, { authorId: 'x' })).toBe(false);
    // a custom role holding news.write.any without being the admin role (decision 016)
    expect(mayManageArticle({ id: 'e', permissions: ['news.write.any'] }, { authorId: 'b' })).toBe(true);
  });

  it('words the refusal as the spec does', () => {
    expect(noPermissionMessage('xóa vĩnh viễn')).toBe('Bạn không có quyền xóa vĩnh viễn bài viết này');
  });
});
