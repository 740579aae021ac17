import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config.ts';
import { testRedisUrl } from '../helpers/redis.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { apiCaller, bearer, goodArticle } from './news-fixtures.ts';

// decision 042: the edit screen's heartbeat answers who else has the article open in the last 30 s, in memory and,
// scaled out, through Redis.
const redisUrl = testRedisUrl;

const forms: Array<[string, Partial<AppConfig>]> = [['in memory', {}]];
if (redisUrl) forms.push(['through Redis', { redisUrl }]);

describe.each(forms)('presence %s', (_label, overrides) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp(overrides, () => clock);
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

  it('names the other accounts seen in the last 30 s, never the caller', async () => {
    const a = (await call('POST', '/api/news', goodArticle())).json().data;
    let r = await call('POST', `/api/news/${a._id}/presence`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual([]);
    clock = new Date(clock.getTime() + 10_000);
    r = await call('POST', `/api/news/${a._id}/presence`, undefined, staff);
    expect(r.json().data).toEqual([
      {
        _id: expect.any(String),
        fullName: 'Quản trị viên',
        seenAt: new Date(clock.getTime() - 10_000).toISOString(),
      },
    ]);
    clock = new Date(clock.getTime() + 25_000);
    // the admin's last beat is 35 s old: gone; the staff member's is 25 s old: still there
    r = await call('POST', `/api/news/${a._id}/presence`);
    expect(r.json().data.map((p: { fullName: string }) => p.fullName)).toEqual(['Nguyễn Thị Biên Tập']);
  });

  it('answers 404 for an unknown article and 401 without a session', async () => {
    expect((await call('POST', '/api/news/khong-co-bai-nay/presence')).statusCode).toBe(404);
    expect((await call('POST', '/api/news/khong-co-bai-nay/presence', undefined, {})).statusCode).toBe(401);
  });
});
