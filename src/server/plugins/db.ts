import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/**
 * The database the composition root connected and migrated (src/server/composition.ts), for what reads it from
 * the app (tests, the health checks); the root closes the pool when the app closes.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { pool: pg.Pool; db: Db }) => {
    app.decorate('pool', opts.pool);
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
