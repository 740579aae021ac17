import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import * as tar from 'tar';
import type { UploadKind } from '#domain/media/upload.rules.ts';
import { sanitizeSlug } from '#domain/news/slug.rules.ts';
import { fileDate } from '#domain/shared/vietnam-time.ts';
import { z } from '#domain/shared/zod.ts';
import {
  CONTENT_IMPORT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_TABLES,
  CONTENT_TOO_LARGE_MESSAGE,
  type ContentImportResult,
  type ContentTable,
} from '#domain/system/content-transfer.schema.ts';
import { createDb } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import { appVersion } from '../../ops/backup.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { checkFileBytes } from '../media/file-check.ts';
import type { MediaKind, MediaService, PreparedMedia } from '../media/media.service.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { checkProductFile } from '../products/product-files.ts';

const FORMAT = 'vn-company-site-content';
// stored media paths inside any column (featured images, product files, images in article HTML)
const MEDIA_PATH = /public\/((?:images|videos|zips|guides)\/[A-Za-z0-9._-]+)/g;
const ACCOUNT_COLUMNS = new Set(['author_id', 'deleted_by', 'uploaded_by', 'created_by', 'updated_by']);

const fileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  media: z.array(z.record(z.string(), z.unknown())).default([]),
});

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, CONTENT_TOO_LARGE_MESSAGE);

// what an archive may hold: content.json and media/<folder>/<plain name>; any other entry (a link, a device, a
// name elsewhere) is never written
const ENTRY_FILE = /^(?:content\.json|media\/(?:images|videos|zips|guides)\/[A-Za-z0-9._-]+)$/;
const ENTRY_FOLDER = /^(?:media(?:\/(?:images|videos|zips|guides))?)\/?$/;

/**
 * Unpacks an import into `out`, counting the real bytes the gzip expands to and each entry's size and number
 * as they are read (decision 029): past a limit the import is refused with 413 and what was unpacked is
 * removed with the folder. Only regular files at the expected names are written.
 */
async function extractWithinLimits(archive: Buffer, out: string): Promise<void> {
  let expanded = 0;
  let entries = 0;
  let refused: AppError | undefined;
  const unpack = tar.x({
    cwd: out,
    strict: true,
    preserveOwner: false,
    filter(name, entry) {
      const e = entry as tar.ReadEntry;
      entries += 1;
      if (entries > CONTENT_IMPORT_LIMITS.maxEntries || (e.size ?? 0) > CONTENT_IMPORT_LIMITS.maxEntryBytes) {
        refused = tooLarge();
        return false;
      }
      if (e.type === 'Directory') return ENTRY_FOLDER.test(name);
      return (e.type === 'File' || e.type === 'OldFile') && ENTRY_FILE.test(name);
    },
  });
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      expanded += chunk.length;
      if (expanded > CONTENT_IMPORT_LIMITS.maxExpandedBytes) refused = tooLarge();
      done(refused ?? null, refused ? undefined : chunk);
    },
  });
  try {
    await pipeline(Readable.from([archive]), zlib.createGunzip(), counted, unpack);
  } catch (error) {
    if (refused) throw refused;
    if (error instanceof AppError) throw error;
    throw badRequest(CONTENT_MESSAGES.invalidFile, undefined, 'INVALID_CONTENT_FILE');
  }
  if (refused) throw refused;
}

const FOLDER_KIND: Record<string, { kind: MediaKind; upload: UploadKind }> = {
  images: { kind: 'image', upload: 'image' },
  videos: { kind: 'video', upload: 'video' },
  zips: { kind: 'zip', upload: 'zip' },
  guides: { kind: 'guide', upload: 'document' },
};
const STORED_PATH = /^public\/(images|videos|zips|guides)\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

