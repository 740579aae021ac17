import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.rules.ts';

describe('media URLs (spec 000 §9)', () => {
  it('serves a stored public path from /api/public', () => {
    expect(mediaUrl('public/images/x.jpg')).toBe('/api/public/images/x.jpg');
    expect(mediaUrl('/public/videos/demo.mp4')).toBe('/api/public/videos/demo.mp4');
    expect(mediaUrl('./public/zips/app.zip')).toBe('/api/public/zips/app.zip');
  });

  it('keeps absolute URLs as they are', () => {
    expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('http://example.com/b.jpg')).toBe('http://example.com/b.jpg');
    expect(mediaUrl('//cdn.example.com/c.jpg')).toBe('//cdn.example.com/c.jpg');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('does not prefix a path that already points at the API', () => {
    expect(mediaUrl('/api/public/images/x.jpg')).toBe('/api/public/images/x.jpg');
  });

  it('places a bare file name under its media kind', () => {
    expect(mediaUrl('x.jpg')).toBe('/api/public/images/x.jpg');
    expect(mediaUrl('guide.pdf', 'guides')).toBe('/api/public/guides/guide.pdf');
    expect(mediaUrl('images/y.jpg')).toBe('/api/public/images/y.jpg');
  });

  it('gives null for a missing path', () => {
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl(undefined)).toBeNull();
    expect(mediaUrl('   ')).toBeNull();
  });
});
