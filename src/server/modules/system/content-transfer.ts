import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import * as tar from 'tar';
import { fileDate } from '#domain/shared/vietnam-time.ts';
import { z } from '#domain/shared/zod.ts';
import {
  CONTENT_MESSAGES,
  CONTENT_TABLES,
  type ContentImportResult,
  type ContentTable,
} from '#domain/system/content-transfer.schema.ts';
import { badRequest } from '../../errors.ts';
import { appVersion } from '../../ops/backup.ts';
import { contentTypeOf, type MediaStorage } from '../media/media-storage.ts';

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

/**
 * Content export and import (issue 19 item 4): news, services, products and the chatbot's training items, with
 * the media files they name, as one .tar.gz (content.json + media/). Rows are moved as the database holds them,
 * generically (columns common to both installs; account references point to the importing admin), which is
 * why this reads those areas' tables directly: a documented exception, decision 019.
 */
export function createContentTransfer(deps: { pool: pg.Pool; storage: MediaStorage; clock: () => Date }) {
  const { pool, storage } = deps;

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

    /** Adds what is not there yet (same id, or the same slug for news); never changes what is. */
    async importArchive(archive: Buffer, adminId: string): Promise<ContentImportResult> {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-content-in-'));
      try {
        await fs.writeFile(path.join(dir, 'in.tar.gz'), archive);
        const out = path.join(dir, 'x');
        await fs.mkdir(out);
        let parsed: z.infer<typeof fileSchema>;
        try {
          await tar.extract({
            file: path.join(dir, 'in.tar.gz'),
            cwd: out,
            strict: true,
            preserveOwner: false,
          });
          parsed = fileSchema.parse(JSON.parse(await fs.readFile(path.join(out, 'content.json'), 'utf8')));
        } catch {
          throw badRequest(CONTENT_MESSAGES.invalidFile, undefined, 'INVALID_CONTENT_FILE');
        }
        const result: ContentImportResult = {
          added: { news: 0, services: 0, products: 0, chatbot_training_items: 0, media: 0 },
          skipped: { news: 0, services: 0, products: 0, chatbot_training_items: 0, media: 0 },
        };
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const table of CONTENT_TABLES) {
            const cols = await columnsOf(client, table);
            for (const row of parsed.tables[table] ?? []) {
              const values: Record<string, unknown> = {};
              for (const [k, v] of Object.entries(row)) {
                if (!cols.has(k)) continue;
                values[k] = ACCOUNT_COLUMNS.has(k) && v !== null ? (k === 'deleted_by' ? null : adminId) : v;
              }
              const names = Object.keys(values);
              if (!names.includes('id')) {
                result.skipped[table as ContentTable]++;
                continue;
              }
              const list = names.map((n) => `"${n}"`).join(', ');
              await client.query('savepoint row');
              try {
                const r = await client.query(
                  `insert into "${table}" (${list}) select ${list} from jsonb_populate_record(null::"${table}", $1::jsonb) on conflict do nothing returning 1`,
                  [JSON.stringify(values)],
                );
                result[r.rowCount ? 'added' : 'skipped'][table as ContentTable]++;
                await client.query('release savepoint row');
              } catch {
                // a row a rule of this install refuses (a check, a foreign key) is skipped, not half-imported
                await client.query('rollback to savepoint row');
                result.skipped[table as ContentTable]++;
              }
            }
          }
          const mediaCols = await columnsOf(client, 'media_files');
          for (const row of parsed.media) {
            const values = Object.fromEntries(
              Object.entries(row)
                .filter(([k]) => mediaCols.has(k) && k !== 'id')
                .map(([k, v]) => [k, ACCOUNT_COLUMNS.has(k) ? null : v]),
            );
            const list = Object.keys(values)
              .map((n) => `"${n}"`)
              .join(', ');
            await client
              .query(
                `insert into media_files (${list}) select ${list} from jsonb_populate_record(null::media_files, $1::jsonb) on conflict do nothing`,
                [JSON.stringify(values)],
              )
              .catch(() => {});
          }
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
        const mediaRoot = path.join(out, 'media');
        const files = await fs.readdir(mediaRoot, { recursive: true, withFileTypes: true }).catch(() => []);
        for (const f of files) {
          if (!f.isFile()) continue;
          const key = path.relative(mediaRoot, path.join(f.parentPath, f.name)).split(path.sep).join('/');
          if (
            !/^(images|videos|zips|guides)\/[A-Za-z0-9._-]+$/.test(key) ||
            (await storage.size(key)) !== null
          ) {
            result.skipped.media++;
            continue;
          }
          await storage.put(key, await fs.readFile(path.join(mediaRoot, key)), contentTypeOf(key));
          result.added.media++;
        }
        return result;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
export type ContentTransfer = ReturnType<typeof createContentTransfer>;
