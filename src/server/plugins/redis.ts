import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient, type RedisClientType } from 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when REDIS_URL is set (scaled out): shared counters, pub/sub, the Socket.IO adapter. */
    redis: RedisClientType | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url: string | undefined }) => {
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    const client = createClient({ url: opts.url }) as RedisClientType;
    client.on('error', (error) => app.log.error({ err: error }, 'redis error'));
    await client.connect();
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit();
    });
  },
  { name: 'redis' },
);
