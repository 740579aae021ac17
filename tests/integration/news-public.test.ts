import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// spec 000 §4 News visibility and §7 GET /news, on the seeded articles.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') => t.app.inject({ url: `/api/news${query}` });
const visibleCount = async () =>
  Number(
    (
      await t.app.pool.query(
        `select count(*) n from news where not is_deleted and status = 'published'
         and (scheduled_publish_date is null or scheduled_publish_date <= now())`,
      )
    ).rows[0].n,
  );

describe('GET /api/news', () => {
  it('pages the visible articles 9 at a time, newest first', async () => {
    const r = await list();
    expect(r.statusCode).toBe(200);
    const body = r.json();
    const total = await visibleCount();
    expect(body.pagination).toEqual({ page: 1, limit: 9, total, pages: Math.ceil(total / 9) });
    expect(body.data).toHaveLength(Math.min(9, total));
    const dates = body.data.map((a: { publishedDate: string }) => a.publishedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await list('?page=2')).json();
    expect(second.data).toHaveLength(total - 9);
    const ids = new Set([...body.data, ...second.data].map((a: { _id: string }) => a._id));
    expect(ids.size).toBe(total);
  });

  it('never lists drafts, scheduled, trashed or future-dated articles', async () => {
    const { rows } = await t.app.pool.query(
      `select id from news where status = 'published' and not is_deleted order by published_date desc limit 2`,
    );
    await t.app.pool.query(`update news set is_deleted = true, deleted_at = now() where id = $1`, [
      rows[0].id,
    ]);
    await t.app.pool.query(
      `update news set scheduled_publish_date = now() + interval '1 day' where id = $1`,
      [rows[1].id],
    );
    const body = (await list('?limit=50')).json();
    const listed = new Set(body.data.map((a: { _id: string }) => a._id));
    const hidden = await t.app.pool.query(
      `select id from news where is_deleted or status <> 'published' or scheduled_publish_date > now()`,
    );
    expect(hidden.rows.length).toBeGreaterThanOrEqual(4);
    for (const { id } of hidden.rows) expect(listed.has(id)).toBe(false);
    expect(body.pagination.total).toBe(await visibleCount());
  });

  it.each(['?page=0', '?page=abc', '?limit=51', '?limit=-1', '?page=1.5'])(
    'refuses %s with 400',
    async (q) => {
      const r = await list(q);
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    },
  );
});
