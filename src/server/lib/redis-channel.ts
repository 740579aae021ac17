import type { RedisClientType } from 'redis';

/**
 * A Pub/Sub channel of this deployment. Redis keeps keys apart by database but not Pub/Sub: two deployments on
 * one Redis, each on its own database (a staging site beside production, the scaled-out tests running side by
 * side), would hear each other's messages, and the Socket.IO adapter's questions across processes would wait for
 * servers that are not theirs. The channel names the database, so a database is a whole separate deployment.
 */
export function redisChannel(redis: Pick<RedisClientType, 'options'> | null, name: string): string {
  return `${name}@db${redis?.options?.database ?? 0}`;
}
