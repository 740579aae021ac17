import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/server/db/migrations');

/**
 * The database as an older release left it: the committed migrations up to and including `lastTag` (migrations
 * are only ever added, never edited), applied by drizzle's migrator as that release did.
 */
export async function migrateToRelease(pool: pg.Pool, lastTag: string, workDir: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  if (upTo < 0) throw new Error(`no migration ${lastTag}`);
  const folder = path.join(workDir, `migrations-${lastTag}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, upTo + 1);
  for (const e of entries) cpSync(path.join(migrations, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  await migrate(drizzle({ client: pool, casing: 'snake_case' }), { migrationsFolder: folder });
}
