/**
 * The Redis of the scaled-out tests: the machine's (REDIS_URL), on a database of this Vitest worker's own. Test
 * files run two at a time; on one database their servers would share counters and, through the Socket.IO
 * adapter, answer each other's questions across processes (src/server/lib/redis-channel.ts). Undefined where
 * there is no Redis: those tests are skipped.
 */
export const testRedisUrl: string | undefined = process.env.REDIS_URL
  ? withDatabase(process.env.REDIS_URL, 1 + Number(process.env.VITEST_POOL_ID ?? 0))
  : undefined;

function withDatabase(url: string, database: number): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
