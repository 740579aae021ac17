import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as tar from 'tar';
import { fileStamp } from '#domain/shared/vietnam-time.ts';
import {
  BACKUP_FORMAT,
  BACKUP_MESSAGES,
  type BackupManifest,
  type BackupSummary,
  SITE_PART_LABELS,
} from '#domain/system/backup.schema.ts';
import { takeLockFile } from '../db/data-dir-lock.ts';
import type { MediaStorage } from '../modules/media/media-storage.ts';
import { copyHashed, type FileEntry, fsyncDir, fsyncFile, hashFile, listTree } from './archive-files.ts';

type Log = (message: string) => void;

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const journalFile = path.join(root, 'src', 'server', 'db', 'migrations', 'meta', '_journal.json');

export const BACKUP_PREFIX = 'site-backup-';
export const BACKUP_SUFFIX = '.tar.gz';
/** What an archive of BACKUP_DIR is called (both kinds, names of old versions too): nothing else is served. */
const BACKUP_NAME = /^(site-backup|pre-migration)-[0-9A-Za-z_-]+\.tar\.gz$/;

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** Another backup is being taken (this process or another one on the same BACKUP_DIR). */
export class BackupBusyError extends Error {}

// the lock files this process holds: the file's owner check takes the own PID for a stale one
const heldHere = new Set<string>();

/**
 * One backup at a time per BACKUP_DIR, across processes (the site's screen and schedule, `npm run backup`):
 * `BACKUP_DIR/.backup.lock` names its owner (decision 027). Throws BackupBusyError; returns the release.
 */
export async function lockBackups(backupDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(path.resolve(backupDir), '.backup.lock');
  if (heldHere.has(file)) throw new BackupBusyError(BACKUP_MESSAGES.busy);
  heldHere.add(file);
  try {
    const release = await takeLockFile(
      file,
      () => new BackupBusyError(BACKUP_MESSAGES.busy),
      () => new BackupBusyError(BACKUP_MESSAGES.busy),
    );
    return async () => {
      heldHere.delete(file);
      await release();
    };
  } catch (error) {
    heldHere.delete(file);
    throw error;
  }
}

export function appVersion(): string {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;
}

/** The migrations this code knows, in order (drizzle's journal: `when` is what the database records). */
export function knownMigrations(): { when: number; tag: string }[] {
  return JSON.parse(readFileSync(journalFile, 'utf8')).entries as { when: number; tag: string }[];
}

// Files of DATA_DIR itself that go into an archive: the kept secrets (the cluster's password among them).
// Not the lock, the log, nor the cluster id (a restored DATA_DIR gets its own cluster folder).
const DATA_DIR_SKIP = new Set(['app.lock', 'postgres.log', 'pg-cluster-id', 'pg', 'media', 'backups']);

// What PostgreSQL's documentation says to leave out of a low-level base backup ("Backing Up the Data
// Directory"): recreated at start, or belonging to the running server only. WAL is added separately.
const PG_SKIP_DIR_CONTENTS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const PG_SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

function skipInCluster(rel: string, isDir: boolean): boolean {
  const parts = rel.split('/');
  const name = parts[parts.length - 1] as string;
  if (name.startsWith('pgsql_tmp')) return true;
  // the folders themselves are kept (empty), what is in them (files and folders, such as a slot's) is not
  if (parts.length > 1 && PG_SKIP_DIR_CONTENTS.has(parts[0] as string)) return true;
  if (isDir) return false;
  if (parts.length === 1 && PG_SKIP_FILES.has(name)) return true;
  return name === 'pg_internal.init';
}

