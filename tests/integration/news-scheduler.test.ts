import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishDueArticles } from '../../src/server/modules/news/news.repository.ts';
import { startNewsScheduler } from '../../src/server/modules/news/news-scheduler.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer, goodArticle } from './news-fixtures.ts';

// spec 001 §4: a scheduled article becomes published at its time without anyone opening a page, through
// one idempotent statement; the clock is injected, nothing sleeps.
let t: TestApp;
let admin: Record<string, string>;
// now, to the second: the seeded scheduled article (days ahead) stays in the future for the first tests
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
let clock = T0;
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

async function schedule(minutes: number): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: admin,
    payload: goodArticle({ status: 'scheduled', scheduledPublishDate: at(minutes).toISOString() }),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data._id;
}
const stateOf = async (id: string) =>
  (await t.app.pool.query('select status, published_date from news where id = $1', [id])).rows[0];
const publicIds = async () =>
  new Set(
    ((await t.app.inject({ url: '/api/news?limit=50' })).json().data as Array<{ _id: string }>).map(
      (a) => a._id,
    ),
  );

describe('publishDueArticles', () => {
  it('publishes exactly the due, non-deleted scheduled articles, dated at their scheduled time', async () => {
    const [due, dueToo, later, trashed] = [
      await schedule(5),
      await schedule(6),
      await schedule(60),
      await schedule(5),
    ];
    await t.app.inject({ method: 'DELETE', url: `/api/news/${trashed}`, headers: admin });
    const seededScheduled = (
      await t.app.pool.query(
        `select id from news where status = 'scheduled' and not is_deleted and id <> all($1)`,
        [[due, dueToo, later]],
      )
    ).rows;

    // the app's own scheduler runs with the app clock (still T0): nothing is due for it
    expect(await publishDueArticles(t.app.db, at(4))).toEqual([]);
    expect(await publicIds()).not.toContain(due);

    const published = await publishDueArticles(t.app.db, at(6));
    expect(new Set(published)).toEqual(new Set([due, dueToo]));
    for (const { id } of seededScheduled) expect((await stateOf(id)).status).toBe('scheduled');
    expect(await stateOf(due)).toEqual({ status: 'published', published_date: at(5) });
    expect(await stateOf(dueToo)).toEqual({ status: 'published', published_date: at(6) });
    expect((await stateOf(later)).status).toBe('scheduled');
    expect((await stateOf(trashed)).status).toBe('scheduled');

    // idempotent: a second run, or another instance, finds nothing left to do
    expect(await publishDueArticles(t.app.db, at(6))).toEqual([]);
    const [a, b] = await Promise.all([
      publishDueArticles(t.app.db, at(61)),
      publishDueArticles(t.app.db, at(61)),
    ]);
    expect([...a, ...b]).toEqual([later]);

    // the public list, read at a time after them, shows them
    clock = at(62);
    const visible = await publicIds();
    for (const id of [due, dueToo, later]) expect(visible).toContain(id);
    expect(visible).not.toContain(trashed);
  });

  it('leaves the seeded scheduled article (days ahead) alone', async () => {
    const { rows } = await t.app.pool.query(
      `select id, scheduled_publish_date from news where status = 'scheduled' and not is_deleted`,
    );
    for (const row of rows) expect(row.scheduled_publish_date.getTime()).toBeGreaterThan(clock.getTime());
  });
});

describe('startNewsScheduler', () => {
  it('runs by itself on its interval with the injected clock, until stopped', async () => {
    const id = await schedule(24 * 60 * 30);
    const scheduler = startNewsScheduler({
      db: t.app.db,
      clock: () => at(24 * 60 * 30 + 1),
      log: { error: () => {} },
      intervalMs: 20,
    });
    try {
      await vi.waitFor(async () => expect((await stateOf(id)).status).toBe('published'), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      scheduler.stop();
    }
    expect(await scheduler.tick()).toEqual([]);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: object[] = [];
    const failing = {
      execute: () => Promise.reject(new Error('database away')),
    } as unknown as typeof t.app.db;
    const scheduler = startNewsScheduler({
      db: failing,
      clock: () => clock,
      log: { error: (obj) => errors.push(obj) },
      intervalMs: 10,
    });
    try {
      await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), {
        timeout: 5_000,
        interval: 10,
      });
    } finally {
      scheduler.stop();
    }
  });
});
