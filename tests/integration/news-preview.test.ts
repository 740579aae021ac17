import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle, weakArticle } from './news-fixtures.ts';

// decision 042: a signed, expiring preview link, openable without a session, never cached, never indexed.
let t: TestApp;
let admin: Record<string, string>;
const T0 = new Date(Date.now() + 60_000);
let clock = T0;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://example.vn', previewTtlSeconds: 24 * 3600 }, () => clock);
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t.app,
  () => admin,
);
const open = (token: string) => t.app.inject({ url: `/api/news/preview/${encodeURIComponent(token)}` });

describe('preview links', () => {
  it('shows a draft without a session until the link expires, then 404', async () => {
    const draft = (
      await call('POST', '/api/news/draft', weakArticle({ title: 'Bản nháp để xem trước' }))
    ).json().data;
    const r = await call('POST', `/api/news/${draft._id}/preview`);
    expect(r.statusCode, r.body).toBe(200);
    const link = r.json().data;
    expect(link.url).toBe(`https://example.vn${link.path}`);
    expect(link.expiresAt).toBe(new Date(T0.getTime() + 24 * HOUR).toISOString());

    let page = await open(link.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      _id: draft._id,
      status: 'draft',
      title: 'Bản nháp để xem trước',
    });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');

    clock = new Date(T0.getTime() + 24 * HOUR);
    page = await open(link.token);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Liên kết xem trước không hợp lệ hoặc đã hết hạn');
    expect(page.headers['cache-control']).toBe('no-store');
    clock = T0;
  });

  it('shows the newest autosave of a published article, which stays unchanged in public', async () => {
    const body = goodArticle();
    const a = (await call('POST', '/api/news', body)).json().data;
    let r = await call('POST', `/api/news/${a._id}/preview`, { source: 'autosave' });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Chưa có bản lưu tự động nào của bạn cho bài viết này');
    clock = new Date(clock.getTime() + 1000);
    await call('PUT', `/api/news/${a._id}/autosave`, { ...body, title: 'Tiêu đề chưa lưu' });
    r = await call('POST', `/api/news/${a._id}/preview`, { source: 'autosave' });
    const page = await open(r.json().data.token);
    expect(page.json().data.title).toBe('Tiêu đề chưa lưu');
    expect((await call('GET', `/api/news/${a._id}`, undefined, {})).json().data.title).toBe(body.title);
  });

  it('refuses a forged, altered or malformed token with 404, and bad input with 400', async () => {
    const a = (await call('POST', '/api/news', goodArticle())).json().data;
    const { token } = (await call('POST', `/api/news/${a._id}/preview`)).json().data;
    const [body, signature] = token.split('.');
    const longer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), e: Date.now() + 1e12 }),
    ).toString('base64url');
    for (const bad of [
      `${longer}.${signature}`,
      `${body}.x${signature}`,
      'abc',
      `${body}.${signature}.x`,
      '.',
    ]) {
      const r = await open(bad);
      expect(r.statusCode, bad).toBe(404);
    }
    expect((await call('POST', `/api/news/${a._id}/preview`, { source: 'khac' })).statusCode).toBe(400);
    expect((await call('POST', '/api/news/khong-co/preview')).statusCode).toBe(404);
  });

  it('lives a shorter time when asked, never longer than the server allows', async () => {
    clock = T0;
    const draft = (await call('POST', '/api/news/draft', weakArticle({ title: 'Bản nháp hạn ngắn' }))).json()
      .data;
    let r = await call('POST', `/api/news/${draft._id}/preview`, { expiresInSeconds: 60 });
    expect(r.statusCode, r.body).toBe(200);
    const link = r.json().data;
    expect(link.expiresAt).toBe(new Date(T0.getTime() + 60_000).toISOString());
    clock = new Date(T0.getTime() + 59_000);
    expect((await open(link.token)).statusCode).toBe(200);
    clock = new Date(T0.getTime() + 60_000);
    expect((await open(link.token)).statusCode).toBe(404);
    clock = T0;

    r = await call('POST', `/api/news/${draft._id}/preview`, { expiresInSeconds: 30 * 24 * 3600 });
    expect(r.json().data.expiresAt).toBe(new Date(T0.getTime() + 24 * HOUR).toISOString());
    for (const bad of [0, -5, 1.5, '60']) {
      r = await call('POST', `/api/news/${draft._id}/preview`, { expiresInSeconds: bad });
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.json().message).toBe('Thời hạn của liên kết xem trước không hợp lệ');
    }
  });
});
