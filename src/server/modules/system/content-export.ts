import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import * as tar from 'tar';
import { fileDate } from '#domain/shared/vietnam-time.ts';
import { CONTENT_TABLES } from '#domain/system/content-transfer.schema.ts';
import { appVersion } from '../../ops/backup.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { CONTENT_FORMAT, MEDIA_PATH } from './content-archive.ts';
import { columnsOf } from './content-rows.ts';

type Rows = Record<string, unknown>[];
export type ExportDeps = { pool: pg.Pool; storage: MediaStorage; clock: () => Date };

/** The archive as a stream, and the name to save it under. */
export async function exportArchive(
  deps: ExportDeps,
): Promise<{ stream: Readable; fileName: string; cleanup: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-content-'));
  const { tables, keys } = await readTables(deps);
  const media = (
    await deps.pool.query<{ r: Record<string, unknown> }>(
      'select to_jsonb(m) as r from media_files m where path = any($1::text[])',
      [[...keys].map((k) => `public/${k}`)],
    )
  ).rows.map((x) => x.r);
  await copyMedia(deps, keys, path.join(dir, 'media'));
  await fs.writeFile(
    path.join(dir, 'content.json'),
    JSON.stringify({
      format: CONTENT_FORMAT,
      version: 1,
      appVersion: appVersion(),
      exportedAt: deps.clock().toISOString(),
      tables,
      media,
    }),
  );
  const stream = tar.create({ gzip: true, cwd: dir, portable: true }, [
    'content.json',
    'media',
  ]) as unknown as Readable;
  // a person reads this name: Vietnam's day (decision 028)
  const day = fileDate(deps.clock());
  return {
    stream,
    fileName: `noi-dung-${day}.tar.gz`,
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** Every content table's rows outside the trash, and the media keys (<folder>/<name>) they name. */
async function readTables(deps: ExportDeps): Promise<{ tables: Record<string, Rows>; keys: Set<string> }> {
  const tables: Record<string, Rows> = {};
  const keys = new Set<string>();
  for (const table of CONTENT_TABLES) {
    const cols = await columnsOf(deps.pool, table);
    const where = cols.has('is_deleted') ? 'where not t.is_deleted' : '';
    const r = await deps.pool.query<{ r: Record<string, unknown> }>(
      `select to_jsonb(t) as r from "${table}" t ${where}`,
    );
    tables[table] = r.rows.map((x) => x.r);
    for (const m of JSON.stringify(tables[table]).matchAll(MEDIA_PATH)) keys.add(m[1] as string);
  }
  return { tables, keys };
}

async function copyMedia(deps: ExportDeps, keys: Set<string>, into: string): Promise<void> {
  await fs.mkdir(into, { recursive: true });
  for (const key of keys) {
    const bytes = await deps.storage.read(key);
    if (!bytes) continue; // named but gone: the import will report it as skipped
    await fs.mkdir(path.join(into, path.dirname(key)), { recursive: true });
    await fs.writeFile(path.join(into, key), bytes);
  }
}
