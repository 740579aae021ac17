import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { BACKUP_MESSAGES, type BackupManifest, backupManifestSchema } from '#domain/system/backup.schema.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { type EmbeddedOptions, prepareClusterDir } from '../db/embedded-postgres.ts';
import { hashFile, listTree } from './archive-files.ts';
import { knownMigrations } from './backup.ts';

type Log = (message: string) => void;

/** A refusal the command prints as it is (a bad archive, a running site, a missing confirmation). */
export class RestoreRefused extends Error {}

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  /** The person confirmed replacing a DATA_DIR that already holds data (`--yes` or the prompt). */
  confirmed: boolean;
  log?: Log;
  clock?: () => Date;
  embedded?: EmbeddedOptions;
};

export type RestoreResult = { manifest: BackupManifest; keptAside: string | undefined };

async function isEmptyDir(dir: string): Promise<boolean> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.length === 0;
}

/**
 * Whether DATA_DIR holds a site's data: a database or media. Loading the config alone writes a secret or two
 * into it; those are replaced by the archive's own.
 */
async function holdsData(dataDir: string): Promise<boolean> {
  const pg = await fs.lstat(path.join(dataDir, 'pg')).catch(() => undefined);
  return pg !== undefined || !(await isEmptyDir(path.join(dataDir, 'media')));
}

/** Unpacks and checks an archive in `staging`: readable, a manifest of ours, every file as it lists it. */
export async function unpackVerified(archive: string, staging: string): Promise<BackupManifest> {
  try {
    await fs.access(archive, constants.R_OK);
  } catch {
    throw new RestoreRefused(`Không đọc được tệp ${archive}.`);
  }
  // decision 030: links are never unpacked as they come; one the manifest names (with the same target) is made
  // after the check, any other refuses the archive (after a move of DATA_DIR it would point beside it)
  const links: { rel: string; target: string }[] = [];
  try {
    // synchronously: a damaged archive throws with every write of the unpack finished, so the caller's clean-up
    // of `staging` cannot race files still being written (async, the promise rejected while some were pending:
    // the clean-up then failed with ENOTEMPTY instead of the refusal). The site is stopped during a restore.
    tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      sync: true,
      filter(name, entry) {
        const e = entry as tar.ReadEntry;
        if (e.type !== 'SymbolicLink' && e.type !== 'Link') return true;
        links.push({ rel: name.replace(/^\.\//, '').replace(/\/$/, ''), target: e.linkpath ?? '' });
        return false;
      },
    });
  } catch (error) {
    throw new RestoreRefused(BACKUP_MESSAGES.corrupt((error as Error).message));
  }
  let manifest: BackupManifest;
  try {
    manifest = backupManifestSchema.parse(
      JSON.parse(await fs.readFile(path.join(staging, 'manifest.json'), 'utf8')),
    );
  } catch {
    throw new RestoreRefused(BACKUP_MESSAGES.corrupt('thiếu manifest.json hợp lệ'));
  }
  for (const link of links) {
    const named = Object.hasOwn(manifest.links, link.rel) ? manifest.links[link.rel] : undefined;
    if (named === undefined || named !== link.target)
      throw new RestoreRefused(BACKUP_MESSAGES.link(link.rel));
  }
  for (const link of links) {
    await fs.mkdir(path.dirname(path.join(staging, link.rel)), { recursive: true });
    await fs.symlink(link.target, path.join(staging, link.rel));
  }
  const present = await listTree(staging);
  const listed = new Set(Object.keys(manifest.files));
  for (const file of present.files) {
    if (file.rel === 'manifest.json') continue;
    if (!listed.has(file.rel)) throw new RestoreRefused(BACKUP_MESSAGES.checksum(file.rel));
  }
  for (const [rel, expected] of Object.entries(manifest.files)) {
    const actual = await hashFile(path.join(staging, rel)).catch(() => undefined);
    if (!actual || actual.sha256 !== expected.sha256 || actual.size !== expected.size)
      throw new RestoreRefused(BACKUP_MESSAGES.checksum(rel));
  }
  return manifest;
}

/** Refuses an archive whose database has a migration this code does not know (made by a newer release). */
export function checkSchema(manifest: BackupManifest): void {
  const migration = manifest.database.migration;
  if (!migration || migration.count === 0) return;
  const known = knownMigrations();
  const last = known[known.length - 1];
  if (
    migration.count > known.length ||
    !known.some((m) => m.when === migration.when) ||
    (last && migration.when > last.when)
  )
    throw new RestoreRefused(BACKUP_MESSAGES.newerSchema(migration.tag ?? String(migration.when)));
}

async function moveInto(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of await fs.readdir(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    try {
      await fs.rename(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.cp(source, target, { recursive: true, verbatimSymlinks: true });
      await fs.rm(source, { recursive: true, force: true });
    }
  }
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await fs.chown(child, uid, gid);
  }
}

/**
 * `npm run restore -- <archive>`: checks the whole archive before touching anything, then fills DATA_DIR
 * (an existing one, after confirmation, is renamed aside first, never deleted). The next start replays the
 * archived WAL to the backup's end and serves the restored data.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const clock = options.clock ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const staging = await fs.mkdtemp(`${dataDir}.restoring-`);
  try {
    log(`Đang kiểm tra ${archive}…`);
    const manifest = await unpackVerified(archive, staging);
    checkSchema(manifest);
    log(
      `Bản sao lưu lúc ${manifest.createdAt} (phiên bản ${manifest.appVersion}) hợp lệ: ${Object.keys(manifest.files).length} tệp.`,
    );

    let keptAside: string | undefined;
    if (await holdsData(dataDir)) {
      // a running site holds the DATA_DIR lock: taking it proves nobody uses the folder we are about to move
      let release: () => Promise<void>;
      try {
        release = await lockDataDir(dataDir);
      } catch {
        throw new RestoreRefused(BACKUP_MESSAGES.siteRunning(dataDir));
      }
      await release();
      if (!options.confirmed) throw new RestoreRefused(BACKUP_MESSAGES.confirmNeeded(dataDir));
      keptAside = `${dataDir}.before-restore-${clock().toISOString().replace(/[:.]/g, '-')}`;
      await fs.rename(dataDir, keptAside);
      log(`Dữ liệu cũ được giữ ở ${keptAside}.`);
    }
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    await moveInto(path.join(staging, 'data'), dataDir);
    await moveInto(path.join(staging, 'media'), path.join(dataDir, 'media'));
    if (manifest.database.mode === 'embedded') {
      const { pgData, ids } = await prepareClusterDir(dataDir, log, options.embedded);
      if (!(await isEmptyDir(pgData)))
        throw new RestoreRefused(`${pgData} không trống; không khôi phục đè lên nó.`);
      await moveInto(path.join(staging, 'pg'), pgData);
      // the copy's files were read while the server wrote them: recovery at the next start replays the WAL
      await fs.rm(path.join(pgData, 'postmaster.pid'), { force: true });
      await fs.chmod(pgData, 0o700);
      if (ids) await chownTree(pgData, ids.uid, ids.gid);
    }
    log(`Đã khôi phục vào ${dataDir}. Khởi động trang web (npm start) để dùng dữ liệu này.`);
    return { manifest, keptAside };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