export type BackupOptions = {
  dataDir: string;
  mediaDir: string;
  backupDir: string;
  /** The embedded server's address; undefined: DATABASE_URL is external, the archive holds the media alone. */
  embeddedUrl: string | undefined;
  reason: BackupManifest['reason'];
  /** With S3_URL, the media are read from the bucket (a restore puts them in DATA_DIR/media; the next start copies them up). */
  mediaStorage?: MediaStorage;
  log?: Log;
  clock?: () => Date;
  /** Called right before pg_backup_stop: every write acknowledged before it is in the archive (tests). */
  beforeBackupStop?: () => void;
  /** The caller already holds lockBackups(backupDir) (the screen answers "busy" before it starts). */
  locked?: boolean;
};

export type BackupResult = { file: string; size: number; manifest: BackupManifest };

/** Copies every file in `files` from `from` into `to`, entering each in `entries` under `prefix/`. */
async function copyFiles(
  files: { rel: string; size: number }[],
  from: string,
  to: string,
  prefix: string,
  entries: Record<string, FileEntry>,
  progress: (bytes: number) => void,
): Promise<void> {
  for (const file of files) {
    const entry = await copyHashed(path.join(from, file.rel), path.join(to, file.rel));
    if (entry) entries[`${prefix}/${file.rel}`] = entry;
    progress(file.size);
  }
}

function progressReporter(label: string, total: number, log: Log) {
  let done = 0;
  let shown = -1;
  return (bytes: number) => {
    done += bytes;
    const percent = total === 0 ? 100 : Math.min(100, Math.floor((done / total) * 100));
    if (percent >= shown + 10 || (percent === 100 && shown !== 100)) {
      shown = percent;
      log(`${label}: ${percent}% (${(done / 1048576).toFixed(1)} MB)`);
    }
  };
}

/**
 * The embedded cluster copied while it keeps serving: PostgreSQL's non-exclusive low-level base backup
 * (pg_backup_start, copy the data folder, pg_backup_stop, then the WAL from the start to the stop segment,
 * with backup_label as pg_backup_stop returns it). A temporary replication slot, held by the same session,
 * keeps the server from recycling that WAL while we copy.
 */
