import { describe, expect, it } from 'vitest';
import { normaliseNewsSearch, pageAddress, pageNumberOf } from './page-address.rules.ts';

describe('canonical page addresses (decision 035)', () => {
  it.each([
    ['/', '/'],
    ['/news', '/news'],
    ['/news?page=2', '/news?page=2'],
    ['/news?search=thi%E1%BA%BFt+k%E1%BA%BF', '/news?search=thi%E1%BA%BFt+k%E1%BA%BF'],
    ['/news?search=web&page=3', '/news?search=web&page=3'],
    ['/price-list?type=app', '/price-list?type=app'],
    ['/products/0b8f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', '/products/0b8f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'],
    // tracking tags keep working as they did: the page itself, the tags left in the address
    ['/?utm_source=zalo&utm_medium=social&fbclid=IwAR0abc', '/'],
    ['/news?page=2&utm_source=zalo', '/news?page=2'],
    ['/khong-co-trang-nay', '/khong-co-trang-nay'],
  ])('%s is a page, kept as %s', (url, key) => {
    expect(pageAddress(url)).toMatchObject({ kind: 'page', key });
  });

  it.each([
    // parameters a page does not read
    ['/?q=8f3a', '/'],
    ['/?x=1&utm_source=zalo', '/?utm_source=zalo'],
    ['/?UTM_SOURCE=zalo', '/'],
    ['/team?page=2', '/team'],
    ['/products?page=7', '/products'],
    ['/news/bai-viet?page=2', '/news/bai-viet'],
    // page: only a plain positive integer, once, 1 is the list itself
    ['/news?page=1', '/news'],
    ['/news?page=0', '/news'],
    ['/news?page=-2', '/news'],
    ['/news?page=2.5', '/news'],
    ['/news?page=abc', '/news'],
    ['/news?page=02', '/news?page=2'],
    ['/news?page=2&page=3', '/news?page=2'],
    ['/news?page', '/news'],
    // one order of parameters, one spelling of the search
    ['/news?page=2&search=web', '/news?search=web&page=2'],
    ['/news?search=++Thi%E1%BA%BFt+++K%E1%BA%BF+', '/news?search=thi%E1%BA%BFt+k%E1%BA%BF'],
    ['/news?search=%20%20', '/news'],
    // the first tab is the price list itself; an unknown tab is no tab
    ['/price-list?type=web', '/price-list'],
    ['/price-list?type=khac', '/price-list'],
    // the path as the site writes its links
    ['/TEAM', '/team'],
    ['/team/', '/team'],
    ['/News/?page=2&x=1', '/news?page=2'],
  ])('%s is redirected to %s', (url, location) => {
    expect(pageAddress(url)).toEqual({ kind: 'redirect', location });
    // the address redirected to is the page itself: never a second hop, never a loop
    expect(pageAddress(location)?.kind).toBe('page');
  });

  it('a NFD-typed search is the same search as its NFC spelling', () => {
    const nfd = encodeURIComponent('thiết kế'.normalize('NFD'));
    expect(pageAddress(`/news?search=${nfd}`)).toEqual({
      kind: 'redirect',
      location: '/news?search=thi%E1%BA%BFt+k%E1%BA%BF',
    });
  });

  it.each([
    '/api/news?x=1',
    '/admin/login?x=1',
    '/ADMIN',
    '/news.data?search=x',
    '/assets/app-1a2b.js',
    '/robots.txt',
    '//news',
    '/ne%77s',
  ])('%s is not a public page address: left to its route', (url) => {
    expect(pageAddress(url)).toBeNull();
  });

  it('a page number longer than any list is kept as past the last page, never as a number', () => {
    expect(pageAddress('/news?page=99999999999999999999')).toMatchObject({
      kind: 'page',
      page: Number.POSITIVE_INFINITY,
    });
  });
});

describe('news search normalisation (decision 035)', () => {
  it('folds case, spaces and Unicode form, and caps the length without cutting a character', () => {
    expect(normaliseNewsSearch('  Thiết   KẾ\tWeb ')).toBe('thiết kế web');
    expect(normaliseNewsSearch('ĐƯỜNG')).toBe('đường');
    const long = `${'ế'.repeat(99)}ẾẾẾ`;
    expect(Array.from(normaliseNewsSearch(long))).toHaveLength(100);
    expect(normaliseNewsSearch(long.normalize('NFD'))).toBe(normaliseNewsSearch(long));
  });

  it('reads page numbers as plain positive integers only', () => {
    expect(pageNumberOf('3')).toBe(3);
    expect(pageNumberOf('003')).toBe(3);
    for (const bad of ['0', '', '-1', '1e3', '2.0', ' 2', '0x10'])
      expect(pageNumberOf(bad), bad).toBeUndefined();
  });
});
