import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, weakArticle } from './news-fixtures.ts';

// decisions 042 and 053: a preview link opens the public page of an article's draft or of a product's unsaved
// texts, marked, never cached, never indexed. Needs the web build, as page-cache.test.ts does.
let t: TestApp;
let clock = new Date(Date.now() + 60_000);
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ web: true, previewTtlSeconds: 3600 }, () => clock);
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

/** The preview page, twice (no second answer from a cache): marked, no-store, noindex, showing `texts`. */
async function expectPreviewPage(path: string, texts: string[]) {
  for (let i = 0; i < 2; i++) {
    const page = await t.app.inject({ url: path });
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('Bản xem trước');
    for (const text of texts) expect(page.body).toContain(text);
    expect(page.body).toMatch(/<meta name="robots" content="noindex"\/?>/);
  }
  expect(t.app.pageCache.segments().probation.concat(t.app.pageCache.segments().kept)).not.toContain(path);
}

/** After the link's hour: the site's 404, not kept either (decision 035: a preview's address has no cache key). */
async function expectExpired(path: string) {
  clock = new Date(clock.getTime() + 3_600_000);
  const expired = await t.app.inject({ url: path });
  expect(expired.statusCode).toBe(404);
  expect(expired.headers['x-page-cache']).toBeUndefined();
}

describe('the preview pages', () => {
  it('an article: shows a draft on the public layout without a session, then 404 after expiry', async () => {
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
    await expectPreviewPage(path, ['Bản nháp trên trang thật']);
    await expectExpired(path);
  });

  // decision 052: an autosave is kept as sent; its preview page shows it cleaned
  it('an article: an autosave with planted script is shown cleaned', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/news/draft',
      headers: admin,
      payload: weakArticle({ title: 'Bài có bản lưu tự động' }),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data._id as string;
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

  it('a product: shows the unsaved texts without a session, the saved page unchanged, then 404 after expiry', async () => {
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
    const draft = {
      title: 'Phần mềm kho bản nháp',
      description: 'Mô tả chưa lưu trên trang thật',
      overview: '',
      features: ['Quét mã vạch'],
    };
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/preview`,
      headers: admin,
      payload: { draft },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { path } = link.json().data;
    await expectPreviewPage(path, [draft.description, 'Quét mã vạch']);
    expect((await t.app.inject({ url: path })).body).not.toContain('Mô tả đã lưu của sản phẩm');
    const saved = await t.app.inject({ url: `/products/${id}` });
    expect(saved.body).toContain('Mô tả đã lưu của sản phẩm');
    await expectExpired(path);
  });
});
