import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image.rules.ts';

describe('responsive images', () => {
  it('offers WebP variants of our own images', () => {
    expect(responsiveImage('public/images/a-b_1.jpg', '100vw')).toEqual({
      src: '/api/public/images/w/640/a-b_1.jpg',
      srcSet:
        '/api/public/images/w/320/a-b_1.jpg 320w, /api/public/images/w/640/a-b_1.jpg 640w, /api/public/images/w/960/a-b_1.jpg 960w, /api/public/images/w/1280/a-b_1.jpg 1280w',
      sizes: '100vw',
    });
  });

  it('uses other images as they are', () => {
    expect(responsiveImage('https://cdn.example.com/x.jpg', '100vw')).toEqual({
      src: 'https://cdn.example.com/x.jpg',
    });
    expect(responsiveImage('public/images/anim.gif', '100vw')).toEqual({
      src: '/api/public/images/anim.gif',
    });
    expect(responsiveImage(null, '100vw')).toBeNull();
  });
});
