import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle } from './news-fixtures.ts';

// decision 042: a save based on an older version of the article is refused (409 STALE_ARTICLE), never silently
// overwriting; a client that sends no version saves as before.
let t: TestApp;
let admin: Record<string, string>;
const STALE =
  'Bài viết đã được người khác lưu sau khi bạn mở. Hãy xem phần khác biệt, gộp thay đổi của bạn vào bản mới nhất rồi lưu lại.';

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t.app,
  () => admin,
);
const publish = async (body: Record<string, unknown>) => {
  const r = await call('POST', '/api/news', body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { _id: string; version: number; title: string };
};
const storedTitle = async (id: string) =>
  (await t.app.pool.query('select title from news where id = $1', [id])).rows[0].title as string;

describe('PUT /api/news/:id with expectedVersion', () => {
  it('saves on the version it was based on and refuses an older one', async () => {
    const body = goodArticle({ slug: 'phien-ban' });
    const a = await publish(body);
    expect(a.version).toBe(1);
    let r = await call('PUT', `/api/news/${a._id}`, {
      ...body,
      title: `${body.title} A`,
      expectedVersion: 1,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.version).toBe(2);

    r = await call('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} B`, expectedVersion: 1 });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ success: false, code: 'STALE_ARTICLE', message: STALE });
    expect(r.json().errors.expectedVersion).toMatch(/^Phiên bản hiện tại là 2, lưu lúc /);
    expect(await storedTitle(a._id)).toBe(`${body.title} A`);

    // the editor sees what changed since, then merges by hand
    const cmp = await call('POST', `/api/news/${a._id}/compare`, { title: `${body.title} B` });
    expect(cmp.statusCode, cmp.body).toBe(200);
    expect(cmp.json().data).toMatchObject({ currentVersion: 2, content: { added: 0, removed: 0 } });
    const title = cmp.json().data.title.changes;
    expect(title.find((c: { kind: string }) => c.kind === 'removed').text).toBe('A');
    expect(title.find((c: { kind: string }) => c.kind === 'added').text).toBe('B');
  });

  it('without a version saves as before (the spec’s body)', async () => {
    const body = goodArticle();
    const a = await publish(body);
    await call('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} một` });
    const r = await call('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} hai` });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.version).toBe(3);
  });

  it('two saves at once on the same version: exactly one wins, the other is refused', async () => {
    const body = goodArticle();
    const a = await publish(body);
    const results = await Promise.all(
      ['một', 'hai', 'ba', 'bốn'].map((n) =>
        call('PUT', `/api/news/${a._id}`, { ...body, title: `${body.title} ${n}`, expectedVersion: 1 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.title;
    expect(await storedTitle(a._id)).toBe(winner);
    const { rows } = await t.app.pool.query('select version from news where id = $1', [a._id]);
    expect(rows[0].version).toBe(2);
  });

  it.each([['x'], [0], [1.5], [-3]])('refuses expectedVersion %j with 400 in Vietnamese', async (v) => {
    const body = goodArticle();
    const a = await publish(body);
    const r = await call('PUT', `/api/news/${a._id}`, { ...body, expectedVersion: v });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.expectedVersion).toBe('Phiên bản bài viết không hợp lệ');
  });

  it('compare refuses bad input with 400 and an unknown article with 404', async () => {
    const a = await publish(goodArticle());
    expect((await call('POST', `/api/news/${a._id}/compare`, { title: 5 })).statusCode).toBe(400);
    expect((await call('POST', `/api/news/${a._id}/compare`, { other: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/news/khong-co/compare', {})).statusCode).toBe(404);
  });
});
