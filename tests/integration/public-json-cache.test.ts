import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// public JSON kept in the page cache and answered before Fastify; ETag and 304 on the API's GET answers.
// Over a real socket, where cached answers are served by the HTTP server.
let t: TestApp;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers });
  return {
    status: response.status,
    label: response.headers.get('x-page-cache'),
    etag: response.headers.get('etag'),
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

/**
 * An answer is stored once its compressed variants are ready, just after it was sent: a test that expects the
 * next request to be a hit waits for the entry first (the answer itself never waits for the cache).
 */
async function storedAs(key: string) {
  await vi.waitFor(() => expect(t.app.pageCache.get(key)).toBeDefined());
}

describe('public JSON from the page cache', () => {
  it('answers the news list from the cache with the same bytes, headers and ETag, and 304 when current', async () => {
    t.app.pageCache.clear();
    const first = await get('/api/news');
    expect(first.status).toBe(200);
    expect(first.label).toBeNull();
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    await storedAs('/api/news');
    const second = await get('/api/news');
    expect(second.label).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.etag).toBe(first.etag);
    expect(second.type).toBe(first.type);

    const zipped = await fetch(`${base}/api/news`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(first.body); // fetch has unzipped it

    const notModified = await get('/api/news', { 'if-none-match': String(first.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('shows a change at once: the list no longer carries an article moved to the trash', async () => {
    t.app.pageCache.clear();
    const before = JSON.parse((await get('/api/news')).body);
    await storedAs('/api/news');
    expect((await get('/api/news')).label).toBe('hit');
    const [article] = before.data;
    const trashed = await fetch(`${base}/api/news/${article._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(trashed.status).toBe(200);
    const after = await get('/api/news');
    expect(after.label).toBeNull();
    expect(JSON.parse(after.body).data.map((a: { _id: string }) => a._id)).not.toContain(article._id);
  });

  it('never stores nor serves an answer given to a token (it may show more than the public sees)', async () => {
    t.app.pageCache.clear();
    const auth = { authorization: `Bearer ${token}` };
    expect((await get('/api/news', auth)).label).toBeNull();
    expect((await get('/api/news', auth)).label).toBeNull();
    expect(t.app.pageCache.size()).toBe(0);
    await get('/api/news'); // the public list, stored
    await storedAs('/api/news');
    expect((await get('/api/news')).label).toBe('hit');
    expect((await get('/api/news', auth)).label).toBeNull();
    // products carry counters their clients read back at once: never kept
    const { rows } = await t.app.pool.query(
      `select id from products where not is_deleted and status = 'active' limit 1`,
    );
    await get(`/api/products/${rows[0].id}`);
    expect((await get(`/api/products/${rows[0].id}`)).label).toBeNull();
    expect((await get('/api/products')).label).toBeNull();
  });

  it('answers searches and filters fresh, with an ETag and 304', async () => {
    const search = await get('/api/news?search=website');
    expect(search.status).toBe(200);
    expect(search.label).toBeNull();
    expect(search.etag).toBeTruthy();
    expect((await get('/api/news?search=website')).label).toBeNull();
    const again = await get('/api/news?search=website', { 'if-none-match': String(search.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const changed = await get('/api/news?search=website', { 'if-none-match': '"khac"' });
    expect(changed.status).toBe(200);
    expect(changed.body).toBe(search.body);
  });

  it('keeps idle connections open as Fastify does (72 s), not for the 5 s of Node', () => {
    // the page cache's own HTTP server (decision 008) is given Fastify's timeouts
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });
});

// each list page carries its total in the same query; past the last page the total is counted apart.
describe('news list totals in one query', () => {
  const count = async (where: string) =>
    Number((await t.app.pool.query(`select count(*) n from news where ${where}`)).rows[0].n);
  const visible = `not is_deleted and status = 'published' and (scheduled_publish_date is null or scheduled_publish_date <= now())`;

  it('gives the same total on a page, past the last page and in a search', async () => {
    const total = await count(visible);
    const past = (await t.app.inject({ url: '/api/news?page=999' })).json();
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 999, total });
    expect((await t.app.inject({ url: '/api/news?page=1' })).json().pagination.total).toBe(total);
    const search = (await t.app.inject({ url: '/api/news?search=WEBSITE' })).json();
    const matching = await count(`${visible} and lower(title) like '%website%'`);
    expect(matching).toBeGreaterThan(0);
    expect(search.pagination.total).toBe(matching);
    expect(search.data).toHaveLength(Math.min(9, matching));
  });

  it('counts the admin list the same way: everything but the trash', async () => {
    const total = await count('not is_deleted');
    const headers = { authorization: `Bearer ${token}` };
    const first = (await t.app.inject({ url: '/api/news/admin/list', headers })).json();
    expect(first.pagination.total).toBe(total);
    expect(first.data.length).toBe(Math.min(10, total));
    const past = (await t.app.inject({ url: '/api/news/admin/list?page=500', headers })).json();
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(total);
  });
});
