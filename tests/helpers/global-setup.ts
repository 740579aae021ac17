import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/server/config.ts';
import { createDb, createPool, migrateDatabase } from '../../src/server/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { ensureInitialContent } from '../../src/server/db/seed.ts';
import { TEST_ACCOUNTS } from './accounts.ts';
import { accountsServiceFor } from './accounts-service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbServerUrl: string;
    templateDb: string;
    mediaDir: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server when set, otherwise an embedded one started here.
 * A template database is migrated and seeded once; each test file clones it (tests/helpers/test-app.ts).
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  chmodSync(workDir, 0o711); // run as root, the embedded PostgreSQL's own user must pass through it
  let embedded: EmbeddedPostgres | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres(path.join(workDir, 'data'), () => {});
    serverUrl = embedded.url;
  }
  const templateDb = `site_tmpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);

  const mediaDir = path.join(workDir, 'media');
  const pool = createPool(withDatabase(serverUrl, templateDb), 2);
  await migrateDatabase(pool);
  const config = loadConfig({}, { dataDir: workDir });
  const db = createDb(pool);
  const accountsService = accountsServiceFor(db);
  await ensureInitialContent(accountsService, {
    ...config,
    mediaDir,
    adminEmail: TEST_ACCOUNTS.admin.email,
    adminPassword: TEST_ACCOUNTS.admin.password,
    staffEmail: TEST_ACCOUNTS.staff.email,
    staffPassword: TEST_ACCOUNTS.staff.password,
    seedDemo: true,
  });
  await pool.end();

  project.provide('dbServerUrl', serverUrl);
  project.provide('templateDb', templateDb);
  project.provide('mediaDir', mediaDir);

  return async () => {
    // drop every database this run made (test files drop theirs; a crashed one may not have), and only those:
    // another run may share the server (two worktrees, or CI beside a developer)
    const run = templateDb.replace(/^site_tmpl_/, '');
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`site_test_${run}_%`, templateDb],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
