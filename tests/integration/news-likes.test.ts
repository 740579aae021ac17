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
const visitorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
// the cookie as the server signs it (decision 015: an unsigned id is not believed)
const visitor = (n: number) => `visitor_id=${t.app.signCookie(visitorId(n))}`;
// each visitor from an address of its own, unless said: the counters are limited per address too
const addressOf = (n: number) => `10.5.${Math.floor(n / 250)}.${n % 250}`;
const like = (
  cookie: string | undefined,
  method: 'POST' | 'DELETE' = 'POST',
  target = id,
  remoteAddress = '10.6.0.1',
) =>
  t.app.inject({
    method,
    url: `/api/news/${target}/like`,
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });

describe('likes', () => {
  it('gives a new visitor an id cookie and counts one like per visitor', async () => {
    const before = await likeCount();
    const first = await like(undefined);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /visitor_id=[0-9a-f-]{36}\.[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
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
    await Promise.all(Array.from({ length: 50 }, (_, i) => like(visitor(i), 'POST', id, addressOf(i))));
    expect(await likeCount()).toBe(before + 50);
    await Promise.all(Array.from({ length: 10 }, () => like(visitor(1000), 'POST', id, addressOf(1000))));
    expect(await likeCount()).toBe(before + 51);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => like(visitor(i), 'DELETE', id, addressOf(i + 500))),
    );
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

  it('ignores a forged or unsigned visitor cookie and issues a signed one', async () => {
    for (const cookie of ['visitor_id=<script>', `visitor_id=${visitorId(7)}`]) {
      const r = await like(cookie, 'POST', id, '10.7.0.1');
      expect(r.statusCode).toBe(200);
      expect(String(r.headers['set-cookie'])).toMatch(/visitor_id=[0-9a-f-]{36}\.[^;]+;/);
    }
  });

  it('a loop of 30 cookieless likes from one address moves the count by at most 10, then 429', async () => {
    const before = await likeCount();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await like(undefined, 'POST', id, '10.8.0.1')).statusCode);
    expect(await likeCount()).toBe(before + 10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const limited = await like(undefined, 'POST', id, '10.8.0.1');
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});

describe('views', () => {
  const views = async () =>
    Number((await t.app.pool.query('select views from news where id = $1', [id])).rows[0].views);
  const view = (cookie: string | undefined, remoteAddress: string, target = id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/news/${target}/view`,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });

  it('counts concurrent views of different visitors exactly, one per visitor per hour', async () => {
    const before = await views();
    await Promise.all(Array.from({ length: 30 }, (_, i) => view(visitor(2000 + i), addressOf(2000 + i))));
    expect(await views()).toBe(before + 30);
    const again = await Promise.all(Array.from({ length: 5 }, () => view(visitor(2000), addressOf(3000))));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await views()).toBe(before + 30);
    expect((await view(visitor(1), '10.9.0.1', hiddenId)).statusCode).toBe(404);
  });

  it('a loop of 30 cookieless views from one address moves the count by at most 10', async () => {
    const before = await views();
    for (let i = 0; i < 30; i++) expect((await view(undefined, '10.9.9.9')).statusCode).toBe(200);
    expect(await views()).toBe(before + 10);
  });
});
