import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createDb, createPool, migrateDatabase } from '../../src/server/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { ensureInitialContent } from '../../src/server/db/seed.ts';
import { createBackup, listBackups, pruneBackups } from '../../src/server/ops/backup.ts';
import { startBackupSchedule } from '../../src/server/ops/backup-schedule.ts';
import { RestoreRefused, restoreBackup } from '../../src/server/ops/restore.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { accountsServiceFor } from '../helpers/accounts-service.ts';

/**
 * Decision 019: a backup of the embedded database taken while 8 clients write, restored into a
 * fresh DATA_DIR, holds every write acknowledged before the backup's end, every row of every table and every
 * media file byte for byte; a damaged archive is refused before anything is touched.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
chmodSync(work, 0o711);
// restored below a folder only root may enter: the cluster then lives in `home` (decision 002)
const closed = mkdtempSync(path.join(os.tmpdir(), 'site-restore-closed-'));
const home = path.join(work, 'reachable-home');
mkdirSync(home, { mode: 0o711 });
const sourceDir = path.join(work, 'source');
const backupDir = path.join(work, 'backups');
let source: EmbeddedPostgres;
let restored: EmbeddedPostgres | undefined;

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every table of the app (public and drizzle schemas), in a stable order, as text. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    "select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2",
  );
  const out: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const rows = await query<{ r: string }>(
      url,
      `select t::text as r from "${schema}"."${name}" t order by 1`,
    );
    out[`${schema}.${name}`] = rows.map((row) => row.r);
  }
  return out;
}

beforeAll(async () => {
  mkdirSync(sourceDir, { recursive: true });
  source = await startEmbeddedPostgres(sourceDir, () => {});
  const pool = createPool(source.url, 2);
  await migrateDatabase(pool);
  const mediaDir = path.join(sourceDir, 'media');
  await ensureInitialContent(accountsServiceFor(createDb(pool)), {
    ...loadConfig({}, { dataDir: sourceDir }),
    mediaDir,
    adminEmail: TEST_ACCOUNTS.admin.email,
    adminPassword: TEST_ACCOUNTS.admin.password,
    staffEmail: TEST_ACCOUNTS.staff.email,
    staffPassword: TEST_ACCOUNTS.staff.password,
    seedDemo: true,
  });
  await pool.query(
    'create table write_probe (client int not null, seq int not null, payload text not null, primary key (client, seq))',
  );
  await pool.end();
  // media of several kinds and sizes, in nested folders, beside what the seed wrote
  for (let i = 0; i < 12; i++) {
    const dir = path.join(mediaDir, 'uploads', `batch-${i % 3}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `file-${i}.bin`),
      Buffer.from(Array.from({ length: 1000 + i * 7919 }, (_, j) => (j * 31 + i) % 256)),
    );
  }
}, 180_000);

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(closed, { recursive: true, force: true });
});

describe('backup while the site writes, then restore', { timeout: 180_000 }, () => {
  let archive: string;
  const acked: { client: number; seq: number; at: number }[] = [];
  let backupEnd = 0;
  let restoredDir: string;

  it('takes one archive while 8 clients keep writing, with a manifest of counts and checksums', async () => {
    let writing = true;
    const writers = Array.from({ length: 8 }, async (_, client) => {
      const c = new pg.Client({ connectionString: source.url });
      await c.connect();
      let seq = 0;
      while (writing) {
        seq++;
        await c.query('insert into write_probe values ($1, $2, $3)', [
          client,
          seq,
          `w${client}-${seq}-${'x'.repeat(300)}`,
        ]);
        acked.push({ client, seq, at: performance.now() });
      }
      await c.end();
    });
    await new Promise((r) => setTimeout(r, 300));
    const before = acked.length;
    const result = await createBackup({
      dataDir: sourceDir,
      mediaDir: path.join(sourceDir, 'media'),
      backupDir,
      embeddedUrl: source.url,
      reason: 'manual',
      beforeBackupStop: () => {
        backupEnd = performance.now();
      },
    });
    await new Promise((r) => setTimeout(r, 200));
    writing = false;
    await Promise.all(writers);
    archive = result.file;

    // the clients did write during the copy, and after it
    expect(acked.filter((a) => a.at < backupEnd).length).toBeGreaterThan(before);
    expect(acked.some((a) => a.at > backupEnd)).toBe(true);
    expect(path.basename(archive)).toMatch(/^site-backup-.*\.tar\.gz$/);
    expect((await fs.readdir(backupDir)).filter((n) => n.startsWith('.'))).toEqual([]); // no leftovers
    expect((await fs.stat(archive)).mode & 0o077).toBe(0);
    const m = result.manifest;
    expect(m.database.mode).toBe('embedded');
    expect(m.database.postgresVersion).toMatch(/^\d+/);
    expect(m.database.migration?.tag).toBeTruthy();
    expect(m.database.rowCounts?.accounts).toBeGreaterThanOrEqual(2);
    expect(m.files['pg/backup_label']).toBeDefined();
    expect(m.files['media/uploads/batch-0/file-0.bin']?.sha256).toBe(
      sha(path.join(sourceDir, 'media', 'uploads', 'batch-0', 'file-0.bin')),
    );
    expect(Object.keys(m.files).some((f) => f.startsWith('pg/pg_wal/'))).toBe(true);
  });

  it('restores into a fresh DATA_DIR that starts with every acknowledged write, every row and every file', async () => {
    restoredDir = path.join(closed, 'data');
    const { manifest } = await restoreBackup({
      archive,
      dataDir: restoredDir,
      confirmed: false,
      embedded: { reachableHome: home },
    });
    expect(manifest.reason).toBe('manual');
    restored = await startEmbeddedPostgres(restoredDir, () => {}, { reachableHome: home });

    const probe = await query<{ client: number; seq: number }>(
      restored.url,
      'select client, seq from write_probe',
    );
    const present = new Set(probe.map((r) => `${r.client}:${r.seq}`));
    const mustHave = acked.filter((a) => a.at < backupEnd);
    const missing = mustHave.filter((a) => !present.has(`${a.client}:${a.seq}`));
    expect(missing).toEqual([]);
    // nothing invented: every restored write was one a client sent
    const sent = new Set(acked.map((a) => `${a.client}:${a.seq}`));
    expect(probe.filter((r) => !sent.has(`${r.client}:${r.seq}`))).toEqual([]);

    // every other table, row by row (the writers touched write_probe alone)
    const before = await everyRow(source.url);
    const after = await everyRow(restored.url);
    delete before['public.write_probe'];
    delete after['public.write_probe'];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(Object.values(before).flat().length).toBeGreaterThan(50);

    // every media file, by checksum, and nothing else
    const list = async (root: string) =>
      (await fs.readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
        .sort();
    const sourceMedia = await list(path.join(sourceDir, 'media'));
    expect(await list(path.join(restoredDir, 'media'))).toEqual(sourceMedia);
    expect(sourceMedia.length).toBeGreaterThanOrEqual(12);
    for (const file of sourceMedia)
      expect(sha(path.join(restoredDir, 'media', file)), file).toBe(sha(path.join(sourceDir, 'media', file)));
    // the kept secrets came along: the same cluster password, the same token key
    expect(readFileSync(path.join(restoredDir, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(path.join(sourceDir, 'jwt-secret'), 'utf8'),
    );
  });

  it('refuses to replace a DATA_DIR with data unless confirmed, then keeps the old one aside', async () => {
    await restored?.stop();
    restored = undefined;
    await expect(
      restoreBackup({ archive, dataDir: restoredDir, confirmed: false, embedded: { reachableHome: home } }),
    ).rejects.toThrow(/đã có dữ liệu\. Chạy lại với --yes/);
    const { keptAside } = await restoreBackup({
      archive,
      dataDir: restoredDir,
      confirmed: true,
      embedded: { reachableHome: home },
    });
    expect(keptAside).toMatch(/\.before-restore-/);
    expect(readFileSync(path.join(keptAside as string, 'jwt-secret'), 'utf8')).toBeTruthy();
    restored = await startEmbeddedPostgres(restoredDir, () => {}, { reachableHome: home });
    const [row] = await query<{ n: string }>(restored.url, 'select count(*)::text as n from accounts');
    expect(Number(row?.n)).toBeGreaterThanOrEqual(2);
  });

  describe('a damaged or foreign archive is refused before anything is touched', () => {
    const target = () => path.join(work, `target-${Math.random().toString(36).slice(2)}`);
    async function refused(file: string): Promise<string> {
      const dataDir = target();
      const error = await restoreBackup({
        archive: file,
        dataDir,
        confirmed: true,
        embedded: { reachableHome: home },
      })
        .then(() => undefined)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      await expect(fs.access(dataDir)).rejects.toThrow(); // nothing created
      return (error as Error).message;
    }

    it('a truncated archive', async () => {
      const bytes = readFileSync(archive);
      const file = path.join(work, 'truncated.tar.gz');
      writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      expect(await refused(file)).toMatch(/^Tệp sao lưu bị hỏng hoặc không phải bản sao lưu của trang web/);
    });

    it('bytes flipped in the middle', async () => {
      const bytes = Buffer.from(readFileSync(archive));
      const middle = Math.floor(bytes.length / 2);
      for (let i = middle; i < middle + 64; i++) bytes[i] = (bytes[i] as number) ^ 0xff;
      const file = path.join(work, 'flipped.tar.gz');
      writeFileSync(file, bytes);
      expect(await refused(file)).toMatch(/^Tệp sao lưu bị hỏng/);
    });

    it('a file changed inside a well-formed archive', async () => {
      const dir = path.join(work, 'tampered');
      mkdirSync(dir);
      await tar.extract({ file: archive, cwd: dir });
      writeFileSync(path.join(dir, 'media', 'uploads', 'batch-1', 'file-1.bin'), 'not the same bytes');
      const file = path.join(work, 'tampered.tar.gz');
      await tar.create({ gzip: true, file, cwd: dir }, await fs.readdir(dir));
      expect(await refused(file)).toBe(
        'Tệp sao lưu bị hỏng: "media/uploads/batch-1/file-1.bin" không khớp tổng kiểm SHA-256 ghi trong manifest. Không có gì bị thay đổi.',
      );
    });

    it('an archive made by a newer release (a migration this code does not know)', async () => {
      const dir = path.join(work, 'newer');
      mkdirSync(dir);
      await tar.extract({ file: archive, cwd: dir });
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      manifest.database.migration = { count: 99, when: 4_102_444_800_000, tag: '0099_future' };
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
      const file = path.join(work, 'newer.tar.gz');
      await tar.create({ gzip: true, file, cwd: dir }, await fs.readdir(dir));
      expect(await refused(file)).toBe(
        'Bản sao lưu được tạo bởi một phiên bản mới hơn (lược đồ 0099_future); hãy cập nhật mã nguồn trước khi khôi phục.',
      );
    });

    it('a file that is no archive at all', async () => {
      const file = path.join(work, 'notes.txt');
      writeFileSync(file, 'just some text, not a backup');
      expect(await refused(file)).toMatch(/^Tệp sao lưu bị hỏng hoặc không phải bản sao lưu/);
    });
  });
});

describe('a backup that fails', { timeout: 60_000 }, () => {
  it('leaves no archive, no partial file and no staging folder behind', async () => {
    const dir = path.join(work, 'failing');
    const error = await createBackup({
      dataDir: sourceDir,
      mediaDir: path.join(sourceDir, 'media'),
      backupDir: dir,
      embeddedUrl: 'postgres://postgres:wrong@127.0.0.1:1/postgres',
      reason: 'manual',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await fs.readdir(dir)).toEqual([]);
  });
});

describe('retention of scheduled backups', { timeout: 60_000 }, () => {
  it('keeps the BACKUP_KEEP newest archives, and the copies taken before a migration', async () => {
    const dataDir = path.join(work, 'retention');
    const dir = path.join(dataDir, 'backups');
    mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'a.txt'), 'a');
    const pre = await createBackup({
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      backupDir: dir,
      embeddedUrl: undefined,
      reason: 'before-migration',
    });
    let runs = 0;
    const schedule = startBackupSchedule({
      cron: '* * * * * *', // every second
      keep: 2,
      backupDir: dir,
      backup: async () => {
        runs++;
        return createBackup({
          dataDir,
          mediaDir: path.join(dataDir, 'media'),
          backupDir: dir,
          embeddedUrl: undefined,
          reason: 'scheduled',
        });
      },
      log: { info: () => {}, error: () => {} },
    });
    const deadline = Date.now() + 30_000;
    while (runs < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    schedule.stop();
    await new Promise((r) => setTimeout(r, 1500)); // let a run in progress finish its pruning
    expect(runs).toBeGreaterThanOrEqual(4);
    const names = (await fs.readdir(dir)).sort();
    expect(names.filter((n) => n.startsWith('site-backup-'))).toHaveLength(2);
    expect(names).toContain(path.basename(pre.file));
    expect((await listBackups(dir)).length).toBe(3);
    expect(await pruneBackups(dir, 1)).toHaveLength(1);
  });
});
