import { describe, expect, it } from 'vitest';
import { articleInputSchema } from '#domain/news/article.schema.ts';
import type { AdminArticle } from '../news.api.ts';
import {
  densityLabel,
  hasArticleContent,
  saveSuccessMessage,
  submitLabel,
  toArticleInput,
  valuesFrom,
} from './article-form-values.ts';

const stored: AdminArticle = {
  _id: 'a1',
  slug: 'thiet-ke-website',
  title: 'Thiết kế website',
  summary: 'Tóm tắt',
  content: '<p>Nội dung</p>',
  image: 'public/images/a.jpg',
  type: 'news',
  author: 'Admin',
  authorId: 'u1',
  status: 'scheduled',
  isDraft: false,
  isDeleted: false,
  scheduledPublishDate: '2030-01-02T03:04:00.000Z',
  publishedDate: null,
  views: 0,
  like: 0,
  focusKeyword: 'thiết kế website',
  keywords: ['seo'],
  metaDescription: 'Mô tả',
  seoScore: 70,
  readabilityScore: 60,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
};

describe('valuesFrom (spec 001 §4: loading an article sets the publish option)', () => {
  it('starts a new article empty, as news, published now', () => {
    expect(valuesFrom(undefined)).toMatchObject({
      title: '',
      type: 'news',
      publishOption: 'now',
      keywords: [],
    });
  });

  it('prefills a scheduled article with its date', () => {
    const values = valuesFrom(stored);
    expect(values.publishOption).toBe('schedule');
    expect(values.scheduleAt).toMatch(/^2030-01-0\dT\d\d:04$/);
  });

  it('reads a draft as draft and an unknown type as news', () => {
    const values = valuesFrom({ ...stored, status: 'draft', isDraft: true, type: 'su-kien' });
    expect(values.publishOption).toBe('draft');
    expect(values.scheduleAt).toBe('');
    expect(values.type).toBe('news');
  });
});

describe('toArticleInput', () => {
  it('builds a payload the domain schema accepts, with a clean slug and the status of the option', () => {
    const input = toArticleInput({ ...valuesFrom(stored), slug: '', publishOption: 'now' }, null);
    expect(input.slug).toBe('thiet-ke-website');
    expect(input.status).toBe('published');
    expect(input.scheduledPublishDate).toBeNull();
    expect(articleInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a schedule as ISO 8601 with an offset', () => {
    const input = toArticleInput({ ...valuesFrom(stored), scheduleAt: '2030-05-06T07:08' }, null);
    expect(input.status).toBe('scheduled');
    expect(input.scheduledPublishDate).toMatch(/^2030-05-06T07:08:00[+-]\d\d:\d\d$/);
  });
});

describe('texts of the form', () => {
  it('names the submit button after the option', () => {
    expect(submitLabel('create', 'draft')).toBe('Lưu bản nháp');
    expect(submitLabel('edit', 'draft')).toBe('Cập nhật bản nháp');
    expect(submitLabel('create', 'schedule')).toBe('Hẹn giờ đăng');
    expect(submitLabel('create', 'now')).toBe('Đăng bài viết');
    expect(submitLabel('edit', 'now')).toBe('Cập nhật bài viết');
  });

  it('thanks for a save in the spec words', () => {
    expect(saveSuccessMessage('create', 'now')).toBe('Bài viết đã được tạo thành công');
    expect(saveSuccessMessage('edit', 'draft')).toBe('Bản nháp đã được cập nhật thành công');
  });

  it('rates keyword density (spec 001 §5: 0.5-2.5 % optimal)', () => {
    expect(densityLabel(0.2)).toBe('thấp');
    expect(densityLabel(1)).toBe('tối ưu');
    expect(densityLabel(3)).toBe('cao');
  });

  it('counts an image alone as content', () => {
    expect(hasArticleContent('<p> </p>')).toBe(false);
    expect(hasArticleContent('<p><img src="x"></p>')).toBe(true);
  });
});
