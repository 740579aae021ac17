import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';

// decision 053: a product's preview link opens the public product page with the editor's unsaved texts, marked,
// never cached, never indexed, not counted as a view. Needs the web build, as page-cache.test.ts does.
let t: TestApp;
let clock = new Date(Date.now() + 60_000);

beforeAll(async () => {
  t = await createTestApp({ web: true, previewTtlSeconds: 3600 }, () => clock);
});
afterAll(async () => {
  await t.close();
});

describe('the product preview page', () => {
  it('shows unsaved texts on the public layout without a session, then 404 after expiry', async () => {
    const admin = bearer(await login(t.app, 'admin'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: {
        title: 'Phần mềm kho đã lưu',
        category: 'Phát Triển',
        description: 'Mô tả đã lưu của sản phẩm',
        icon: 'Code',
        iconColor: '#112233',
        features: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/preview`,
      headers: admin,
      payload: {
        draft: {
          title: 'Phần mềm kho bản nháp',
          description: 'Mô tả chưa lưu trên trang thật',
          overview: '',
          features: ['Quét mã vạch'],
        },
      },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { path } = link.json().data;
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ url: path });
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.body).toContain('Bản xem trước');
      expect(page.body).toContain('Mô tả chưa lưu trên trang thật');
      expect(page.body).toContain('Quét mã vạch');
      expect(page.body).not.toContain('Mô tả đã lưu của sản phẩm');
      expect(page.body).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    expect(t.app.pageCache.segments().probation.concat(t.app.pageCache.segments().kept)).not.toContain(path);
    // the saved product's own page still shows the saved text
    const saved = await t.app.inject({ url: `/products/${id}` });
    expect(saved.body).toContain('Mô tả đã lưu của sản phẩm');
    clock = new Date(clock.getTime() + 3_600_000);
    const expired = await t.app.inject({ url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['x-page-cache']).toBeUndefined();
  });
});
