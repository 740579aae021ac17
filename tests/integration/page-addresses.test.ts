import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * No URL can make the server render (decisions 035 and 036), over a real socket, where the page cache answers
 * before Fastify. The clients are told apart as a real proxy in front would: TRUST_PROXY=loopback and one
 * X-Forwarded-For per client.
 */
const BUDGET = 3;
const CACHE_ENTRIES = 20;
let t: TestApp;
let base: string;
let lastPage: number;

const from = (ip: string, init: RequestInit = {}) => ({
  ...init,
  redirect: 'manual' as const,
  headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string> | undefined) },
});

beforeAll(async () => {
  t = await createTestApp({
    web: true,
    pageCacheTtlMs: 60_000,
    pageCacheEntries: CACHE_ENTRIES,
    renderBudget: BUDGET,
    trustProxy: 'loopback',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const list = await (await fetch(`${base}/api/news`)).json();
  lastPage = list.pagination.pages;
});
afterAll(async () => {
  await t.close();
});

describe('canonical addresses (decision 035)', () => {
  it('parameters a page does not read: a 301 to its one address, tracking tags kept, nothing rendered or stored', async () => {
    t.app.pageCache.clear();
    for (let i = 0; i < 30; i++) {
      const r = await fetch(`${base}/?q=${i}x${Math.random()}&utm_source=zalo`, from('198.51.100.1'));
      expect(r.status).toBe(301);
      expect(r.headers.get('location')).toBe('/?utm_source=zalo');
    }
    const paged = await fetch(`${base}/team?page=4`, from('198.51.100.1', { method: 'HEAD' }));
    expect(paged.status).toBe(301);
    expect(paged.headers.get('location')).toBe('/team');
    expect(t.app.pageCache.size()).toBe(0);
    // the page itself, through a campaign link, is still answered and kept as before
    const campaign = await fetch(`${base}/?utm_source=zalo`, from('198.51.100.1'));
    expect(campaign.status).toBe(200);
    expect(campaign.headers.get('x-page-cache')).toBe('miss');
    expect((await fetch(`${base}/`, from('198.51.100.1'))).headers.get('x-page-cache')).toBe('hit');
  });

  it('a page number past the last page is the not-found page, answered 404 from one entry without a render', async () => {
    const first = await fetch(`${base}/news?page=${lastPage + 1}`, from('198.51.100.2'));
    expect(first.status).toBe(404);
    // kept by browsers a minute, never served stale once the list has grown that far
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await first.text();
    expect(body).toContain('Oops....');
    expect(body).toContain('Trang không tìm thấy');
    expect(body).toContain('404 - Trang không tìm thấy');
    for (const n of [lastPage + 2, 777, 9999, '99999999999999999999']) {
      const again = await fetch(`${base}/news?page=${n}`, from('198.51.100.2'));
      expect(again.status, String(n)).toBe(404);
      expect(again.headers.get('x-page-cache'), String(n)).toBe('hit');
      expect(await again.text()).toBe(body);
    }
    // within the list, the page is the page
    const last = await fetch(`${base}/news${lastPage > 1 ? `?page=${lastPage}` : ''}`, from('198.51.100.2'));
    expect(last.status).toBe(200);
  });

  it('equivalent searches are one key, kept in the searches segment', async () => {
    const typed = await fetch(`${base}/news?search=++Thi%E1%BA%BFt+++K%E1%BA%BF`, from('198.51.100.3'));
    expect(typed.status).toBe(301);
    const location = String(typed.headers.get('location'));
    expect(location).toBe('/news?search=thi%E1%BA%BFt+k%E1%BA%BF');
    const result = await fetch(`${base}${location}`, from('198.51.100.3'));
    expect(result.status).toBe(200);
    expect(result.headers.get('x-page-cache')).toBe('miss');
    expect(await result.text()).toContain('name="search" value="thiết kế"');
    expect((await fetch(`${base}${location}`, from('198.51.100.4'))).headers.get('x-page-cache')).toBe('hit');
    expect(t.app.pageCache.segments().searches).toContain(location);
  });
});

describe('render budget per client address (decision 036)', () => {
  it('past its budget a client gets 429 with Retry-After for a page not cached, cached pages still, and others are not affected', async () => {
    const news = await fetch(`${base}/news`, from('203.0.113.9'));
    expect(news.status).toBe(200);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < BUDGET + 3; i++) {
      const r = await fetch(`${base}/news?search=tim-${i}`, from('203.0.113.7'));
      statuses.push(r.status);
      if (r.status === 429) refused ??= r;
      else await r.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(BUDGET).fill(200), 429, 429, 429]);
    expect(refused?.headers.get('retry-after')).toBe('10');
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(await refused?.text()).toContain('Bạn thao tác quá nhanh. Vui lòng thử lại sau.');
    // an unknown path renders the not-found page: a render too
    expect((await fetch(`${base}/khong-co-trang-${Math.random()}`, from('203.0.113.7'))).status).toBe(429);
    // the cached page is still served to the client past its budget
    const cached = await fetch(`${base}/news`, from('203.0.113.7'));
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    // a search another visitor made is cached: served too
    expect((await fetch(`${base}/news?search=tim-0`, from('203.0.113.7'))).status).toBe(200);
    // the client router's data loads (a visitor clicking through pages) count apart, with 10 times the allowance
    const data = await fetch(`${base}/news.data`, from('203.0.113.7'));
    expect(data.status).toBe(200);
    // another client still has its own budget
    expect((await fetch(`${base}/news?search=khac`, from('203.0.113.8'))).status).toBe(200);
  });

  it('past its allowance of answers that are not pages, a client gets them after a delay, and cached pages at once', async () => {
    const ip = '203.0.113.50';
    // the budget's allowance of redirects, not-found pages and refusals: 10 per render of the budget
    for (let i = 0; i < BUDGET * 10; i++) {
      const r = await fetch(`${base}/?q=${i}`, from(ip));
      expect(r.status).toBe(301);
    }
    const started = performance.now();
    const held = await fetch(`${base}/?q=past`, from(ip));
    expect(held.status).toBe(301);
    // held for PACED_ANSWER_MS (1 s): a timer never fires early
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    const page = await fetch(`${base}/`, from(ip));
    expect(page.status).toBe(200);
    expect(page.headers.get('x-page-cache')).toBe('hit');
  });

  it('an IPv6 client is one client for its whole /64', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET + 1; i++) {
      const r = await fetch(`${base}/news?search=v6-${i}`, from(`2001:db8:7:9::${(i + 1).toString(16)}`));
      statuses.push(r.status);
      await r.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(BUDGET).fill(200), 429]);
    expect((await fetch(`${base}/news?search=v6-x`, from('2001:db8:7:a::1'))).status).toBe(200);
  });
});

describe('popular pages protected (decision 035)', () => {
  it('no number of distinct invented URLs evicts /news', async () => {
    t.app.pageCache.clear();
    await (await fetch(`${base}/news`, from('192.0.2.1'))).arrayBuffer();
    expect((await fetch(`${base}/news`, from('192.0.2.1'))).headers.get('x-page-cache')).toBe('hit');
    const invented = (i: number) => [
      `/news?q=${i}`,
      `/news?page=${lastPage + 1 + i}`,
      `/news?search=bia-${i}`,
      `/trang-bia-${i}`,
      `/news/bai-bia-${i}`,
      `/api/news?page=${i + 2}`,
    ];
    for (let i = 0; i < CACHE_ENTRIES * 3; i++) {
      // each from its own address: the budget is not what protects the page here
      const ip = `10.1.${i >> 8}.${i & 255}`;
      for (const url of invented(i)) await (await fetch(`${base}${url}`, from(ip))).arrayBuffer();
    }
    expect(t.app.pageCache.segments().kept).toContain('/news');
    const after = await fetch(`${base}/news`, from('192.0.2.1'));
    expect(after.status).toBe(200);
    expect(after.headers.get('x-page-cache')).toBe('hit');
  });
});
