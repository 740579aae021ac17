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
export function runFolder(
  variable: 'E2E_DATA_DIR' | 'EMBEDDED_PG_HOME',
  prefix: string,
  mode: number,
): string {
  const given = process.env[variable];
  if (given) return given;
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // 0711: the embedded PostgreSQL, run as the `postgres` user under root, passes through it
  chmodSync(dir, mode);
  process.env[variable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
