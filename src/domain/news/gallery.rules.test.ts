import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery.rules.ts';

describe('article gallery (spec 000 §2)', () => {
  it('lists every distinct image of the body in order', () => {
    const html =
      '<p>a</p><img src="/api/public/images/a.jpg" alt="A"><p><img alt="B" src="https://cdn.example.com/b.png?x=1&amp;y=2"></p><img src="/api/public/images/a.jpg">';
    expect(galleryImages(html)).toEqual([
      '/api/public/images/a.jpg',
      'https://cdn.example.com/b.png?x=1&y=2',
    ]);
  });

  it('finds nothing in a body without images', () => {
    expect(galleryImages('<p>Không có ảnh <b>nào</b></p>')).toEqual([]);
  });
});
