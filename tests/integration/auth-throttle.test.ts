import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { testRedisUrl } from '../helpers/redis.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Its own app and database: the lock-outs below would otherwise lock the accounts other tests log in with.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: { email: string; password: string }, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });

// attempts counted before the check, per (account, IP) for blocking, per account only for a delay
describe('login throttling', () => {
  it('40 parallel wrong passwords against one account from one address get 5 checks, the rest 429', async () => {
    const email = TEST_ACCOUNTS.staff.email;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login({ email, password: 'wrong-password' }, '10.1.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toMatch(/quá nhiều lần/);
    // the owner, elsewhere, still signs in
    expect((await login(TEST_ACCOUNTS.staff, '10.1.9.9')).statusCode).toBe(200);
  });

  it('failures from many addresses slow the account down but never lock its owner out', async () => {
    const email = TEST_ACCOUNTS.admin.email;
    for (let i = 0; i < 8; i++) {
      expect((await login({ email, password: 'wrong-password' }, `10.3.0.${i}`)).statusCode).toBe(401);
    }
    const start = performance.now();
    const owner = await login(TEST_ACCOUNTS.admin, '10.3.1.1');
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(1900); // 8 failures: 250 ms doubled three times
  });

  it('successful sign-ins from one address never add up to a block', async () => {
    for (let i = 0; i < 30; i++) expect((await login(TEST_ACCOUNTS.admin, '10.12.0.1')).statusCode).toBe(200);
  });

  it('throttles an address after 20 attempts across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await login({ email: `user${i}@example.com`, password: 'wrong-password' }, '10.2.0.1');
    }
    expect((await login(TEST_ACCOUNTS.admin, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(TEST_ACCOUNTS.admin, '10.2.0.2')).statusCode).toBe(200);
  });

  it('throttles guesses of the current password on change-password like logins', async () => {
    const token = (await login(TEST_ACCOUNTS.staff, '10.4.0.1')).json().token;
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.4.0.1',
        payload: {
          currentPassword: 'Sai-mat-khau-1',
          newPassword: 'Moi@12345',
          confirmPassword: 'Moi@12345',
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await change()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

// Scaled out (ARCHITECTURE.md): two instances behind one balancer share the failure counts through Redis.
describe.runIf(process.env.REDIS_URL)('login throttling across instances (REDIS_URL)', () => {
  it('counts failures made on one instance when logging in on another', async () => {
    const one = await createTestApp({ redisUrl: testRedisUrl });
    const two = await createTestApp({ redisUrl: testRedisUrl });
    try {
      const email = `shared-${Date.now()}@example.com`;
      // an address of this run only: Redis keeps a run's per-address counts for the whole window, and another run
      // (a second worktree, or CI right after a developer's run on the same machine) must start from zero
      const address = `10.9.${randomInt(256)}.${randomInt(1, 255)}`;
      const attempt = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email, password: 'wrong-password' },
          remoteAddress: address,
        });
      // in parallel on both instances: Redis counts each attempt once, atomically
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? one : two)));
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
      expect((await attempt(two)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
