import { describe, expect, it } from 'vitest';
import { NEWS_TYPES, newsTypeLabel } from './news-type.rules.ts';

describe('article type labels (spec 001 §3)', () => {
  it('labels every type the forms offer, and the two older ones', () => {
    expect(NEWS_TYPES.map(newsTypeLabel)).toEqual([
      'Tin tức',
      'Hướng dẫn',
      'Kỹ thuật',
      'Marketing',
      'Công nghệ',
      'Tuyển dụng',
    ]);
    expect(newsTypeLabel('su-kien')).toBe('Sự kiện');
    expect(newsTypeLabel('thong-bao')).toBe('Thông báo');
  });

  it('shows an unknown type as stored', () => {
    expect(newsTypeLabel('khac')).toBe('khac');
  });
});
