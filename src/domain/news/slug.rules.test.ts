import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldVietnamese, SLUG_PATTERN, sanitizeSlug, slugify, slugStatus } from './slug.rules.ts';

const VALID = /^[a-z0-9]+(-[a-z0-9]+)*$|^$/;
const vietnamese = fc.string({
  unit: fc.constantFrom(
    ...'aăâbcdđeêghiklmnoôơpqrstuưvxyáàảãạắằẳẵặấầẩẫậéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵĐÂƯ -_.,!?/0123456789'.split(
      '',
    ),
  ),
});

describe('slugify (spec 001 §5)', () => {
  it('removes Vietnamese diacritics, maps đ to d and joins words with hyphens', () => {
    expect(slugify('Thiết kế Website chuyên nghiệp cho Doanh nghiệp')).toBe(
      'thiet-ke-website-chuyen-nghiep-cho-doanh-nghiep',
    );
    expect(slugify('Đường đi của dữ liệu')).toBe('duong-di-cua-du-lieu');
    expect(slugify('Ứng dụng ưu việt, ổn định & bảo mật 100%')).toBe('ung-dung-uu-viet-on-dinh-bao-mat-100');
  });

  it('collapses and trims hyphens', () => {
    expect(slugify('  --Xin   chào -- thế giới!!  ')).toBe('xin-chao-the-gioi');
    expect(slugify('')).toBe('');
    expect(slugify('!!!')).toBe('');
  });

  it('reads decomposed (NFD) input the same as composed text', () => {
    expect(slugify('Thiết kế'.normalize('NFD'))).toBe('thiet-ke');
  });

  it('always yields a valid slug or the empty string, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), vietnamese), (s) => {
        const slug = slugify(s);
        expect(slug).toMatch(VALID);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('sanitizeSlug', () => {
  it('keeps a valid slug and cleans an edited one', () => {
    expect(sanitizeSlug('thiet-ke-web')).toBe('thiet-ke-web');
    expect(sanitizeSlug('Thiết-Kế  Web--2025/')).toBe('thiet-ke-web-2025');
    expect(sanitizeSlug('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });

  it('always yields a valid slug or the empty string, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), vietnamese), (s) => {
        const slug = sanitizeSlug(s);
        expect(slug).toMatch(VALID);
        expect(sanitizeSlug(slug)).toBe(slug);
        if (slug) expect(slug).toMatch(SLUG_PATTERN);
      }),
    );
  });
});

describe('foldVietnamese', () => {
  it('lowercases and removes diacritics but keeps spaces and punctuation', () => {
    expect(foldVietnamese('ĐĂNG KÝ Dịch Vụ, ngay!')).toBe('dang ky dich vu, ngay!');
    expect(foldVietnamese('Ơ ư Ư ơ')).toBe('o u u o');
  });
});

describe('slugStatus (spec 001 §5, the stricter of the two screens)', () => {
  it('is good for 10–60 characters holding the hyphenated keyword', () => {
    expect(slugStatus('thiet-ke-website', 'Thiết kế website')).toBe('good');
    expect(slugStatus('dich-vu-thiet-ke-website-tron-goi', 'thiết kế website')).toBe('good');
    expect(slugStatus(`thiet-ke-${'a'.repeat(51)}`, 'thiết kế')).toBe('good');
  });

  it('warns when too short, too long, malformed or without the keyword', () => {
    expect(slugStatus('thiet-ke', 'thiết kế')).toBe('warning');
    expect(slugStatus(`thiet-ke-${'a'.repeat(52)}`, 'thiết kế')).toBe('warning');
    expect(slugStatus('Thiet-Ke-Website', 'thiết kế website')).toBe('warning');
    expect(slugStatus('dich-vu-lam-web-gia-re', 'thiết kế website')).toBe('warning');
    expect(slugStatus('thiet-ke-websites', 'thiết kế website')).toBe('warning');
    expect(slugStatus('thiet-ke-website', '')).toBe('warning');
  });
});
