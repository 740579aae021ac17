import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unpublishDueArticles } from '../../src/server/modules/news/news.repository.ts';
import { startNewsScheduler } from '../../src/server/modules/news/news-scheduler.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle } from './news-fixtures.ts';

// decision 042: an article may carry an end time; the scheduler takes it off the public site after it (back to a
// draft) and empties the page cache. The clock is injected, nothing sleeps.
let t: TestApp;
let admin: Record<string, string>;
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
let clock = T0;
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE).toISOString();

beforeAll(async () => {
  t = await createTestApp({}, () => clock);
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t.app,
  () => admin,
);
const isPublic = async (id: string) =>
  (await call('GET', `/api/news/${id}`, undefined, {})).statusCode === 200;

describe('scheduled unpublishing', () => {
  it('takes a published article off the public site after its end time, and empties the page cache', async () => {
    const r = await call('POST', '/api/news', goodArticle({ scheduledUnpublishDate: at(60) }));
    expect(r.statusCode, r.body).toBe(201);
    const a = r.json().data;
    expect(a.scheduledUnpublishDate).toBe(at(60));
    expect(await isPublic(a._id)).toBe(true);

    clock = new Date(T0.getTime() + 59 * MINUTE);
    expect(await unpublishDueArticles(t.app.db, clock)).toEqual([]);
    clock = new Date(T0.getTime() + 60 * MINUTE);
    // the app's scheduler hands what changed to the page cache (app.ts); this one hands it to a spy
    const changed = vi.fn(async (_ids: string[]) => {});
    const scheduler = startNewsScheduler({
      db: t.app.db,
      clock: () => clock,
      log: { error: () => {} },
      intervalMs: 3_600_000,
      onPublished: changed,
    });
    try {
      expect(await scheduler.tick()).toContain(a._id);
    } finally {
      scheduler.stop();
    }
    expect(changed).toHaveBeenCalledWith(expect.arrayContaining([a._id]));
    expect(await isPublic(a._id)).toBe(false);
    const { rows } = await t.app.pool.query('select status, unpublish_at from news where id = $1', [a._id]);
    expect(rows[0]).toEqual({ status: 'draft', unpublish_at: null });
    // idempotent: a second run finds nothing
    expect(await unpublishDueArticles(t.app.db, clock)).toEqual([]);
    clock = T0;
  });

  it('a save without the field keeps the end time; null removes it', async () => {
    const body = goodArticle();
    const a = (await call('POST', '/api/news', { ...body, scheduledUnpublishDate: at(30) })).json().data;
    let r = await call('PUT', `/api/news/${a._id}`, body);
    expect(r.json().data.scheduledUnpublishDate).toBe(at(30));
    r = await call('PUT', `/api/news/${a._id}`, { ...body, scheduledUnpublishDate: null });
    expect(r.json().data.scheduledUnpublishDate).toBeNull();
  });

  it('refuses an end time in the past or before the scheduled publication, in Vietnamese', async () => {
    let r = await call('POST', '/api/news', goodArticle({ scheduledUnpublishDate: at(-1) }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.scheduledUnpublishDate).toBe('Thời gian gỡ bài phải sau thời điểm hiện tại');
    r = await call(
      'POST',
      '/api/news',
      goodArticle({ status: 'scheduled', scheduledPublishDate: at(60), scheduledUnpublishDate: at(30) }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.scheduledUnpublishDate).toBe('Thời gian gỡ bài phải sau thời gian xuất bản');
    r = await call('POST', '/api/news', goodArticle({ scheduledUnpublishDate: 'mai' }));
    expect(r.statusCode).toBe(400);
  });
});
