import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryConcurrentSlots, redisConcurrentSlots } from '../../src/server/lib/concurrent-slots.ts';

// The live chat's sockets per address (decision 031): a slot is given back on disconnect; in Redis, the slots of
// a process that died without giving them back lapse instead of blocking the address for ever.
describe('concurrent slots in memory', () => {
  it('M1 sockets: holds at most the limit per key, and a release frees a place', async () => {
    const slots = memoryConcurrentSlots();
    expect(await slots.acquire('k', 'a', 2)).toBe(true);
    expect(await slots.acquire('k', 'b', 2)).toBe(true);
    expect(await slots.acquire('k', 'c', 2)).toBe(false);
    expect(await slots.acquire('other', 'c', 2)).toBe(true);
    await slots.release('k', 'a');
    expect(await slots.acquire('k', 'c', 2)).toBe(true);
    expect(slots.held('k')).toBe(2);
  });
});

describe.skipIf(!process.env.REDIS_URL)('concurrent slots in Redis', () => {
  let redis: RedisClientType;
  beforeAll(async () => {
    redis = createClient({ url: process.env.REDIS_URL }) as RedisClientType;
    await redis.connect();
  });
  afterAll(async () => {
    await redis.quit();
  });
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('M1 sockets: two processes share the limit, and one that crashed stops counting after its lease', async () => {
    const k = key();
    const first = redisConcurrentSlots(redis, { ttlMs: 600 });
    const second = redisConcurrentSlots(redis, { ttlMs: 600 });
    try {
      expect(await first.acquire(k, 's1', 2)).toBe(true);
      expect(await second.acquire(k, 's1', 2)).toBe(true);
      expect(await second.acquire(k, 's2', 2)).toBe(false);
      await second.release(k, 's1');
      expect(await second.acquire(k, 's2', 2)).toBe(true);
      // the first process dies: no release, no renewal; its slot lapses and the address gets its place back
      first.stop();
      await vi.waitFor(async () => expect(await second.acquire(k, 's3', 2)).toBe(true), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      first.stop();
      second.stop();
    }
  });

  it('M1 sockets: a live process renews its slots, so they outlast the lease', async () => {
    const k = key();
    const live = redisConcurrentSlots(redis, { ttlMs: 1500 });
    const other = redisConcurrentSlots(redis, { ttlMs: 1500 });
    try {
      expect(await live.acquire(k, 's1', 1)).toBe(true);
      // three leases later, renewed every 500 ms: still held
      await new Promise((r) => setTimeout(r, 4500));
      expect(await other.acquire(k, 's2', 1)).toBe(false);
      await live.release(k, 's1');
      expect(await other.acquire(k, 's2', 1)).toBe(true);
    } finally {
      live.stop();
      other.stop();
    }
  });
});
