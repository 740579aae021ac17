// The folders a test run makes outside the project, one of each per run, removed when the run ends: the e2e
// server's DATA_DIR and the home of the embedded PostgreSQL's binaries and clusters (EMBEDDED_PG_HOME, which
// src/server/db/embedded-postgres.ts uses instead of /var/lib/vn-company-site when the project or a DATA_DIR
// lies where its `postgres` user cannot pass, as in a `mktemp -d` clone run as root). Decision 027.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `process.env[variable]` when the caller (scripts/test-all.ts, or a person) chose it; otherwise a new folder,
 * kept in the environment for the runner's workers and servers, and removed when this process exits.
 */
export function runFolder(variable: 'E2E_DATA_DIR', prefix: string): string {
  const given = process.env[variable];
  if (given) return given;
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env[variable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const SHARED_HOME = '/var/lib/vn-company-site';

/**
 * Run as root, the embedded PostgreSQL's home for this run: a folder of its own inside /var/lib/vn-company-site
 * (a place its `postgres` user reaches, whatever TMPDIR is), removed at the end with the shared folder itself
 * when the run created it. Not root: PostgreSQL runs as the app's user and needs none.
 */
export function runPostgresHome(): string | undefined {
  if (process.env.EMBEDDED_PG_HOME || process.getuid?.() !== 0) return process.env.EMBEDDED_PG_HOME;
  const created = !existsSync(SHARED_HOME);
  mkdirSync(SHARED_HOME, { recursive: true, mode: 0o711 });
  const dir = mkdtempSync(path.join(SHARED_HOME, 'test-run-'));
  chmodSync(dir, 0o711); // the `postgres` user passes through it to its binaries and clusters
  process.env.EMBEDDED_PG_HOME = dir;
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
    try {
      if (created && readdirSync(SHARED_HOME).length === 0) rmdirSync(SHARED_HOME);
    } catch {
      // another run has just put its folder there: it is left to that run
    }
  });
  return dir;
}
