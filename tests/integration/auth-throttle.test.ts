import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Its own app and database: the lock-outs below would otherwise lock the accounts other tests log in with.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('login throttling per account and per IP', () => {
  it('throttles an account after 5 failures, even for the right password then', async () => {
    const email = TEST_ACCOUNTS.staff.email;
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ACCOUNTS.staff,
      remoteAddress: '10.1.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/quá nhiều lần/);
  });

  it('throttles an IP after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: `user${i}@example.com`, password: 'wrong-password' },
        remoteAddress: '10.2.0.1',
      });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ACCOUNTS.admin,
      remoteAddress: '10.2.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ACCOUNTS.admin,
      remoteAddress: '10.2.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

// Scaled out (ARCHITECTURE.md): two instances behind one balancer share the failure counts through Redis.
describe.runIf(process.env.REDIS_URL)('login throttling across instances (REDIS_URL)', () => {
  it('counts failures made on one instance when logging in on another', async () => {
    const one = await createTestApp({ redisUrl: process.env.REDIS_URL });
    const two = await createTestApp({ redisUrl: process.env.REDIS_URL });
    try {
      const email = `shared-${Date.now()}@example.com`;
      for (let i = 0; i < 5; i++) {
        const r = await one.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email, password: 'wrong-password' },
          remoteAddress: `10.9.${i}.1`,
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await two.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
