// p99 of public pages while `npm run backup` runs beside the site (decision 019), against the same load
// without a backup: node bench/backup-p99.ts (needs `npm run build`). Prints a Markdown table.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types (bench/run.ts runs its CLI instead)
import autocannonModule from 'autocannon';

type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
type Instance = { stop(): void };
const autocannon = autocannonModule as {
  (options: object): Promise<Result>;
  (options: object, done: (error: Error | null, result: Result) => void): Instance;
};

const PORT = Number(process.env.BENCH_PORT ?? 3224);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const PAGES = ['/', '/news', '/products', '/price-list'];

function start(cacheTtl: string): ChildProcess {
  return spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BACKUP_CRON: 'off',
      PAGE_CACHE_TTL_SECONDS: cacheTtl,
      ADMIN_PASSWORD: 'Admin@12345',
    },
    stdio: 'ignore',
  });
}

async function ready() {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server not ready');
}

async function load(seconds: number) {
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: PAGES.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function backup(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/server/ops/backup-cli.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`backup ${code}`)),
    );
  });
}

const rows: string[] = [];
for (const [label, ttl] of [
  ['page cache on', '60'],
  ['page cache off', '0'],
] as const) {
  const server = start(ttl);
  try {
    await ready();
    await load(3); // warm up
    const quiet = await load(10);
    // the load runs as long as the backup: start both, stop the load when the backup ends
    const during = await new Promise<{ stats: Awaited<ReturnType<typeof load>>; ms: number }>(
      (resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: 10,
            duration: 600,
            requests: PAGES.map((p) => ({ method: 'GET', path: p })),
          },
          (error, result) => {
            if (error) reject(error);
            else
              resolve({
                stats: {
                  rps: Math.round(result.requests.average),
                  p99: result.latency.p99,
                  non2xx: result.non2xx,
                  errors: result.errors,
                },
                ms,
              });
          },
        );
        let ms = 0;
        setTimeout(() => {
          backup()
            .then((took) => {
              ms = took;
              instance.stop();
            })
            .catch(reject);
        }, 1000);
      },
    );
    rows.push(`| ${label}, no backup | ${quiet.rps} | ${quiet.p99} | ${quiet.non2xx + quiet.errors} | |`);
    rows.push(
      `| ${label}, during \`npm run backup\` | ${during.stats.rps} | ${during.stats.p99} | ${during.stats.non2xx + during.stats.errors} | ${(during.ms / 1000).toFixed(1)} s |`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
const table = [
  '| public pages (/, /news, /products, /price-list), 10 connections | requests/s | p99 (ms) | non-2xx + errors | backup took |',
  '|---|---:|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(table);
writeFileSync(path.join(os.tmpdir(), 'bench-backup-p99.md'), `${table}\n`);
rmSync(dataDir, { recursive: true, force: true });
