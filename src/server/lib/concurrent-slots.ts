import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';

/**
 * How many things a key holds at once (the live chat sockets of one client address, decision 031): taken when one
 * opens, given back when it closes. In memory for one process; in Redis when REDIS_URL is set, so the limit holds
 * across processes.
 */
export type ConcurrentSlots = {
  /** Takes a slot for `holder` under `key`; false (nothing taken) when the key already holds `limit`. */
  acquire(key: string, holder: string, limit: number): Promise<boolean>;
  release(key: string, holder: string): Promise<void>;
  /** Stops the Redis form's refresh (at shutdown). */
  stop(): void;
};

export function memoryConcurrentSlots(): ConcurrentSlots & { held(key: string): number } {
  const slots = new Map<string, Set<string>>();
  return {
    async acquire(key, holder, limit) {
      const set = slots.get(key) ?? new Set<string>();
      if (set.size >= limit && !set.has(holder)) return false;
      set.add(holder);
      slots.set(key, set);
      return true;
    },
    async release(key, holder) {
      const set = slots.get(key);
      set?.delete(holder);
      if (set?.size === 0) slots.delete(key);
    },
    stop() {},
    held: (key) => slots.get(key)?.size ?? 0,
  };
}

// prune what has expired, count, add when under the limit; Redis' own clock, so processes' clocks never disagree
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1`;
const REFRESH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', now + tonumber(ARGV[1]), ARGV[i + 1])
  redis.call('PEXPIRE', key, tonumber(ARGV[1]))
end
return 1`;

/**
 * Each key is a sorted set of holders scored by when they lapse. A process renews its own holders every
 * `ttlMs / 3`; the holders of a process that crashed (kill -9, a lost machine) are never released, and lapse
 * within `ttlMs` instead of counting against the client for ever.
 */
export function redisConcurrentSlots(
  redis: RedisClientType,
  options: { ttlMs?: number; onError?: (error: unknown) => void } = {},
): ConcurrentSlots {
  const ttlMs = options.ttlMs ?? 60_000;
  const processId = randomUUID();
  const k = (key: string) => `slots:${key}`;
  const member = (holder: string) => `${processId}:${holder}`;
  /** holder → key, for the renewal */
  const mine = new Map<string, string>();
  const renew = setInterval(() => {
    const entries = [...mine];
    for (let i = 0; i < entries.length; i += 500) {
      const part = entries.slice(i, i + 500);
      redis
        .eval(REFRESH, {
          keys: part.map(([, key]) => k(key)),
          arguments: [String(ttlMs), ...part.map(([holder]) => member(holder))],
        })
        .catch((error: unknown) => options.onError?.(error));
    }
  }, ttlMs / 3);
  renew.unref();
  return {
    async acquire(key, holder, limit) {
      const taken = await redis.eval(ACQUIRE, {
        keys: [k(key)],
        arguments: [member(holder), String(limit), String(ttlMs)],
      });
      if (Number(taken) !== 1) return false;
      mine.set(holder, key);
      return true;
    },
    async release(key, holder) {
      mine.delete(holder);
      await redis.zRem(k(key), member(holder));
    },
    stop() {
      clearInterval(renew);
    },
  };
}
