import type { RedisClientType } from 'redis';

/**
 * Counts events by key in a fixed window: login attempts and failures, counter calls per address, views per
 * visitor. In memory for one process; in Redis when REDIS_URL is set (INCR: atomic), so every instance sees the
 * same counts.
 */
export type WindowCounter = {
  count(key: string): Promise<number>;
  add(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  /** Takes one back (an attempt that turned out fine), never below zero. */
  release(key: string): Promise<void>;
};

export function memoryWindowCounter(now: () => number = Date.now): WindowCounter & { size(): number } {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  // keys nobody asks about again are forgotten too (the store grew with every address seen)
  const sweep = () => {
    if (now() < nextSweep) return;
    nextSweep = now() + 60_000;
    for (const [key, entry] of entries) if (entry.resetAt <= now()) entries.delete(key);
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    // synchronous between read and write, so concurrent attempts each get their own number
    async add(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async clear(key) {
      entries.delete(key);
    },
    async release(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    size: () => entries.size,
  };
}

export function redisWindowCounter(redis: RedisClientType): WindowCounter {
  const k = (key: string) => `window:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async add(key, windowMs) {
      const [count] = (await redis
        .multi()
        .incr(k(key))
        .pExpire(k(key), windowMs, 'NX')
        .exec()) as unknown as [number];
      return Number(count);
    },
    async clear(key) {
      await redis.del(k(key));
    },
    async release(key) {
      // a key that expired meanwhile would go below zero: then it is simply gone
      if ((await redis.decr(k(key))) < 0) await redis.del(k(key));
    },
  };
}
