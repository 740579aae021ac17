import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// /sitemap.xml lists exactly the visible articles.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://example.vn' });
});
afterAll(async () => {
  await t.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const visibleSlugs = async () =>
  (
    await t.app.pool.query(
      `select slug from news where not is_deleted and status = 'published'
       and (scheduled_publish_date is null or scheduled_publish_date <= now())`,
    )
  ).rows.map((r) => r.slug as string);

describe('/sitemap.xml', () => {
  it('lists the static pages, exactly the visible articles and the active products, with lastmod', async () => {
    const r = await t.app.inject({ url: '/sitemap.xml' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/xml');
    const urls = locs(r.body);
    for (const path of [
      '/',
      '/procedure',
      '/team',
      '/price-list',
      '/products',
      '/news',
      '/advise',
      '/privacy',
      '/terms',
      '/guide',
    ]) {
      expect(urls).toContain(`https://example.vn${path}`);
    }
    const articles = urls
      .filter((u) => u!.startsWith('https://example.vn/news/'))
      .map((u) => u!.split('/news/')[1]);
    expect(articles.sort()).toEqual((await visibleSlugs()).sort());
    const { rows } = await t.app.pool.query(
      `select id from products where not is_deleted and status = 'active'`,
    );
    const productUrls = urls.filter((u) => u!.startsWith('https://example.vn/products/'));
    expect(productUrls.sort()).toEqual(rows.map((p) => `https://example.vn/products/${p.id}`).sort());
    expect(r.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('drops an article the moment it is trashed, unpublished or moved into the future', async () => {
    const [a, b, c] = await visibleSlugs();
    await t.app.pool.query(`update news set is_deleted = true, deleted_at = now() where slug = $1`, [a]);
    await t.app.pool.query(`update news set status = 'draft' where slug = $1`, [b]);
    await t.app.pool.query(
      `update news set scheduled_publish_date = now() + interval '1 hour' where slug = $1`,
      [c],
    );
    const urls = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    for (const slug of [a, b, c]) expect(urls).not.toContain(`https://example.vn/news/${slug}`);
  });
});

describe('/robots.txt and /rss.xml', () => {
  it('robots disallows /admin and /api and names the sitemap', async () => {
    const r = await t.app.inject({ url: '/robots.txt' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Disallow: /admin');
    expect(r.body).toContain('Disallow: /api/');
    expect(r.body).toContain('Sitemap: https://example.vn/sitemap.xml');
  });

  it('the feed carries the visible articles, newest first, with escaped text', async () => {
    const { rows } = await t.app.pool.query(
      `select slug from news where not is_deleted and status = 'published'
       and (scheduled_publish_date is null or scheduled_publish_date <= now()) order by published_date desc limit 20`,
    );
    await t.app.pool.query(`update news set title = 'Tom & Jerry <b>' where slug = $1`, [rows[0].slug]);
    const r = await t.app.inject({ url: '/rss.xml' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/rss+xml');
    const links = [...r.body.matchAll(/<link>https:\/\/example\.vn\/news\/([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(rows.map((row) => row.slug));
    expect(r.body).toContain('<title>Tom &amp; Jerry &lt;b&gt;</title>');
    expect(r.body).toContain('<language>vi</language>');
  });
});
