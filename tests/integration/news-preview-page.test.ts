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

/** A draft written by the admin, and the admin's headers. */
async function draftBy(title: string) {
  const admin = bearer(await login(t.app, 'admin'));
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/news/draft',
    headers: admin,
    payload: weakArticle({ title }),
  });
  expect(draft.statusCode, draft.body).toBe(201);
  return { admin, id: draft.json().data._id as string };
}

describe('the preview page', () => {
  it('shows a draft on the public layout without a session, then 404 after expiry', async () => {
    const { admin, id } = await draftBy('Bản nháp trên trang thật');
    const link = await t.app.inject({ method: 'POST', url: `/api/news/${id}/preview`, headers: admin });
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
  // decision 052: the autosave is kept as sent; the page shows it cleaned
  it('shows an autosave with planted script cleaned', async () => {
    const { admin, id } = await draftBy('Bài có bản lưu tự động');
    clock = new Date(clock.getTime() + 1_000);
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/news/${id}/autosave`,
      headers: admin,
      payload: {
        title: 'Tiêu đề chưa lưu<script>alert("tieu-de")</script>',
        content:
          '<p>Đoạn chưa lưu</p><script>alert("noi-dung")</script><img src="x" onerror="alert(\'anh\')"><a href="javascript:alert(1)">liên kết</a>',
        summary: '<b onmouseover="alert(2)">Tóm tắt</b>',
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/news/${id}/preview`,
      headers: admin,
      payload: { source: 'autosave' },
    });
    const page = await t.app.inject({ url: link.json().data.path });
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.body).toContain('Tiêu đề chưa lưu');
    expect(page.body).toContain('Đoạn chưa lưu');
    expect(page.body).not.toMatch(/alert\(|onerror|onmouseover|javascript:/i);
  });
});
