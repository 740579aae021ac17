import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when REDIS_URL is set (scaled out): shared counters, pub/sub, the Socket.IO adapter. */
    redis: RedisClientType | null;
  }
}

/** The Redis client the composition root connected (src/server/composition.ts), which also quits it. */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { client: RedisClientType | null }) => {
    app.decorate('redis', opts.client);
  },
  { name: 'redis' },
);
