import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, weakArticle } from './news-fixtures.ts';

// decision 042: a preview link opens the public article page of a draft, marked, never cached, never indexed.
// Needs the web build, as page-cache.test.ts does.
let t: TestApp;
let clock = new Date(Date.now() + 60_000);

beforeAll(async () => {
  t = await createTestApp({ web: true, previewTtlSeconds: 3600 }, () => clock);
});
afterAll(async () => {
  await t.close();
});

describe('the preview page', () => {
  it('shows a draft on the public layout without a session, then 404 after expiry', async () => {
    const admin = bearer(await login(t.app, 'admin'));
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/news/draft',
      headers: admin,
      payload: weakArticle({ title: 'Bản nháp trên trang thật' }),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/news/${draft.json().data._id}/preview`,
      headers: admin,
    });
    const { path } = link.json().data;
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ url: path });
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.body).toContain('Bản xem trước');
      expect(page.body).toContain('Bản nháp trên trang thật');
      expect(page.body).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    expect(t.app.pageCache.segments().probation.concat(t.app.pageCache.segments().kept)).not.toContain(path);
    clock = new Date(clock.getTime() + 3_600_000);
    const expired = await t.app.inject({ url: path });
    expect(expired.statusCode).toBe(404);
    // a preview's address has no page-cache key (decision 035: not a canonical address), so no answer of it is kept
    expect(expired.headers['x-page-cache']).toBeUndefined();
  });
});
