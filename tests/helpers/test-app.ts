import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type AppConfig, loadConfig } from '../../src/server/config.ts';
import { TEST_ACCOUNTS } from './accounts.ts';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  databaseUrl: string;
  close(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh database for one test file, cloned from the migrated and seeded template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('dbServerUrl');
  // named after the run's template, so a run's teardown drops its own databases and no other run's
  const run = inject('templateDb').replace(/^site_tmpl_/, '');
  const name = `site_test_${run}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${inject('templateDb')}`);
      break;
    } catch (error) {
      // 55006: the template is busy (another file is cloning it right now)
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** buildApp() on its own database, API only (the web build is covered by the end-to-end tests). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  clock?: () => Date,
  build: Omit<NonNullable<Parameters<typeof buildApp>[1]>, 'migrate' | 'clock'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-app-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' },
    // no render budget unless a test sets one: every test file renders from 127.0.0.1 (decision 036)
    {
      dataDir,
      mediaDir: inject('mediaDir'),
      databaseUrl: database.url,
      web: false,
      renderBudget: 0,
      ...overrides,
    },
  );
  const app = await buildApp(config, { migrate: false, ...build, ...(clock ? { clock } : {}) });
  await app.ready();
  return {
    app,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(app: FastifyInstance, who: keyof typeof TEST_ACCOUNTS): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ACCOUNTS[who] });
  if (response.statusCode !== 200) throw new Error(`login as ${who} failed: ${response.body}`);
  return response.json().token as string;
}

/** The one contact a search finds (by phone or e-mail), as the contact page shows it. */
export async function onlyContactFound(app: FastifyInstance, token: string, search: string) {
  const headers = { authorization: `Bearer ${token}` };
  const found = (
    await app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(search)}`, headers })
  ).json().data as Array<{ _id: string }>;
  if (found.length !== 1) throw new Error(`${found.length} contacts found for ${search}`);
  return (await app.inject({ method: 'GET', url: `/api/contacts/${found[0]!._id}`, headers })).json().data;
}
