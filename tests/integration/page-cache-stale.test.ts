import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// No stampede: when a cached page expires or content changes, one request renders it again while the
// others are answered the previous page (for at most the stale window, DEFAULT_STALE_MS), over a real socket, where
// the HTTP server answers them before Fastify. Needs the web build.
const TTL_MS = 300;
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ web: true, pageCacheTtlMs: TTL_MS });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const response = await fetch(`${base}${url}`);
  return {
    status: response.status,
    label: response.headers.get('x-page-cache'),
    body: await response.text(),
  };
};

/** Holds every render of /price-list at its data until `release()`, counting them. */
function holdPriceListRenders() {
  const site = t.app.services.site;
  const original = site.priceList.bind(site);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(site, 'priceList').mockImplementation(async () => {
    await gate;
    return original();
  });
  return { spy, release };
}

async function renameFirstWebService(title: string) {
  const { rowCount } = await t.app.pool.query(
    `update services set title = $1 where id = (select id from services where type = 'web' and not is_deleted order by created_at limit 1)`,
    [title],
  );
  expect(rowCount).toBe(1);
}

describe('stale-while-revalidate inside the process', () => {
  it('a page expiring under concurrent load is served stale while one render replaces it', async () => {
    t.app.pageCache.clear();
    const before = await get('/price-list');
    expect(before.label).toBe('miss');
    await renameFirstWebService('Gói website sau hạn');
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50)); // the entry's lifetime ends

    const held = holdPriceListRenders();
    try {
      const rendering = get('/price-list'); // the first request after expiry renders
      await expect.poll(() => held.spy.mock.calls.length).toBe(1);
      const during = await Promise.all(Array.from({ length: 20 }, () => get('/price-list')));
      for (const answer of during) {
        expect(answer.status).toBe(200);
        expect(answer.label).toBe('stale');
        expect(answer.body).toBe(before.body);
      }
      held.release();
      const rendered = await rendering;
      expect(rendered.label).toBe('miss');
      expect(rendered.body).toContain('Gói website sau hạn');
      const after = await get('/price-list');
      expect(after.label).toBe('hit');
      expect(after.body).toBe(rendered.body);
      expect(held.spy).toHaveBeenCalledTimes(1);
    } finally {
      held.release();
      held.spy.mockRestore();
    }
  });

  it('after a change, the first request gets the new page and the others the previous one meanwhile', async () => {
    t.app.pageCache.clear();
    const before = await get('/price-list');
    await renameFirstWebService('Gói website vừa sửa');
    await t.app.pageCache.invalidate(); // what every change of public content does

    const held = holdPriceListRenders();
    try {
      const rendering = get('/price-list');
      await expect.poll(() => held.spy.mock.calls.length).toBe(1);
      const during = await Promise.all(Array.from({ length: 10 }, () => get('/price-list')));
      expect(during.map((a) => a.label)).toEqual(Array(10).fill('stale'));
      expect(new Set(during.map((a) => a.body))).toEqual(new Set([before.body]));
      held.release();
      const rendered = await rendering;
      expect(rendered.label).toBe('miss');
      expect(rendered.body).toContain('Gói website vừa sửa');
      expect((await get('/price-list')).body).toBe(rendered.body);
      expect(held.spy).toHaveBeenCalledTimes(1);
    } finally {
      held.release();
      held.spy.mockRestore();
    }
  });

  it('without a previous entry, requests that arrive during the render wait for that one render', async () => {
    t.app.pageCache.clear();
    const held = holdPriceListRenders();
    try {
      const first = get('/price-list');
      await expect.poll(() => held.spy.mock.calls.length).toBe(1);
      const others = Array.from({ length: 10 }, () => get('/price-list'));
      held.release();
      const answers = await Promise.all([first, ...others]);
      expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(held.spy).toHaveBeenCalledTimes(1);
    } finally {
      held.release();
      held.spy.mockRestore();
    }
  });
});
