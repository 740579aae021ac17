import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('page cache entries', () => {
  it('keeps the bytes with their gzip form and a stable ETag', () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000 });
    const body = Buffer.from('<html>xin chào</html>'.repeat(50));
    const entry = cache.set('/a', 200, { 'content-type': 'text/html' }, body);
    expect(gunzipSync(entry.gzip.body).equals(body)).toBe(true);
    expect(cache.get('/a')?.etag).toBe(entry.etag);
    expect(cache.set('/b', 200, {}, body).etag).toBe(entry.etag);
  });

  it('expires entries after the TTL', () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('/a', 200, {}, Buffer.from('a'));
    now = 1000;
    expect(cache.get('/a')).toBeDefined();
    now = 1001;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000 });
    cache.set('/a', 200, {}, Buffer.from('a'));
    cache.set('/b', 200, {}, Buffer.from('b'));
    cache.get('/a');
    cache.set('/c', 200, {}, Buffer.from('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size()).toBe(2);
  });
});
