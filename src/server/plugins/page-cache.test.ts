import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey } from './page-cache.ts';

describe('page cache entries', () => {
  it('keeps the bytes with their gzip form and a stable ETag', async () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000 });
    const body = Buffer.from('<html>xin chào</html>'.repeat(50));
    const entry = await cache.set('/a', 200, { 'content-type': 'text/html' }, body);
    expect(gunzipSync(entry.gzip.body).equals(body)).toBe(true);
    expect(cache.get('/a')?.etag).toBe(entry.etag);
    expect((await cache.set('/b', 200, {}, body)).etag).toBe(entry.etag);
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    await cache.set('/a', 200, {}, Buffer.from('a'));
    now = 1000;
    expect(cache.get('/a')).toBeDefined();
    now = 1001;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000 });
    await cache.set('/a', 200, {}, Buffer.from('a'));
    await cache.set('/b', 200, {}, Buffer.from('b'));
    cache.get('/a');
    await cache.set('/c', 200, {}, Buffer.from('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size()).toBe(2);
  });
});

describe('page cache keys', () => {
  it.each([
    ['/', '/'],
    ['/news', '/news'],
    ['/news?page=2', '/news?page=2'],
    ['/news?page=1', '/news'],
    ['/news?', '/news'],
    ['/products/0b8f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', '/products/0b8f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'],
    // campaign links are the page itself: their tracking tags are not part of the key
    ['/?utm_source=zalo&utm_medium=social&utm_campaign=khai-truong', '/'],
    ['/?fbclid=IwAR0abc-DEF_123', '/'],
    ['/news?page=2&utm_source=zalo', '/news?page=2'],
    ['/news?utm_source=newsletter&page=3&mc_cid=9f&mc_eid=1a', '/news?page=3'],
    ['/price-list?gclid=Cj0KCQ&zarsrc=30&utm_content', '/price-list'],
  ])('%s is kept as %s', (url, key) => {
    expect(pageCacheKey(url)).toBe(key);
  });

  it.each([
    '/?x=1',
    '/?utm_source=zalo&x=1',
    '/?UTM_SOURCE=zalo',
    '/news?page=2&page=3',
    '/news?page=2&',
    '/news?page',
    '/news?search=web&utm_source=zalo',
    '/news?search=thiet+ke',
    '/news?page=02',
    '/news?page=99999',
    '/News',
    '/news/',
    '/ne%77s',
    '//news',
    '/admin/login',
    '/ADMIN/login',
    '/Admin',
  ])('%s is rendered without the cache', (url) => {
    expect(pageCacheKey(url)).toBeNull();
  });
});

describe('popular pages protected from a flood of new keys (decision 035)', () => {
  it('a page read again is protected: any number of keys read once never evicts it', async () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 60_000 });
    await cache.set('/news', 200, {}, Buffer.from('tin tức'));
    expect(cache.get('/news')).toBeDefined();
    for (let i = 2; i < 1_000; i++) await cache.set(`/api/news?page=${i}`, 200, {}, Buffer.from(String(i)));
    expect(cache.get('/news')).toBeDefined();
    expect(cache.size()).toBe(10);
    expect(cache.segments().kept).toEqual(['/news']);
  });

  it('the protected segment keeps the pages read most recently; the oldest go back on probation first', async () => {
    const cache = createPageCache({ maxEntries: 5, ttlMs: 60_000 });
    for (const key of ['/a', '/b', '/c', '/d', '/e']) {
      await cache.set(key, 200, {}, Buffer.from(key));
      cache.get(key);
    }
    // four protected (80 %), the least recently read of them back on probation
    expect(cache.segments()).toMatchObject({ kept: ['/b', '/c', '/d', '/e'], probation: ['/a'] });
    await cache.set('/f', 200, {}, Buffer.from('f'));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
  });

  it('searches have their own segment and lifetime: no number of them evicts a page, and a change forgets them', async () => {
    let now = 0;
    const cache = createPageCache({
      maxEntries: 2,
      ttlMs: 60_000,
      maxSearches: 3,
      searchTtlMs: 1_000,
      now: () => now,
    });
    await cache.set('/', 200, {}, Buffer.from('/'));
    await cache.set('/news', 200, {}, Buffer.from('/news'));
    for (let i = 0; i < 50; i++) await cache.set(`/news?search=s${i}`, 200, {}, Buffer.from(String(i)));
    expect(cache.get('/')).toBeDefined();
    expect(cache.get('/news')).toBeDefined();
    expect(cache.segments().searches).toEqual(['/news?search=s47', '/news?search=s48', '/news?search=s49']);
    now = 1_001;
    expect(cache.get('/news?search=s49')).toBeUndefined();
    await cache.set('/news?search=web', 200, {}, Buffer.from('web'));
    cache.markStale();
    expect(cache.lookup('/news?search=web')).toBeUndefined();
  });

  it('remembers the last page of a list only for the content it was read from', () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.noteLastPage('/news', 3);
    expect(cache.lastPage('/news')).toBe(3);
    cache.markStale();
    expect(cache.lastPage('/news')).toBeUndefined();
  });
});
