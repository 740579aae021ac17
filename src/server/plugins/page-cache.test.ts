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

describe('page cache keys (issue 11 item 5)', () => {
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
