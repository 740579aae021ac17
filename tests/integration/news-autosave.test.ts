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
