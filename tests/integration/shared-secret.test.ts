import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/**
 * Scaled out as the README says (one DATABASE_URL, each process its own DATA_DIR, no
 * JWT_SECRET), a token signed by one process is accepted by the other: the key is kept in the database.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const dirs: string[] = [];
const apps: FastifyInstance[] = [];

async function instance(): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scaled-'));
  dirs.push(dataDir);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
  });
  expect(config.jwtSecret).toBeUndefined();
  const app = await buildApp(config, { migrate: false });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two processes on one database without JWT_SECRET', () => {
  it('sign tokens with one key, created once in the database', async () => {
    const [one, two] = await Promise.all([instance(), instance()]);
    const login = await one.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ACCOUNTS.admin });
    expect(login.statusCode).toBe(200);
    const me = await two.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    const { rows } = await one.pool.query(
      `select count(*)::int n from app_settings where name = 'jwt-secret'`,
    );
    expect(rows[0].n).toBe(1);
  });
});
