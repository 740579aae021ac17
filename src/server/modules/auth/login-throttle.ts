import type { RedisClientType } from 'redis';

/**
 * Counts failed logins per IP and per account in a fixed window (spec: login is rate-limited per IP and per
 * account). In memory for one process; in Redis when REDIS_URL is set, so every instance sees the same counts.
 */
export type FailureStore = {
  count(key: string): Promise<number>;
  add(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
};

export function memoryFailureStore(now: () => number = Date.now): FailureStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async add(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

export function redisFailureStore(redis: RedisClientType): FailureStore {
  const k = (key: string) => `login-fail:${key}`;
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
  };
}

export const LOGIN_LIMITS = { perIp: 20, perAccount: 5, windowMs: 15 * 60 * 1000 };
