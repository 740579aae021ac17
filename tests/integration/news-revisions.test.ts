import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionDays, withRefusedInserts } from '../helpers/revisions.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle } from './news-fixtures.ts';

// decision 042: every save keeps a revision; listed, read, compared word by word, restored (audited).
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
  staff = bearer(await login(t.app, 'staff'));
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const call = apiCaller(
  () => t.app,
  () => admin,
);
const ok = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = admin) => {
  const r = await call(method, url, payload, headers);
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json().data as Json & { _id: string; slug: string };
};
const revisionsOf = async (id: string, headers = admin) => {
  const r = await call('GET', `/api/news/${id}/revisions`, undefined, headers);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Array<Json & { _id: string }>;
};
const paragraph = (words: string) => `<p>${words}</p>`;

describe('revisions of an article', () => {
  it('keeps one per save, newest first, with who, why, the title and the status', async () => {
    const body = goodArticle({ status: 'draft' });
    const a = await ok('POST', '/api/news/draft', body);
    await ok('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} (sửa)` });
    await ok('PATCH', `/api/news/${a._id}/publish`);
    const list = await revisionsOf(a._id);
    expect(list.map((r) => [r.reason, r.status])).toEqual([
      ['publish', 'published'],
      ['update', 'draft'],
      ['create', 'draft'],
    ]);
    expect(list[0]).toMatchObject({ savedBy: 'Quản trị viên', title: `${body.title} (sửa)` });
    // staff read every article's revisions (spec 001 §6: they change only their own)
    expect(await revisionsOf(a._id, staff)).toHaveLength(3);
  });

  it('shows the words added and removed against the current text, not the markup', async () => {
    const body = goodArticle();
    const a = await ok('POST', '/api/news', body);
    await ok('PUT', `/api/news/${a._id}`, {
      ...body,
      content: `${body.content}${paragraph('Đoạn kết mới về bảo hành trọn đời.')}`,
      focusKeyword: body.focusKeyword,
      keywords: ['khác'],
    });
    const [, first] = await revisionsOf(a._id);
    const r = await call('GET', `/api/news/${a._id}/revisions/${first!._id}/diff`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.content.added).toBe(8);
    expect(d.content.removed).toBe(0);
    const added = d.content.changes.filter((c: Json) => c.kind === 'added').map((c: Json) => c.text);
    expect(added.join('')).toContain('Đoạn kết mới về bảo hành trọn đời.');
    expect(JSON.stringify(d.content.changes)).not.toContain('<p>');
    expect(d.title).toMatchObject({ added: 0, removed: 0 });
    expect(d.changedFields).toEqual(['keywords']);

    const one = await call('GET', `/api/news/${a._id}/revisions/${first!._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.content).toBe(a.content);
  });

  it('restores a revision from three saves ago: a new revision, audited, shown publicly', async () => {
    const body = goodArticle();
    const a = await ok('POST', '/api/news', body);
    for (const n of [1, 2, 3])
      await ok('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} bản ${n}` });
    const list = await revisionsOf(a._id);
    const threeAgo = list[3]!;
    expect(threeAgo.title).toBe(body.title);
    const r = await call('POST', `/api/news/${a._id}/revisions/${threeAgo._id}/restore`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Đã khôi phục phiên bản bài viết',
      data: { title: body.title },
    });
    expect((await call('GET', `/api/news/${a._id}`, undefined, {})).json().data.title).toBe(body.title);
    const after = await revisionsOf(a._id);
    expect(after).toHaveLength(5);
    expect(after[0]).toMatchObject({ reason: 'restore', restoredFrom: threeAgo._id, title: body.title });
    const audit = await t.app.pool.query(
      `select action, after from audit_log where action = 'article.revision.restore' and target_id = $1`,
      [a._id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].after).toMatchObject({ revision: threeAgo._id, title: body.title });
  });

  it('staff may not restore another author’s article; unknown revisions are 404 in Vietnamese', async () => {
    const a = await ok('POST', '/api/news', goodArticle());
    const [only] = await revisionsOf(a._id);
    let r = await call('POST', `/api/news/${a._id}/revisions/${only!._id}/restore`, undefined, staff);
    expect(r.statusCode).toBe(403);
    for (const bad of ['khong-phai-id', '00000000-0000-4000-8000-000000000000']) {
      r = await call('GET', `/api/news/${a._id}/revisions/${bad}/diff`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({
        code: 'REVISION_NOT_FOUND',
        message: 'Không tìm thấy phiên bản này của bài viết',
      });
    }
    // another article's revision is not this one's
    const b = await ok('POST', '/api/news', goodArticle());
    r = await call('GET', `/api/news/${b._id}/revisions/${only!._id}`);
    expect(r.statusCode).toBe(404);
    r = await call('GET', '/api/news/khong-co-bai-nay/revisions');
    expect(r.statusCode).toBe(404);
  });

  it('keeps at most 100, one a day past 30 days, applied on save', async () => {
    const body = goodArticle();
    const a = await ok('POST', '/api/news', body);
    // 120 revisions from 31 to 150 days ago, two a day on the first 10 of those days
    await t.app.pool.query(
      `insert into article_revisions (news_id, saved_at, saved_by_name, reason, title, slug, summary, content, type,
         status, focus_keyword, meta_description, seo_score)
       select $1::uuid, now() - (31 + (i / 2)) * interval '1 day' - (i % 2) * interval '1 hour', 'Cũ', 'update', 'Cũ', 'cu',
         '', '', 'news', 'draft'::news_status, '', '', 0
       from generate_series(0, 19) i
       union all
       select $1::uuid, now() - (41 + i) * interval '1 day', 'Cũ', 'update', 'Cũ', 'cu', '', '', 'news', 'draft'::news_status, '', '', 0
       from generate_series(0, 99) i`,
      [a._id],
    );
    await ok('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} mới` });
    // at most 100; the two newest are today's, the older ones one a day
    expect(await revisionDays(t.app.pool, 'article_revisions', 'news_id', a._id)).toEqual({
      n: 100,
      days: 99,
    });
  });

  it('the trash keeps them, deleting for good takes them along', async () => {
    const a = await ok('POST', '/api/news', goodArticle());
    expect((await call('DELETE', `/api/news/${a._id}`)).statusCode).toBe(200);
    const count = async () =>
      (await t.app.pool.query('select count(*)::int as n from article_revisions where news_id = $1', [a._id]))
        .rows[0].n;
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/api/news/${a._id}/permanent`)).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('an article saved without its revision is not saved at all (one transaction)', async () => {
    const body = goodArticle();
    const a = await ok('POST', '/api/news', body);
    await withRefusedInserts(t.app.pool, 'article_revisions', async () => {
      const r = await call('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} không lưu` });
      expect(r.statusCode).toBeGreaterThanOrEqual(500);
    });
    const { rows } = await t.app.pool.query('select title from news where id = $1', [a._id]);
    expect(rows[0].title).toBe(body.title);
  });
});
