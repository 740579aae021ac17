import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, goodArticle } from './news-fixtures.ts';

// spec 001 §4: an article scheduled 5 minutes ahead and left alone appears on /news, in the sitemap
// and in the feed within 10 s of its time. The app's clock is moved past the time; the app's own scheduler
// (every 5 s) does the rest, with the real process, database and page cache.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
let clock = T0;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ web: true, publicUrl: 'https://example.vn' }, () => clock);
});
afterAll(async () => {
  await t.close();
});

describe('a scheduled article left alone', () => {
  it('shows on /news, in the sitemap and in the feed within 10 s of its time', {
    timeout: 30_000,
  }, async () => {
    const admin = bearer(await login(t.app, 'admin'));
    const when = new Date(T0.getTime() + 5 * 60_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: admin,
      payload: goodArticle({ status: 'scheduled', scheduledPublishDate: when.toISOString() }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug, title } = created.json().data as { slug: string; title: string };

    const shown = async () => {
      const [news, sitemap, feed] = await Promise.all([
        t.app.inject({ url: '/news' }),
        t.app.inject({ url: '/sitemap.xml' }),
        t.app.inject({ url: '/rss.xml' }),
      ]);
      return [
        news.body.includes(`/news/${slug}`),
        sitemap.body.includes(`https://example.vn/news/${slug}`),
        feed.body.includes(`<link>https://example.vn/news/${slug}</link>`),
      ];
    };
    expect(await shown()).toEqual([false, false, false]); // the /news page is now in the page cache too

    clock = when; // its time has come; nobody calls anything but the pages
    const started = Date.now();
    await expect.poll(shown, { timeout: 10_000, interval: 250 }).toEqual([true, true, true]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await t.app.inject({ url: `/news/${slug}` })).body).toContain(title.slice(0, 20));
  });
});
