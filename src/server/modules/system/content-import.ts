import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import {
  CONTENT_TABLES,
  type ContentImportResult,
  type ContentTable,
} from '#domain/system/content-transfer.schema.ts';
import { createDb, type Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { checkFileBytes } from '../media/file-check.ts';
import type { MediaService, PreparedMedia } from '../media/media.service.ts';
import { checkProductFile } from '../products/product-files.ts';
import { type ContentFile, extractWithinLimits, readContentFile } from './content-archive.ts';
import {
  columnsOf,
  FOLDER_KIND,
  importedRow,
  insertableValues,
  mediaNamedIn,
  STORED_PATH,
} from './content-rows.ts';

export type ImportDeps = {
  pool: pg.Pool;
  media: MediaService;
  audit: AuditService;
  /** the local media folder: an import is unpacked in a hidden folder there (never served) */
  mediaDir: string;
};

export type ImportAudit = AuditContext & { actor: { id: string; email: string } };

/** The archive's files, checked and prepared under the paths this install stores them at. */
type PreparedFiles = {
  /** by the path this import stores it at */
  prepared: Map<string, PreparedMedia>;
  /** the archive's path → the path this import stores it at */
  renamed: Map<string, string>;
};

/** What writing the rows needs: the transaction (its client for raw SQL, and as a Db for the services). */
type RowWriter = {
  client: pg.PoolClient;
  tx: Db;
  media: MediaService;
  files: PreparedFiles;
  adminId: string;
};

/**
 * Adds what is not there yet (same id, or the same slug for news); never changes what is. One unit of work
 * (decision 029): the archive is read within its limits into a hidden folder of the media folder, every file a
 * media row names is checked and prepared as an upload is, then the rows, the media rows and the audit entry are
 * written in one transaction; the files are written last inside it, and removed again when anything fails
 * before the commit.
 */
export async function importArchive(
  deps: ImportDeps,
  archive: Buffer,
  audit: ImportAudit,
): Promise<ContentImportResult> {
  const dir = path.join(deps.mediaDir, `.import-${randomUUID()}`);
  await fs.mkdir(dir, { recursive: true });
  try {
    const out = path.join(dir, 'x');
    await fs.mkdir(out);
    await extractWithinLimits(archive, out);
    const parsed = await readContentFile(out);
    const result: ContentImportResult = {
      added: { news: 0, services: 0, products: 0, chatbot_training_items: 0, media: 0 },
      skipped: { news: 0, services: 0, products: 0, chatbot_training_items: 0, media: 0 },
    };
    // 1. the files media rows name, checked by their bytes and prepared (images re-encoded); nothing stored
    const files = await prepareFiles(deps.media, parsed.media, path.join(out, 'media'), result);
    await writeAll(deps, parsed, files, result, audit);
    return result;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function prepareFiles(
  media: MediaService,
  rows: ContentFile['media'],
  mediaRoot: string,
  result: ContentImportResult,
): Promise<PreparedFiles> {
  const prepared = new Map<string, PreparedMedia>();
  const renamed = new Map<string, string>();
  for (const row of rows) {
    const file = await prepareNamedFile(media, row, mediaRoot);
    if (!file) {
      result.skipped.media++;
      continue;
    }
    renamed.set(String(row.path), file.path);
    prepared.set(file.path, file);
  }
  return { prepared, renamed };
}

/**
 * The file a media row names, checked as an upload of its kind is (type by bytes, size, a ZIP's entries, an
 * MP4's boxes, a guide's extension) and prepared by the media service. undefined: refused or missing.
 */
async function prepareNamedFile(
  media: MediaService,
  row: Record<string, unknown>,
  mediaRoot: string,
): Promise<PreparedMedia | undefined> {
  const stored = STORED_PATH.exec(String(row.path ?? ''));
  if (!stored) return undefined;
  const [, folder, name] = stored as unknown as [string, string, string];
  const kinds = FOLDER_KIND[folder];
  if (!kinds || (row.kind !== undefined && row.kind !== kinds.kind)) return undefined;
  const local = path.join(mediaRoot, folder, name);
  const stat = await fs.lstat(local).catch(() => null);
  if (!stat?.isFile()) return undefined;
  try {
    const upload = await checkFileBytes(kinds.upload, { tempPath: local, originalName: name });
    if (kinds.kind === 'zip') await checkProductFile('zip', upload);
    if (kinds.kind === 'guide') await checkProductFile('document', upload);
    if (kinds.kind === 'video') {
      if (path.extname(name).slice(1).toLowerCase() !== upload.extension) return undefined;
      await checkProductFile('video', upload);
    }
    const original = typeof row.original_name === 'string' ? row.original_name : name;
    return await media.prepareImport({ ...upload, originalName: original }, name);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** Steps 2 to 4 in one transaction: the rows, the media rows and the audit entry, then the files. */
async function writeAll(
  deps: ImportDeps,
  parsed: ContentFile,
  files: PreparedFiles,
  result: ContentImportResult,
  audit: ImportAudit,
): Promise<void> {
  const { media } = deps;
  const here = await media.known([...files.prepared.keys()]);
  const client = await deps.pool.connect();
  const written: string[] = [];
  try {
    await client.query('begin');
    const tx = createDb(client as unknown as pg.Pool);
    // 2. the rows, each through its area's rules; a row naming a file neither imported nor here is skipped
    const used = await writeRows(
      { client, tx, media, files, adminId: audit.actor.id },
      parsed.tables,
      result,
    );
    // 3. the media rows of the files an added row names and this install lacks; the others are skipped
    const toStore: PreparedMedia[] = [];
    for (const file of files.prepared.values()) {
      if (!used.has(file.path) || here.has(file.path)) result.skipped.media++;
      else {
        await media.recordPrepared(tx, file, null);
        toStore.push(file);
        result.added.media++;
      }
    }
    await deps.audit.record(audit, { action: 'content.import', targetType: 'content', after: result }, tx);
    // 4. the files, last: a failure before the commit removes them again, so no row names a missing file
    for (const file of toStore) written.push(await media.putPrepared(file));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    for (const key of written) await media.removeKey(key).catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Every table's rows, counted as added or skipped; answers the media paths the added rows name. */
async function writeRows(
  writer: RowWriter,
  tables: ContentFile['tables'],
  result: ContentImportResult,
): Promise<Set<string>> {
  const used = new Set<string>();
  for (const table of CONTENT_TABLES) {
    const columns = await columnsOf(writer.client, table);
    for (const given of tables[table] ?? []) {
      const named = await writeRow(writer, table, columns, given);
      if (!named) {
        result.skipped[table]++;
        continue;
      }
      result.added[table]++;
      for (const p of named) used.add(p);
    }
  }
  return used;
}

/** One row, added unless it is there already or refused; answers the media paths it names when added. */
async function writeRow(
  writer: RowWriter,
  table: ContentTable,
  columns: Set<string>,
  given: Record<string, unknown>,
): Promise<string[] | undefined> {
  const { client, files } = writer;
  const row = importedRow(table, given, files.renamed);
  if (!row) return undefined;
  const named = mediaNamedIn(row);
  const unknown = named.filter((p) => !files.prepared.has(p));
  const knownHere = await writer.media.known(unknown, writer.tx);
  if (unknown.some((p) => !knownHere.has(p))) return undefined;
  const values = insertableValues(row, columns, writer.adminId);
  if (!values) return undefined;
  const list = Object.keys(values)
    .map((n) => `"${n}"`)
    .join(', ');
  await client.query('savepoint row');
  try {
    const r = await client.query(
      `insert into "${table}" (${list}) select ${list} from jsonb_populate_record(null::"${table}", $1::jsonb) on conflict do nothing returning 1`,
      [JSON.stringify(values)],
    );
    await client.query('release savepoint row');
    return r.rowCount ? named : undefined;
  } catch {
    // a row a rule of this install refuses (a check, a foreign key) is skipped, not half-imported
    await client.query('rollback to savepoint row');
    return undefined;
  }
}
