import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// spec 000 §3 Like status, §4 Like, §7 POST/DELETE /news/{id}/like and GET like-status.
let t: TestApp;
let id: string;
let hiddenId: string;
beforeAll(async () => {
  t = await createTestApp();
  const visible = await t.app.pool.query(
    `select id from news where status = 'published' and not is_deleted order by published_date desc limit 1`,
  );
  id = visible.rows[0].id;
  hiddenId = (await t.app.pool.query(`select id from news where status = 'draft' limit 1`)).rows[0].id;
});
afterAll(async () => {
  await t.close();
});

const likeCount = async () =>
  Number((await t.app.pool.query('select like_count from news where id = $1', [id])).rows[0].like_count);
const visitor = (n: number) => `visitor_id=00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const like = (cookie: string | undefined, method: 'POST' | 'DELETE' = 'POST', target = id) =>
  t.app.inject({ method, url: `/api/news/${target}/like`, headers: cookie ? { cookie } : {} });

describe('likes', () => {
  it('gives a new visitor an id cookie and counts one like per visitor', async () => {
    const before = await likeCount();
    const first = await like(undefined);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /visitor_id=[0-9a-f-]{36}; Max-Age=31536000; Path=\/api\/news; HttpOnly; SameSite=Lax/,
    );
    expect(first.json().data).toEqual({ liked: true, totalLikes: before + 1 });
    const own = cookie.split(';')[0]!;
    expect((await like(own)).json().data.totalLikes).toBe(before + 1);
    const status = await t.app.inject({ url: `/api/news/${id}/like-status`, headers: { cookie: own } });
    expect(status.json().data).toEqual({ liked: true, totalLikes: before + 1 });
    const anonymous = await t.app.inject({ url: `/api/news/${id}/like-status` });
    expect(anonymous.json().data).toEqual({ liked: false, totalLikes: before + 1 });
    expect((await like(own, 'DELETE')).json().data).toEqual({ liked: false, totalLikes: before });
    expect((await like(own, 'DELETE')).json().data).toEqual({ liked: false, totalLikes: before });
  });

  it('counts 50 concurrent likes from 50 visitors exactly, and 50 from one visitor once', async () => {
    const before = await likeCount();
    await Promise.all(Array.from({ length: 50 }, (_, i) => like(visitor(i))));
    expect(await likeCount()).toBe(before + 50);
    await Promise.all(Array.from({ length: 50 }, () => like(visitor(1000))));
    expect(await likeCount()).toBe(before + 51);
    await Promise.all(Array.from({ length: 50 }, (_, i) => like(visitor(i), 'DELETE')));
    expect(await likeCount()).toBe(before + 1);
    // the cached count and the like rows agree
    const { rows } = await t.app.pool.query('select count(*)::int n from news_likes where news_id = $1', [
      id,
    ]);
    expect(rows[0].n).toBe(await likeCount());
  });

  it('answers 404 for hidden, unknown and malformed articles', async () => {
    for (const target of [hiddenId, '00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await like(visitor(1), 'POST', target)).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/news/${target}/like-status` })).json().message).toBe(
        'Không tìm thấy bài viết này.',
      );
    }
  });

  it('ignores a forged visitor cookie and issues a real one', async () => {
    const r = await like('visitor_id=<script>');
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['set-cookie'])).toMatch(/visitor_id=[0-9a-f-]{36}/);
  });
});

describe('views', () => {
  it('counts concurrent views exactly and refuses hidden articles', async () => {
    const before = Number(
      (await t.app.pool.query('select views from news where id = $1', [id])).rows[0].views,
    );
    await Promise.all(
      Array.from({ length: 30 }, () => t.app.inject({ method: 'POST', url: `/api/news/${id}/view` })),
    );
    const after = Number(
      (await t.app.pool.query('select views from news where id = $1', [id])).rows[0].views,
    );
    expect(after).toBe(before + 30);
    expect((await t.app.inject({ method: 'POST', url: `/api/news/${hiddenId}/view` })).statusCode).toBe(404);
  });
});
