import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle } from './news-fixtures.ts';

// decision 042: autosave keeps the form apart from the article, per article and account; a save clears it.
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;
// ahead of the database's clock, which dates a new article (its insert takes now())
let clock = new Date(Date.now() + 60_000);
const tick = (ms = 1_000) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  admin = bearer(await login(t.app, 'admin'));
  staff = bearer(await login(t.app, 'staff'));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t.app,
  () => admin,
);

describe('autosave', () => {
  it('keeps a published article’s edits unpublished, offers them on reopening, and a save clears them', async () => {
    const body = goodArticle();
    const created = await call('POST', '/api/news', body);
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json().data;
    tick();
    let r = await call('PUT', `/api/news/${a._id}/autosave`, {
      ...body,
      title: `${body.title} đang sửa`,
      content: `${body.content}<p>Đoạn mới<script>alert(1)</script></p>`,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ articleId: a._id, savedAt: clock.toISOString() });
    // the public article is unchanged
    expect((await call('GET', `/api/news/${a._id}`, undefined, {})).json().data.title).toBe(body.title);

    r = await call('GET', `/api/news/${a._id}/autosave`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ title: `${body.title} đang sửa`, savedAt: clock.toISOString() });
    expect(r.json().data.content).toContain('Đoạn mới');
    expect(r.json().data.content).not.toContain('<script');
    // another account sees only its own
    expect((await call('GET', `/api/news/${a._id}/autosave`, undefined, staff)).json().data).toBeNull();

    tick();
    expect(
      (await call('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} đã lưu` })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/news/${a._id}/autosave`)).json().data).toBeNull();
    const { rows } = await t.app.pool.query(
      'select count(*)::int as n from article_autosaves where news_id = $1',
      [a._id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('an autosave older than the article’s last save is not offered', async () => {
    const body = goodArticle();
    const created = await call('POST', '/api/news', body, staff);
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json().data;
    tick();
    expect((await call('PUT', `/api/news/${a._id}/autosave`, { title: 'cũ' })).statusCode).toBe(200);
    tick();
    // the author saved after the admin's autosave: the admin's unsaved version is older than the article
    expect((await call('PUT', `/api/news/${a._id}`, body, staff)).statusCode).toBe(200);
    expect((await call('GET', `/api/news/${a._id}/autosave`)).json().data).toBeNull();
  });

  it('the first autosave of a new article creates its draft', async () => {
    tick();
    const r = await call('POST', '/api/news/autosave', {
      title: 'Bài mới đang soạn',
      content: '<p>Mở đầu</p>',
    });
    expect(r.statusCode, r.body).toBe(201);
    const { articleId } = r.json().data;
    const draft = (await call('GET', `/api/news/admin/${articleId}`)).json().data;
    expect(draft).toMatchObject({ status: 'draft', title: 'Bài mới đang soạn', author: 'Quản trị viên' });
    tick();
    const offered = (await call('GET', `/api/news/${articleId}/autosave`)).json().data;
    expect(offered).toMatchObject({ title: 'Bài mới đang soạn', content: '<p>Mở đầu</p>' });
    // the draft is not public
    expect((await call('GET', `/api/news/${articleId}`, undefined, {})).statusCode).toBe(404);
  });

  it('refuses staff on another author’s article, bad input and a flood, in Vietnamese', async () => {
    const a = (await call('POST', '/api/news', goodArticle())).json().data;
    let r = await call('PUT', `/api/news/${a._id}/autosave`, { title: 'x' }, staff);
    expect(r.statusCode).toBe(403);
    r = await call('PUT', `/api/news/${a._id}/autosave`, { title: 'x'.repeat(201) });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.title).toBe('Tiêu đề không được vượt quá 200 ký tự');
    r = await call('PUT', `/api/news/${a._id}/autosave`, { keywords: 'x' });
    expect(r.statusCode).toBe(400);
    r = await call('PUT', '/api/news/khong-co-bai-nay/autosave', {});
    expect(r.statusCode).toBe(404);
    // the budget is counted before anything else: the staff account's 1 call above and 59 more are refused
    // for the article, the 61st for going too fast
    for (let i = 0; i < 59; i++)
      expect((await call('PUT', `/api/news/${a._id}/autosave`, { title: `${i}` }, staff)).statusCode).toBe(
        403,
      );
    r = await call('PUT', `/api/news/${a._id}/autosave`, { title: 'quá nhanh' }, staff);
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe('Bản lưu tự động được gửi quá nhanh. Vui lòng thử lại sau giây lát.');
  });
});

// decision 052: an autosave is kept as the form sent it and cleaned on every read back, so what an editor planted
// reaches no page; the checks it keeps are the rights, the trash and the budget, and it changes nothing public.
describe('autosave kept as sent, shown clean', () => {
  const planted = {
    title: 'Tiêu đề <img src=x onerror="alert(1)"><script>alert(2)</script>',
    slug: 'duong-dan<script>',
    summary: 'Tóm tắt <b onmouseover="alert(3)">đậm</b>',
    content:
      '<p>Đoạn an toàn</p><script>alert(4)</script><img src="javascript:alert(5)" onerror="alert(6)"><a href="javascript:alert(7)">liên kết</a><p onclick="alert(8)">bấm</p>',
    image: '  https://cdn.example.com/anh.jpg  ',
    type: 'news<svg onload=alert(9)>',
    focusKeyword: '<i>từ khóa</i>',
    keywords: ['<script>alert(10)</script>', 'thiết kế <b>web</b>'],
    metaDescription: 'Mô tả <iframe src="https://example.com"></iframe>',
  };
  const runnable = /<script|onerror|onclick|onload|onmouseover|javascript:|<iframe|<svg|alert\(/i;

  it('reads back clean through GET autosave and the preview, from a row that holds what was sent', async () => {
    const a = (await call('POST', '/api/news', goodArticle())).json().data;
    tick();
    expect((await call('PUT', `/api/news/${a._id}/autosave`, planted)).statusCode).toBe(200);
    // kept as sent: the cleaning is not done on the keep
    const { rows } = await t.app.pool.query('select content from article_autosaves where news_id = $1', [
      a._id,
    ]);
    expect(rows[0].content).toBe(planted.content);

    const offered = (await call('GET', `/api/news/${a._id}/autosave`)).json().data;
    expect(offered).toMatchObject({
      title: 'Tiêu đề',
      summary: 'Tóm tắt đậm',
      image: 'https://cdn.example.com/anh.jpg',
      focusKeyword: 'từ khóa',
      keywords: ['thiết kế web'],
      metaDescription: 'Mô tả',
    });
    expect(offered.content).toContain('<p>Đoạn an toàn</p>');
    expect(offered.content).toContain('bấm');
    expect(JSON.stringify(offered)).not.toMatch(runnable);

    const link = await call('POST', `/api/news/${a._id}/preview`, { source: 'autosave' });
    expect(link.statusCode, link.body).toBe(200);
    const shown = await t.app.inject({ url: `/api/news/preview/${link.json().data.token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.content).toContain('Đoạn an toàn');
    expect(shown.body).not.toMatch(runnable);

    // the next keep replaces every field of the row
    tick();
    const next = { title: 'Lần sau', content: '<p>Mới</p>', keywords: ['một'], summary: '' };
    expect((await call('PUT', `/api/news/${a._id}/autosave`, next)).statusCode).toBe(200);
    expect((await call('GET', `/api/news/${a._id}/autosave`)).json().data).toMatchObject({
      ...next,
      savedAt: clock.toISOString(),
      focusKeyword: '',
      image: '',
      metaDescription: '',
    });
  });

  it('refuses an article in the trash with 409, and keeps a NUL character out instead of failing', async () => {
    const a = (await call('POST', '/api/news', goodArticle())).json().data;
    let r = await call('PUT', `/api/news/${a._id}/autosave`, {
      title: 'a\u0000b',
      content: '<p>x\u0000y</p>',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await call('GET', `/api/news/${a._id}/autosave`)).json().data).toMatchObject({
      title: 'ab',
      content: '<p>xy</p>',
    });
    expect((await call('DELETE', `/api/news/${a._id}`)).statusCode).toBe(200);
    r = await call('PUT', `/api/news/${a._id}/autosave`, { title: 'trong thùng rác' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      code: 'ARTICLE_DELETED',
      message: 'Bài viết đang ở trong thùng rác. Vui lòng khôi phục trước.',
    });
  });

  it('leaves the public pages’ cache alone: neither a keep nor a new article’s first autosave empties it', async () => {
    const a = (await call('POST', '/api/news', goodArticle())).json().data;
    const before = t.app.pageCache.beginGeneration();
    tick();
    expect((await call('PUT', `/api/news/${a._id}/autosave`, { title: 'đang sửa' })).statusCode).toBe(200);
    tick();
    expect((await call('POST', '/api/news/autosave', { title: 'bài mới' })).statusCode).toBe(201);
    expect(t.app.pageCache.beginGeneration()).toBe(before);
    // a save does empty it: the check above would have seen an invalidation
    expect((await call('PUT', `/api/news/${a._id}`, goodArticle())).statusCode).toBe(200);
    expect(t.app.pageCache.beginGeneration()).toBeGreaterThan(before);
  });
});
