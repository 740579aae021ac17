import type { RedisClientType } from 'redis';

/**
 * Counts login attempts and failures by key in a fixed window (spec: login is rate-limited per IP and per
 * account). In memory for one process; in Redis when REDIS_URL is set (INCR: atomic), so every instance sees the
 * same counts.
 */
export type FailureStore = {
  count(key: string): Promise<number>;
  add(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
};

export function memoryFailureStore(now: () => number = Date.now): FailureStore & { size(): number } {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  // keys nobody asks about again are forgotten too (issue 11 item 2: the store grew with every address seen)
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
    size: () => entries.size,
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

/**
 * issue 11 item 2. Attempts are counted before the password is checked (so 40 parallel guesses get 5 checks,
 * not 40), per IP and per (account, IP): a guesser is blocked where they guess from, and the owner signing in
 * from elsewhere is not. Failures per account only slow every attempt on it down, by a delay that doubles from
 * `delayAfter` failures on and stops at `maxDelayMs`.
 */
export const LOGIN_LIMITS = {
  perIp: 20,
  perAccountIp: 5,
  windowMs: 15 * 60 * 1000,
  delayAfter: 5,
  firstDelayMs: 250,
  maxDelayMs: 5000,
};

/** The wait before checking a password of an account with `failures` recent failed attempts. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_LIMITS.delayAfter) return 0;
  const doubled = LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(failures - LOGIN_LIMITS.delayAfter, 10);
  return Math.min(LOGIN_LIMITS.maxDelayMs, doubled);
}
