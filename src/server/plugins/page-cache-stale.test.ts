import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

// Stale-while-revalidate inside the process (decision 020), on a clock the test moves.
function cacheAt() {
  const clock = { t: 1_000_000 };
  const cache = createPageCache({ maxEntries: 10, ttlMs: 60_000, staleMs: 5_000, now: () => clock.t });
  return { cache, clock };
}
const html = (text: string) => Buffer.from(`<p>${text}</p>`);

describe('page cache: stale entries while a page is rendered again', () => {
  it('serves an expired entry only while its render is under way, and never past the stale window', async () => {
    const { cache, clock } = cacheAt();
    await cache.set('/', 200, {}, html('cũ'));
    expect(cache.servable('/')?.label).toBe('hit');

    clock.t += 60_001; // the entry's lifetime ends
    expect(cache.get('/')).toBeUndefined();
    expect(cache.servable('/'), 'no render under way: the request renders').toBeUndefined();
    const render = cache.beginRender('/');
    expect(cache.servable('/')?.label).toBe('stale');
    clock.t += 4_998;
    expect(cache.servable('/')?.label).toBe('stale');
    clock.t += 1;
    expect(cache.servable('/'), 'past the stale window nothing old is served').toBeUndefined();
    expect(cache.size()).toBe(0);

    const page = await cache.set('/', 200, {}, html('mới'), render.generation);
    render.settle(page);
    expect(cache.pending('/')).toBeUndefined();
    expect(cache.servable('/')).toEqual({ page, label: 'hit' });
  });

  it('after a change, serves the previous page for at most the stale window', async () => {
    const { cache, clock } = cacheAt();
    const old = await cache.set('/news', 200, {}, html('cũ'));
    clock.t += 10;
    cache.markStale();
    expect(cache.get('/news')).toBeUndefined();
    expect(cache.servable('/news')).toBeUndefined();
    cache.beginRender('/news');
    expect(cache.servable('/news')).toEqual({ page: old, label: 'stale' });
    clock.t += 5_000;
    expect(cache.servable('/news')).toBeUndefined();
  });

  it('keeps a page rendered across a change as stale, so the next request renders it again', async () => {
    const { cache, clock } = cacheAt();
    const render = cache.beginRender('/');
    clock.t += 20;
    cache.markStale(); // content changed while the page was being rendered from the old content
    clock.t += 20;
    const page = await cache.set('/', 200, {}, html('có thể cũ'), render.generation);
    render.settle(page);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.lookup('/')).toEqual({ page, fresh: false });
    // within the window it still covers requests that arrive while the next render runs
    cache.beginRender('/');
    expect(cache.servable('/')?.label).toBe('stale');
    clock.t += 5_000;
    expect(cache.servable('/')).toBeUndefined();
  });

  it('registers one render per page at a time; a settled render no longer counts', () => {
    const { cache } = cacheAt();
    const first = cache.beginRender('/');
    expect(cache.pending('/')).toBeInstanceOf(Promise);
    first.settle(undefined);
    first.settle(undefined);
    expect(cache.pending('/')).toBeUndefined();
  });

  it('does not store an answer whose render began before the cache was emptied', async () => {
    const { cache } = cacheAt();
    const render = cache.beginRender('/api/news');
    cache.clear();
    render.settle(await cache.set('/api/news', 200, {}, html('trước khi xóa'), render.generation));
    expect(cache.size()).toBe(0);
    const after = cache.beginRender('/api/news');
    await cache.set('/api/news', 200, {}, html('sau khi xóa'), after.generation);
    expect(cache.size()).toBe(1);
  });
});
