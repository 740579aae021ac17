import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testRedisUrl } from '../helpers/redis.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Needs the web build (npm test builds it first). Public pages are served as ready bytes until content changes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(async () => {
  await t.close();
});

describe('public page cache', () => {
  it('renders a page once, then serves the same bytes, compressed once, with an ETag', async () => {
    const first = await t.app.inject({ url: '/price-list' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toContain('stale-while-revalidate');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);

    const second = await t.app.inject({ url: '/price-list', headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.rawPayload).toString()).toBe(first.body);

    const br = await t.app.inject({ url: '/price-list', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);

    const revalidate = await t.app.inject({
      url: '/price-list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidate.statusCode).toBe(304);
  });

  it('shows changed content after an invalidation', async () => {
    await t.app.inject({ url: '/price-list' });
    const { rows } = await t.app.pool.query(
      `update services set title = 'Gói website mới toanh' where id = (select id from services where type = 'web' and not is_deleted order by created_at limit 1) returning id`,
    );
    expect(rows).toHaveLength(1);
    expect((await t.app.inject({ url: '/price-list' })).body).not.toContain('Gói website mới toanh');
    await t.app.pageCache.invalidate();
    const fresh = await t.app.inject({ url: '/price-list' });
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('Gói website mới toanh');
  });

  it('empties itself when an article that the home page shows goes to the trash', async () => {
    const home = await t.app.inject({ url: '/' });
    const { rows } = await t.app.pool.query(
      `select id, title from news where status = 'published' and not is_deleted order by published_date desc limit 1`,
    );
    expect(home.body).toContain(rows[0].title);
    expect((await t.app.inject({ url: '/' })).headers['x-page-cache']).toBe('hit');
    const token = await login(t.app, 'admin');
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: `/api/news/${rows[0].id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(trashed.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/' });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).not.toContain(rows[0].title);
  });

  it('never caches the admin shell, missing pages or HEAD-only renders', async () => {
    const admin = await t.app.inject({ url: '/admin/login' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['x-page-cache']).toBeUndefined();
    const missing = await t.app.inject({ url: '/khong-co-trang-nay' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-page-cache']).toBeUndefined();
    expect((await t.app.inject({ url: '/khong-co-trang-nay' })).headers['x-page-cache']).toBeUndefined();
  });
});

describe('page cache under abuse', () => {
  it('a flood of query strings and spellings adds no entry, and the admin is never cached', async () => {
    t.app.pageCache.clear();
    await t.app.inject({ url: '/team' });
    expect(t.app.pageCache.size()).toBe(1);
    // another spelling of a page is redirected to its one address (decision 035), never rendered or stored
    for (let i = 0; i < 20; i++) {
      const r = await t.app.inject({ url: `/team?x=${i}` });
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('/team');
    }
    for (const url of ['/TEAM', '/team/']) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(301);
      expect(r.headers.location, url).toBe('/team');
    }
    for (const url of ['/ADMIN/login', '/Admin/login']) {
      expect((await t.app.inject({ url })).headers['x-page-cache'], url).toBeUndefined();
    }
    expect(t.app.pageCache.size()).toBe(1);
  });

  it('requests that arrive together for an uncached page share one render', async () => {
    t.app.pageCache.clear();
    const homeContent = vi.spyOn(t.app.services.site, 'homeContent');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/' })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(homeContent).toHaveBeenCalledTimes(1);
    } finally {
      homeContent.mockRestore();
    }
  });
});

// Over a real socket a hit is answered by the HTTP server before Fastify: it must carry the same headers.
describe('what pages read, kept per content generation (decision 022)', () => {
  it('renders a page the cache does not hold yet without reading again, and shows a change at once', async () => {
    await t.app.inject({ url: '/price-list?type=app' });
    const { rows } = await t.app.pool.query(
      `update services set title = 'Gói website giữ trong bộ nhớ' where id = (select id from services where type = 'web' and not is_deleted order by created_at limit 1) returning id`,
    );
    expect(rows).toHaveLength(1);
    // another tab of the same page: rendered, from the data read before (its loader data holds every service)
    const again = await t.app.inject({ url: '/price-list?type=agency' });
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(again.body).not.toContain('Gói website giữ trong bộ nhớ');
    // a change that public pages show moves the generation: the next render reads the new content
    await t.app.pageCache.invalidate();
    expect((await t.app.inject({ url: '/price-list?type=agency' })).body).toContain(
      'Gói website giữ trong bộ nhớ',
    );
  });
});

describe('page cache over HTTP', () => {
  it('answers a hit with the same security headers and bytes as the render, and 304 or HEAD as asked', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const miss = await fetch(`${base}/products`);
    const missBody = await miss.text();
    expect(miss.headers.get('x-page-cache')).toBe('miss');
    const hit = await fetch(`${base}/products`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(await hit.text()).toBe(missBody);
    for (const name of [
      'content-type',
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'cache-control',
      'etag',
    ]) {
      expect(hit.headers.get(name), name).toBeTruthy();
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
    }

    // a campaign link is the page itself: its tracking tags do not make a render of their own (decision 035)
    const campaign = await fetch(`${base}/products?utm_source=zalo&utm_medium=social&fbclid=IwAR0abc`);
    expect(campaign.headers.get('x-page-cache')).toBe('hit');
    expect(await campaign.text()).toBe(missBody);
    // and the first visitor through a campaign link fills the page's entry for everyone
    const firstFromAd = await fetch(`${base}/price-list?gclid=Cj0KCQ`);
    expect(firstFromAd.headers.get('x-page-cache')).toBe('miss');
    const afterAd = await fetch(`${base}/price-list`);
    expect(afterAd.headers.get('x-page-cache')).toBe('hit');
    expect(await afterAd.text()).toBe(await firstFromAd.text());
    // …while any other parameter is redirected to the page's one address, the tags kept (decision 035)
    const other = await fetch(`${base}/products?utm_source=zalo&view=grid`, { redirect: 'manual' });
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe('/products?utm_source=zalo');

    const notModified = await fetch(`${base}/products`, {
      headers: { 'if-none-match': String(hit.headers.get('etag')) },
    });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${base}/products`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');

    // a form post to the same URL is not a cache hit: it reaches the router
    const post = await fetch(`${base}/products`, { method: 'POST' });
    expect(post.headers.get('x-page-cache')).toBeNull();
  });
});

// Scaled out: an invalidation on one instance empties the others' caches through Redis pub/sub.
describe.runIf(process.env.REDIS_URL)('page cache across instances (REDIS_URL)', () => {
  it('clears another instance when content changes on this one', async () => {
    const one = await createTestApp({ web: true, redisUrl: testRedisUrl });
    const two = await createTestApp({ web: true, redisUrl: testRedisUrl });
    try {
      await one.app.inject({ url: '/products' });
      expect((await one.app.inject({ url: '/products' })).headers['x-page-cache']).toBe('hit');
      await two.app.pageCache.invalidate();
      // the entry goes stale: no longer a hit, kept only to be served while its page is rendered again
      await expect.poll(() => one.app.pageCache.get('/products'), { timeout: 5000 }).toBeUndefined();
      expect((await one.app.inject({ url: '/products' })).headers['x-page-cache']).toBe('miss');
    } finally {
      await one.close();
      await two.close();
    }
  });
});