async function copyCluster(
  url: string,
  staging: string,
  entries: Record<string, FileEntry>,
  log: Log,
  beforeStop?: () => void,
): Promise<BackupManifest['database']> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const info = await client.query<{ data_directory: string; server_version: string }>(
      "select current_setting('data_directory') as data_directory, current_setting('server_version') as server_version",
    );
    const { data_directory: pgData, server_version: postgresVersion } = info.rows[0] as {
      data_directory: string;
      server_version: string;
    };
    const slot = `site_backup_${randomBytes(4).toString('hex')}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const start = await client.query<{ lsn: string; wal: string }>(
      'select lsn::text, pg_walfile_name(lsn) as wal from pg_backup_start($1, true) as lsn',
      [`site backup ${new Date().toISOString()}`],
    );
    const startWal = start.rows[0]?.wal as string;
    log('Đang sao lưu cơ sở dữ liệu (trang web vẫn phục vụ)…');

    const tree = await listTree(pgData, skipInCluster);
    for (const dir of tree.dirs) await fs.mkdir(path.join(staging, 'pg', dir), { recursive: true });
    const total = tree.files.reduce((sum, f) => sum + f.size, 0);
    await copyFiles(
      tree.files,
      pgData,
      path.join(staging, 'pg'),
      'pg',
      entries,
      progressReporter(SITE_PART_LABELS.database, total, log),
    );

    beforeStop?.();
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; wal: string }>(
      'select lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)',
    );
    const {
      lsn: stopLsn,
      labelfile,
      spcmapfile,
      wal: stopWal,
    } = stop.rows[0] as {
      lsn: string;
      labelfile: string;
      spcmapfile: string;
      wal: string;
    };
    await fs.writeFile(path.join(staging, 'pg', 'backup_label'), labelfile, { mode: 0o600 });
    entries['pg/backup_label'] = await hashFile(path.join(staging, 'pg', 'backup_label'));
    if (spcmapfile) {
      await fs.writeFile(path.join(staging, 'pg', 'tablespace_map'), spcmapfile, { mode: 0o600 });
      entries['pg/tablespace_map'] = await hashFile(path.join(staging, 'pg', 'tablespace_map'));
    }
    // the WAL the copy needs to become consistent: segments named from the start one to the stop one (same
    // timeline, so names compare in order), and the timeline history files
    const walDir = path.join(pgData, 'pg_wal');
    const wal = (await fs.readdir(walDir)).filter(
      (name) =>
        (/^[0-9A-F]{24}$/.test(name) && name >= startWal && name <= stopWal) || name.endsWith('.history'),
    );
    await fs.mkdir(path.join(staging, 'pg', 'pg_wal'), { recursive: true });
    for (const name of wal) {
      const entry = await copyHashed(path.join(walDir, name), path.join(staging, 'pg', 'pg_wal', name));
      if (entry) entries[`pg/pg_wal/${name}`] = entry;
    }
    await client.query('select pg_drop_replication_slot($1)', [slot]).catch(() => {});

    const migration = await client
      .query<{ count: string; when: string }>(
        'select count(*)::text as count, coalesce(max(created_at), 0)::text as when from drizzle.__drizzle_migrations',
      )
      .catch(() => undefined);
    const count = Number(migration?.rows[0]?.count ?? 0);
    const when = Number(migration?.rows[0]?.when ?? 0);
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const rowCounts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(
        `select count(*)::text as n from "${name.replaceAll('"', '""')}"`,
      );
      rowCounts[name] = Number(result.rows[0]?.n ?? 0);
    }
    return {
      mode: 'embedded',
      postgresVersion,
      migration: { count, when, tag: knownMigrations().find((m) => m.when === when)?.tag ?? null },
      rowCounts,
      startLsn: start.rows[0]?.lsn,
      stopLsn,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The bucket's objects into `staging/media`, hashed as they are written. */
async function copyBucket(
  storage: MediaStorage,
  staging: string,
  entries: Record<string, FileEntry>,
  log: Log,
): Promise<void> {
  await fs.mkdir(path.join(staging, 'media'), { recursive: true });
  log('Đang sao lưu tệp phương tiện từ kho S3…');
  let count = 0;
  for await (const { key } of storage.list()) {
    const bytes = await storage.read(key);
    if (!bytes) continue; // removed meanwhile
    const target = path.join(staging, 'media', key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes, { mode: 0o600 });
    entries[`media/${key}`] = await hashFile(target);
    count++;
  }
  log(`Tệp phương tiện từ kho S3: ${count} tệp.`);
}

/**
 * One archive in `backupDir`: the embedded database (when there is one), the media, the kept secrets and a
 * manifest with a checksum per file. Written under a temporary name, flushed, then renamed: a failure or a
 * crash leaves no half-written archive under a backup's name.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  if (options.locked) return writeBackup(options);
  const release = await lockBackups(options.backupDir);
  try {
    return await writeBackup(options);
  } finally {
    await release();
  }
}

async function writeBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const clock = options.clock ?? (() => new Date());
  const createdAt = clock();
  await fs.mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  // the name a person finds on disk carries Vietnam's time (decision 028)
  const id = `${fileStamp(createdAt)}-${randomBytes(3).toString('hex')}`;
  const staging = path.join(options.backupDir, `.staging-${id}`);
  const name = `${options.reason === 'before-migration' ? 'pre-migration-' : BACKUP_PREFIX}${id}${BACKUP_SUFFIX}`;
  const finalPath = path.join(options.backupDir, name);
  const tempPath = path.join(options.backupDir, `.${name}.partial`);
  const entries: Record<string, FileEntry> = {};
  try {
    await fs.mkdir(staging, { recursive: true, mode: 0o700 });
    const database: BackupManifest['database'] = options.embeddedUrl
      ? await copyCluster(options.embeddedUrl, staging, entries, log, options.beforeBackupStop)
      : { mode: 'external' };

    if (options.mediaStorage?.kind === 's3') await copyBucket(options.mediaStorage, staging, entries, log);
    else {
      const media = await listTree(options.mediaDir);
      await fs.mkdir(path.join(staging, 'media'), { recursive: true });
      for (const dir of media.dirs) await fs.mkdir(path.join(staging, 'media', dir), { recursive: true });
      const mediaTotal = media.files.reduce((sum, f) => sum + f.size, 0);
      log(`Đang sao lưu ${media.files.length} tệp phương tiện…`);
      await copyFiles(
        media.files,
        options.mediaDir,
        path.join(staging, 'media'),
        'media',
        entries,
        progressReporter(SITE_PART_LABELS.media, mediaTotal, log),
      );
    }

    const secrets = (await fs.readdir(options.dataDir, { withFileTypes: true })).filter(
      (e) => e.isFile() && !DATA_DIR_SKIP.has(e.name) && !e.name.startsWith('.'),
    );
    await fs.mkdir(path.join(staging, 'data'), { recursive: true });
    for (const e of secrets) {
      const entry = await copyHashed(path.join(options.dataDir, e.name), path.join(staging, 'data', e.name));
      if (entry) entries[`data/${e.name}`] = entry;
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      reason: options.reason,
      database,
      files: entries,
      // the copy follows no link (listTree takes regular files only): none is archived, so none is named; the
      // embedded cluster's link (DATA_DIR/pg, when root) is made again by the restore (decision 030)
      links: {},
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    log('Đang nén bản sao lưu…');
    const parts = ['manifest.json', 'data', 'media', ...(database.mode === 'embedded' ? ['pg'] : [])];
    await tar.create(
      {
        gzip: true,
        file: tempPath,
        cwd: staging,
        portable: true,
        mode: 0o600,
      } as tar.TarOptionsWithAliasesAsyncFile,
      parts,
    );
    await fs.chmod(tempPath, 0o600);
    await fsyncFile(tempPath);
    await fs.rename(tempPath, finalPath);
    await fsyncDir(options.backupDir);
    const { size } = await fs.stat(finalPath);
    log(`Đã tạo bản sao lưu ${finalPath} (${(size / 1048576).toFixed(1)} MB).`);
    return { file: finalPath, size, manifest };
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** The archives in `backupDir`, newest first (their names sort by the time they were taken). */
export async function listBackups(backupDir: string): Promise<BackupSummary[]> {
  const names = await fs.readdir(backupDir).catch(() => [] as string[]);
  const found: BackupSummary[] = [];
  for (const name of names) {
    if (!isBackupName(name)) continue;
    const stat = await fs.lstat(path.join(backupDir, name)).catch(() => undefined);
    if (stat?.isFile()) found.push({ file: name, size: stat.size, createdAt: stat.mtime.toISOString() });
  }
  return found.sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.file.localeCompare(a.file),
  );
}

/**
 * Keeps the `keep` newest regular backups (`site-backup-*`) and deletes the older ones; the copies taken
 * before a migration are kept until someone deletes them.
 */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(backupDir).catch(() => [] as string[]))
    .filter((n) => n.startsWith(BACKUP_PREFIX) && n.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse();
  const removed = names.slice(keep);
  for (const name of removed) await fs.rm(path.join(backupDir, name), { force: true });
  return removed;
}

/**
 * Whether starting this code will apply a migration to a database that already has some (decision 019):
 * then main.ts takes a backup first. A new database (no migration yet) has nothing to lose.
 */
export async function migrationPending(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>(
      "select to_regclass('drizzle.__drizzle_migrations')::text as t",
    );
    if (!exists.rows[0]?.t) return false;
    const applied = await client.query<{ when: string | null }>(
      'select max(created_at)::text as when from drizzle.__drizzle_migrations',
    );
    const last = Number(applied.rows[0]?.when ?? 0);
    if (!last) return false;
    return knownMigrations().some((m) => m.when > last);
  } finally {
    await client.end().catch(() => {});
  }
}
