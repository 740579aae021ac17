import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPool } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { knownMigrations, migrationPending } from '../../src/server/ops/backup.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { migrateToRelease } from '../helpers/release-migrations.ts';

/**
 * Decision 019: the current code started on a database made by the previous release (its migrations and
 * the rows its seed wrote, kept in tests/fixtures/upgrade) migrates forward and keeps every row.
 */
const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../fixtures/upgrade/release-0003.json'), 'utf8'),
) as { release: string; rows: Record<string, unknown[]> };

const work = mkdtempSync(path.join(os.tmpdir(), 'site-upgrade-'));
const name = `site_upgrade_${randomBytes(5).toString('hex')}`;
const server = new URL(inject('dbServerUrl'));
const url = new URL(server);
url.pathname = `/${name}`;
let app: FastifyInstance | undefined;

afterAll(async () => {
  await app?.close();
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

describe('upgrade from the previous release', { timeout: 120_000 }, () => {
  it('applies the new migrations at start and finds every row the old release had', async () => {
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    const pool = createPool(url.toString(), 2);
    await migrateToRelease(pool, fixture.release, work);
    const client = await pool.connect();
    try {
      // rows in any order: foreign keys are checked by the database that wrote them, not again here
      await client.query('set session_replication_role = replica');
      for (const [table, rows] of Object.entries(fixture.rows))
        await client.query(
          `insert into "${table}" select * from jsonb_populate_recordset(null::"${table}", $1::jsonb)`,
          [JSON.stringify(rows)],
        );
    } finally {
      client.release();
      await pool.end();
    }
    const older =
      knownMigrations().findIndex((m) => m.tag === fixture.release) < knownMigrations().length - 1;
    expect(older).toBe(true);
    expect(await migrationPending(url.toString())).toBe(true);

    const config = loadConfig(
      { LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' },
      { dataDir: path.join(work, 'data'), databaseUrl: url.toString(), web: false },
    );
    app = await buildApp(config); // migrates, as a start does
    await app.ready();
    expect(await migrationPending(url.toString())).toBe(false);

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(knownMigrations().length);
      let total = 0;
      for (const [table, rows] of Object.entries(fixture.rows)) {
        // every old row is still there with every value it had (new columns may have been added beside them)
        const missing = await check.query(
          `select f.r from jsonb_array_elements($1::jsonb) f(r) where not exists (select 1 from "${table}" t where to_jsonb(t) @> f.r)`,
          [JSON.stringify(rows)],
        );
        expect(missing.rows, table).toEqual([]);
        total += rows.length;
      }
      expect(total).toBeGreaterThan(100);
    } finally {
      await check.end();
    }

    // and the site works on it: the old admin signs in and reads the dashboard
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ACCOUNTS.admin });
    expect(login.statusCode).toBe(200);
    const dashboard = await app.inject({
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.news).toBe(
      fixture.rows.news?.filter((n) => !(n as { is_deleted: boolean }).is_deleted).length,
    );
  });
});

describe('a start that applies a new migration backs up first (embedded)', { timeout: 180_000 }, () => {
  it('writes a pre-migration archive of the old schema, then serves; the next start takes none', async () => {
    const dataDir = path.join(work, 'embedded');
    mkdirSync(dataDir, { recursive: true, mode: 0o711 });
    chmodSync(work, 0o711);
    const old = await startEmbeddedPostgres(dataDir, () => {});
    const pool = createPool(old.url, 2);
    await migrateToRelease(pool, fixture.release, work);
    await pool.end();
    await old.stop();

    const run = async () => {
      const port = await new Promise<number>((resolve) => {
        const s = net.createServer().listen(0, '127.0.0.1', () => {
          const p = (s.address() as net.AddressInfo).port;
          s.close(() => resolve(p));
        });
      });
      const child = spawn(process.execPath, [path.resolve('src/server/main.ts')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SERVE_WEB: 'false',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          BACKUP_CRON: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      const deadline = Date.now() + 90_000;
      let ready = false;
      while (!ready && Date.now() < deadline && child.exitCode === null) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
          .then((r) => r.ok)
          .catch(() => false);
        if (!ready) await new Promise((r) => setTimeout(r, 200));
      }
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      expect(ready, output).toBe(true);
      return output;
    };

    const first = await run();
    expect(first).toContain('sao lưu dữ liệu trước khi áp dụng');
    const archives = readdirSync(path.join(dataDir, 'backups')).filter((n) => n.startsWith('pre-migration-'));
    expect(archives).toHaveLength(1);
    const unpacked = path.join(work, 'pre');
    mkdirSync(unpacked);
    await tar.extract({ file: path.join(dataDir, 'backups', archives[0] as string), cwd: unpacked }, [
      'manifest.json',
    ]);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest.reason).toBe('before-migration');
    expect(manifest.database.migration.tag).toBe(fixture.release);

    const second = await run();
    expect(second).not.toContain('sao lưu dữ liệu trước khi áp dụng');
    expect(
      readdirSync(path.join(dataDir, 'backups')).filter((n) => n.startsWith('pre-migration-')),
    ).toHaveLength(1);
  });
});
