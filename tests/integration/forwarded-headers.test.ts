import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A client's own forwarding headers decide nothing. One request with X-Forwarded-Host made the
 * next visitor's cached /news carry the attacker's host in its canonical link; invented X-Forwarded-For
 * addresses escaped the per-IP login limit. Absolute links come from PUBLIC_URL; proxies are trusted only when
 * named in TRUST_PROXY.
 */
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' };

describe('with the defaults (no TRUST_PROXY, no PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ web: true, pageCacheTtlMs: 60_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a forged host never reaches a cached page, whoever asks next', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/news', headers: FORGED });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    const next = await t.app.inject({ method: 'GET', url: '/news' });
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(next.body).toContain('<link rel="canonical" href="http://localhost:3000/news"');
    expect(next.body).not.toContain('evil.example');
  });

  it.each(['/sitemap.xml', '/robots.txt', '/rss.xml'])('%s builds its links from PUBLIC_URL', async (url) => {
    const r = await t.app.inject({ method: 'GET', url, headers: FORGED });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('http://localhost:3000/');
    expect(r.body).not.toContain('evil.example');
  });

  it('invented X-Forwarded-For addresses do not escape the per-IP login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `nguoi-la-${i}@example.com`, password: 'Sai-mat-khau-1' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1', publicUrl: 'https://congty.vn' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("believes that proxy's X-Forwarded-For, so each client has its own login limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `nguoi-la-${i}@example.com`, password: 'Sai-mat-khau-1' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('still builds absolute links from PUBLIC_URL', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: FORGED,
      remoteAddress: '127.0.0.1',
    });
    expect(r.body).toContain('https://congty.vn/sitemap.xml');
    expect(r.body).not.toContain('evil.example');
  });
});
