import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../helpers/redis.ts';
import { createTestApp, createTestDatabase, login, type TestApp } from '../helpers/test-app.ts';

// Scaled out (ARCHITECTURE.md): two instances on one database and one Redis. The 10-a-minute limit of the
// assistant (spec 000 §9) counts every instance's messages together, and a training change made on one instance
// is answered by the other's index at once (decision 017).
describe.runIf(process.env.REDIS_URL)('the AI assistant across two instances sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    one = await createTestApp({ redisUrl: testRedisUrl, databaseUrl: database.url });
    two = await createTestApp({ redisUrl: testRedisUrl, databaseUrl: database.url });
  });
  afterAll(async () => {
    // each closes its app and drops the database it was first given; the shared one is dropped after
    await one?.close();
    await two?.close();
    await dropDatabase?.();
  });

  const ask = (t: TestApp, message: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/chat/message', remoteAddress: ip, payload: { message } });

  it('counts the limit across instances: 5 + 5 pass, the 11th is refused on either', async () => {
    const ip = `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(i % 2 ? one : two, 'Giờ làm việc của công ty?', ip)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await ask(one, 'Giờ làm việc?', ip)).statusCode).toBe(429);
    expect((await ask(two, 'Giờ làm việc?', ip)).statusCode).toBe(429);
  });

  it('an item added on one instance answers on the other, and its deletion too', async () => {
    const question = 'Có nhận làm website cho hợp tác xã nông nghiệp không?';
    expect((await ask(two, question, '172.17.0.1')).json().data.botResponse.fallback).toBe(true);
    const token = await login(one.app, 'admin');
    const created = await one.app.inject({
      method: 'POST',
      url: '/api/chat/training',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        pattern: question,
        keywords: ['hợp tác xã', 'nông nghiệp', 'website hợp tác xã'],
        category: 'dịch_vụ',
        response: { text: '<p>Có, chúng tôi làm website cho hợp tác xã.</p>', suggestions: [] },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    // the other instance reloads on the Redis message: wait for it, never longer than 5 s
    const answeredBy = async () => (await ask(two, question, '172.17.0.2')).json().data.botResponse.itemId;
    await expect.poll(answeredBy, { timeout: 5000, interval: 50 }).toBe(id);

    await one.app.inject({
      method: 'DELETE',
      url: `/api/chat/training/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await expect.poll(answeredBy, { timeout: 5000, interval: 50 }).not.toBe(id);
  });
});
