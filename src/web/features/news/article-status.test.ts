import { describe, expect, it } from 'vitest';
import type { Article } from '#domain/news/article.schema.ts';
import { articleKey, mayManage, scheduleText } from './article-status.ts';

const now = Date.parse('2026-11-22T05:00:00Z');
const article = (overrides: Partial<Article>): Article => ({
  _id: 'a1',
  slug: 'bai-viet',
  title: 'Bài viết',
  summary: '',
  content: '',
  image: null,
  type: 'news',
  author: 'Quản trị viên',
  authorId: 'u1',
  status: 'published',
  isDraft: false,
  isDeleted: false,
  scheduledPublishDate: null,
  publishedDate: null,
  views: 0,
  like: 0,
  focusKeyword: '',
  keywords: [],
  metaDescription: '',
  seoScore: 0,
  readabilityScore: 0,
  createdAt: '2026-11-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
  deletedAt: null,
  deletedBy: null,
  ...overrides,
});

describe('the line under the list badge (spec 001 §4)', () => {
  it("reads 'Không hẹn' for a draft and 'Đã xuất bản' once published", () => {
    expect(scheduleText(article({ status: 'draft', isDraft: true }), now)).toBe('Không hẹn');
    expect(scheduleText(article({}), now)).toBe('Đã xuất bản');
  });

  it("counts down while scheduled and reads 'Đã đến giờ' once due, before the scheduler publishes", () => {
    const scheduled = article({ status: 'scheduled', scheduledPublishDate: '2026-11-22T05:04:07Z' });
    expect(scheduleText(scheduled, now)).toBe('4m 07s nữa');
    expect(scheduleText(scheduled, now + 5 * 60_000)).toBe('Đã đến giờ');
  });
});

describe('permissions mirrored in the browser (spec 001 §6)', () => {
  it('lets news.write.any manage everything and news.write.own only what it wrote, by account id', () => {
    const who = (_id: string, role: 'admin' | 'staff', permissions?: string[]) => ({
      _id,
      fullName: 'Tên',
      email: `${_id}@example.com`,
      role,
      ...(permissions ? { permissions } : {}),
    });
    expect(mayManage(who('x', 'admin'), { authorId: 'u1' })).toBe(true);
    expect(mayManage(who('u1', 'staff'), { authorId: 'u1' })).toBe(true);
    expect(mayManage(who('u2', 'staff'), { authorId: 'u1' })).toBe(false);
    expect(mayManage(who('u2', 'staff'), { authorId: null })).toBe(false);
    // the permissions the server sent win over the built-in role (a custom editor role, decision 016)
    expect(mayManage(who('u3', 'staff', ['news.write.any']), { authorId: 'u1' })).toBe(true);
  });

  it('links by slug, else by id', () => {
    expect(articleKey({ _id: 'a1', slug: 'bai-viet' })).toBe('bai-viet');
    expect(articleKey({ _id: 'a1', slug: '' })).toBe('a1');
  });
});
