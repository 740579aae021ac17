import { describe, expect, it } from 'vitest';
import {
  articleInputSchema,
  IMAGE_INVALID_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  isValidArticleImage,
  newsListQuerySchema,
  publishDraftSchema,
  SCHEDULE_REQUIRED_MESSAGE,
} from './article.schema.ts';

const valid = {
  title: 'Thiết kế website',
  summary: 'Tóm tắt',
  content: '<p>Nội dung</p>',
  type: 'news',
  image: 'public/images/a.jpg',
};
const firstMessage = (input: unknown) => {
  const r = articleInputSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('featured image (spec 001 §5)', () => {
  it.each([
    'https://example.com/a.jpg',
    'http://cdn.example.vn/x/y.png?v=1',
    'public/images/a.jpg',
    '/public/images/2025/a b.jpg'.replace(' ', '-'),
  ])('accepts %s', (v) => {
    expect(isValidArticleImage(v)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.jpg',
    'images/a.jpg',
    'public/images/',
    'public/images/../secret',
    'http://',
    'không phải url',
  ])('refuses %s', (v) => {
    expect(isValidArticleImage(v)).toBe(false);
  });

  it('gives the spec messages', () => {
    expect(firstMessage({ ...valid, image: '' })).toBe(IMAGE_REQUIRED_MESSAGE);
    expect(firstMessage({ ...valid, image: undefined })).toBe(IMAGE_REQUIRED_MESSAGE);
    expect(firstMessage({ ...valid, image: 'x.jpg' })).toBe(IMAGE_INVALID_MESSAGE);
  });
});

describe('article body', () => {
  it('fills defaults', () => {
    const a = articleInputSchema.parse(valid);
    expect(a).toMatchObject({ slug: '', keywords: [], status: 'published', scheduledPublishDate: null });
  });

  it('needs title and content, refuses unknown fields and a bad type', () => {
    expect(firstMessage({ ...valid, title: '  ' })).toBe('Vui lòng nhập ít nhất tiêu đề và nội dung');
    expect(firstMessage({ ...valid, content: '<p> </p>' })).toBe('Vui lòng nhập ít nhất tiêu đề và nội dung');
    expect(firstMessage({ ...valid, hacker: 1 })).toMatch(/hacker/);
    expect(articleInputSchema.safeParse({ ...valid, type: 'su-kien' }).success).toBe(false);
    expect(firstMessage({ ...valid, summary: 'x'.repeat(901) })).toBe(
      'Tóm tắt không được vượt quá 900 ký tự',
    );
  });

  it('needs a date with an offset to schedule', () => {
    expect(firstMessage({ ...valid, status: 'scheduled' })).toBe(SCHEDULE_REQUIRED_MESSAGE);
    expect(
      articleInputSchema.safeParse({
        ...valid,
        status: 'scheduled',
        scheduledPublishDate: '2026-03-01T10:00:00+07:00',
      }).success,
    ).toBe(true);
    expect(articleInputSchema.safeParse({ ...valid, scheduledPublishDate: '2026-03-01 10:00' }).success).toBe(
      false,
    );
  });
});

describe('publish-draft body and list query', () => {
  it('accepts {} and a date, refuses other fields', () => {
    expect(publishDraftSchema.safeParse({}).success).toBe(true);
    expect(publishDraftSchema.safeParse({ scheduledPublishDate: null }).success).toBe(true);
    expect(publishDraftSchema.safeParse({ status: 'published' }).success).toBe(false);
  });

  it('parses includeDrafts as a flag', () => {
    expect(newsListQuerySchema.parse({ includeDrafts: 'true' })).toEqual({ page: 1, includeDrafts: true });
    expect(newsListQuerySchema.safeParse({ includeDrafts: 'yes' }).success).toBe(false);
  });
});
