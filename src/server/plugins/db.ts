import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDb, createPool, type Db, migrateDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/** Connects to PostgreSQL, applies the committed migrations, and closes the pool when the app closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { url: string; migrate: boolean }) => {
    const pool = createPool(opts.url);
    if (opts.migrate) await migrateDatabase(pool);
    app.decorate('pool', pool);
    app.decorate('db', createDb(pool));
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'db' },
);