// the columns that name a stored file, per area, and the folder each must be in
const FILE_COLUMNS: Record<ContentTable, Record<string, string>> = {
  news: { image: 'images' },
  services: { image: 'images' },
  products: { dashboard_image: 'images', video_file: 'videos', zip_file: 'zips', guide_file: 'guides' },
  chatbot_training_items: {},
};
// spec 001 §5: a featured image may also be an absolute http(s) address
const IMAGE_URL = /^https?:\/\/[^\s"'<>\\]+$/i;

/**
 * A row as its area stores it (decision 029): stored HTML through the shared sanitiser (news content, the
 * chatbot's answers), the news' plain-text fields and slug through the news rules, file columns only our media
 * paths in their own folder (or, for an image, an http(s) address). Media names are those this import stores.
 * undefined: the row is refused (skipped).
 */
function importedRow(
  table: ContentTable,
  given: Record<string, unknown>,
  renamed: Map<string, string>,
): Record<string, unknown> | undefined {
  const row = JSON.parse(
    JSON.stringify(given).replace(MEDIA_PATH, (whole) => renamed.get(whole) ?? whole),
  ) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? toPlainText(v).normalize('NFC') : v);
  for (const [column, folder] of Object.entries(FILE_COLUMNS[table])) {
    const v = row[column];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'string') return undefined;
    const stored = STORED_PATH.exec(v.replace(/^\//, ''));
    if (stored ? stored[1] !== folder : !(folder === 'images' && IMAGE_URL.test(v))) return undefined;
  }
  if (table === 'news') {
    if (typeof row.content !== 'string' || typeof row.title !== 'string' || typeof row.slug !== 'string')
      return undefined;
    row.content = sanitizeArticleHtml(row.content.normalize('NFC'));
    row.slug = sanitizeSlug(row.slug);
    for (const k of ['title', 'summary', 'focus_keyword', 'meta_description', 'author_name'])
      row[k] = text(row[k]);
    if (Array.isArray(row.keywords)) row.keywords = row.keywords.map(text);
    if (!row.title || !row.slug) return undefined;
  } else if (table === 'chatbot_training_items') {
    if (typeof row.response_text !== 'string') return undefined;
    row.response_text = sanitizeArticleHtml(row.response_text);
    if (!toPlainText(row.response_text as string) && !/<img\s/i.test(row.response_text as string))
      return undefined;
  }
  return row;
}

/**
 * Content export and import (decision 019): news, services, products and the chatbot's training items, with
 * the media files they name, as one .tar.gz (content.json + media/). Rows are moved as the database holds them,
 * generically (columns common to both installs; account references point to the importing admin), which is
 * why this reads those areas' tables directly: a documented exception, decision 019.
 */
export function createContentTransfer(deps: {
  pool: pg.Pool;
  storage: MediaStorage;
  media: MediaService;
  audit: AuditService;
  /** the local media folder: an import is unpacked in a hidden folder there (never served) */
  mediaDir: string;
  clock: () => Date;
}) {
  const { pool, storage, media } = deps;

  /**
   * The file a media row names, checked as an upload of its kind is (type by bytes, size, a ZIP's entries, an
   * MP4's boxes, a guide's extension) and prepared by the media service. undefined: refused or missing.
   */
  async function prepareNamedFile(
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

  async function columnsOf(client: pg.PoolClient | pg.Pool, table: string): Promise<Set<string>> {
    const r = await client.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1",
      [table],
    );
    return new Set(r.rows.map((x) => x.name));
  }

  return {
    /** The archive as a stream, and the name to save it under. */
    async exportArchive(): Promise<{ stream: Readable; fileName: string; cleanup: () => Promise<void> }> {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-content-'));
      const tables: Record<string, unknown[]> = {};
      const keys = new Set<string>();
      for (const table of CONTENT_TABLES) {
        const cols = await columnsOf(pool, table);
        const where = cols.has('is_deleted') ? 'where not t.is_deleted' : '';
        const r = await pool.query<{ r: Record<string, unknown> }>(
          `select to_jsonb(t) as r from "${table}" t ${where}`,
        );
        tables[table] = r.rows.map((x) => x.r);
        for (const m of JSON.stringify(tables[table]).matchAll(MEDIA_PATH)) keys.add(m[1] as string);
      }
      const media = (
        await pool.query<{ r: Record<string, unknown> }>(
          'select to_jsonb(m) as r from media_files m where path = any($1::text[])',
          [[...keys].map((k) => `public/${k}`)],
        )
      ).rows.map((x) => x.r);
      await fs.mkdir(path.join(dir, 'media'), { recursive: true });
      for (const key of keys) {
        const bytes = await storage.read(key);
        if (!bytes) continue; // named but gone: the import will report it as skipped
        await fs.mkdir(path.join(dir, 'media', path.dirname(key)), { recursive: true });
        await fs.writeFile(path.join(dir, 'media', key), bytes);
      }
      await fs.writeFile(
        path.join(dir, 'content.json'),
        JSON.stringify({
          format: FORMAT,
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
    },

    /**
     * Adds what is not there yet (same id, or the same slug for news); never changes what is. One unit of work
     * (decision 029): the archive is read within its limits into a hidden folder of the media folder, every
     * file a media row names is checked and prepared as an upload is, then the rows, the media rows and the
     * audit entry are written in one transaction; the files are written last inside it, and removed again when
     * anything fails before the commit.
     */
    async importArchive(archive: Buffer, audit: AuditContext & { actor: { id: string; email: string } }) {
      const adminId = audit.actor.id;
      const dir = path.join(deps.mediaDir, `.import-${randomUUID()}`);
      await fs.mkdir(dir, { recursive: true });
      try {
        const out = path.join(dir, 'x');
        await fs.mkdir(out);
        await extractWithinLimits(archive, out);
        let parsed: z.infer<typeof fileSchema>;
        try {
          parsed = fileSchema.parse(JSON.parse(await fs.readFile(path.join(out, 'content.json'), 'utf8')));
        } catch {
          throw badRequest(CONTENT_MESSAGES.invalidFile, undefined, 'INVALID_CONTENT_FILE');
        }
        const result: ContentImportResult = {
          added: { news: 0, services: 0, products: 0, chatbot_training_items: 0, media: 0 },
          skipped: { news: 0, services: 0, products: 0, chatbot_training_items: 0, media: 0 },
        };

        // 1. the files media rows name, checked by their bytes and prepared (images re-encoded); nothing stored
        const prepared = new Map<string, PreparedMedia>();
        const renamed = new Map<string, string>();
        for (const row of parsed.media) {
          const file = await prepareNamedFile(row, path.join(out, 'media'));
          if (!file) {
            result.skipped.media++;
            continue;
          }
          renamed.set(String(row.path), file.path);
          prepared.set(file.path, file);
        }
        const here = await media.known([...prepared.keys()]);

        const client = await pool.connect();
        const written: string[] = [];
        try {
          await client.query('begin');
          const tx = createDb(client as unknown as pg.Pool);
          // 2. the rows, each through its area's rules; a row naming a file neither imported nor here is skipped
          const used = new Set<string>();
          for (const table of CONTENT_TABLES) {
            const cols = await columnsOf(client, table);
            for (const given of parsed.tables[table] ?? []) {
              const row = importedRow(table, given, renamed);
              if (!row) {
                result.skipped[table]++;
                continue;
              }
              const named = [...JSON.stringify(row).matchAll(MEDIA_PATH)].map((m) => `public/${m[1]}`);
              const unknown = named.filter((p) => !prepared.has(p));
              const knownHere = await media.known(unknown, tx);
              if (unknown.some((p) => !knownHere.has(p))) {
                result.skipped[table]++;
                continue;
              }
              const values: Record<string, unknown> = {};
              for (const [k, v] of Object.entries(row)) {
                if (!cols.has(k)) continue;
                values[k] = ACCOUNT_COLUMNS.has(k) && v !== null ? (k === 'deleted_by' ? null : adminId) : v;
              }
              const names = Object.keys(values);
              if (!names.includes('id')) {
                result.skipped[table]++;
                continue;
              }
              const list = names.map((n) => `"${n}"`).join(', ');
              await client.query('savepoint row');
              try {
                const r = await client.query(
                  `insert into "${table}" (${list}) select ${list} from jsonb_populate_record(null::"${table}", $1::jsonb) on conflict do nothing returning 1`,
                  [JSON.stringify(values)],
                );
                await client.query('release savepoint row');
                if (r.rowCount) {
                  result.added[table]++;
                  for (const p of named) used.add(p);
                } else result.skipped[table]++;
              } catch {
                // a row a rule of this install refuses (a check, a foreign key) is skipped, not half-imported
                await client.query('rollback to savepoint row');
                result.skipped[table]++;
              }
            }
          }
          // 3. the media rows of the files an added row names and this install lacks; the others are skipped
          const toStore: PreparedMedia[] = [];
          for (const file of prepared.values()) {
            if (!used.has(file.path) || here.has(file.path)) result.skipped.media++;
            else {
              await media.recordPrepared(tx, file, null);
              toStore.push(file);
              result.added.media++;
            }
          }
          await deps.audit.record(
            audit,
            { action: 'content.import', targetType: 'content', after: result },
            tx,
          );
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
        return result;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
export type ContentTransfer = ReturnType<typeof createContentTransfer>;
