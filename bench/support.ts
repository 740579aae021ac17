// What both benchmarks need: the built server started on a free port with a fresh DATA_DIR (embedded PostgreSQL),
// and results appended to bench/RESULTS.md.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One load run: requests per second, p99 latency, answers that were not 2xx (or errors), and a note. */
export type BenchResult = { name: string; rps: number; p99ms: number; non2xx: number; note?: string };

/** wrk's summary (with --latency) as a result. */
export function parseWrk(name: string, out: string): BenchResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const factor = { us: 0.001, ms: 1, s: 1000 }[p99?.[2] as 'us' | 'ms' | 's'] ?? 1;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  // connect, read, write errors and timeouts count as errors too
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { name, rps, p99ms: Number(p99?.[1] ?? 0) * factor, non2xx: non2xx + errors };
}

const execFileAsync = promisify(execFile);

/**
 * wrk with bench/wrk/client.lua: one client (a visitor, or a flooder of invented addresses), told apart by its
 * X-Forwarded-For; without blocking the event loop, so the bench can act while it runs.
 */
export async function wrkClient(
  kind: 'visitor' | 'params' | 'pages' | 'search',
  address: string,
  base: string,
  connections: number,
  seconds: number,
): Promise<BenchResult & { statuses: string }> {
  const { stdout } = await execFileAsync('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-s',
    'bench/wrk/client.lua',
    base,
    '--',
    kind,
    address,
  ]);
  const statuses = [...stdout.matchAll(/status (\d+): (\d+)/g)]
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => `${m[1]} × ${m[2]}`)
    .join(', ');
  return { ...parseWrk(kind, stdout), statuses };
}

/** A scratch directory other users (nginx workers) may enter. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * `node src/server/main.ts` in its embedded default, on a free port, with its data under `dataDir`; `cwd` is another
 * built checkout when a bench measures an earlier build beside this one.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}, cwd = process.cwd()) {
  const port = await freePort();
  // BENCH_SERVER_FLAGS: Node's flags for the server only (e.g. --trace-gc), its standard output appended to
  // BENCH_SERVER_LOG; the bench's own processes keep theirs
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const log = process.env.BENCH_SERVER_LOG;
  const logFile = log ? openSync(log, 'a') : undefined;
  const child = spawn(process.execPath, [...flags, 'src/server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', logFile ?? 'ignore', 'inherit'],
  });
  // the server holds its own copy of the log's descriptor
  if (logFile !== undefined) closeSync(logFile);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/ready`, child);
  return { child, base };
}

/** utime + stime of a process, in ms (/proc/PID/stat, fields 14 and 15, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export function appendResults(lines: string[]) {
  const file = path.resolve('bench/RESULTS.md');
  if (!existsSync(file))
    writeFileSync(file, '# Benchmark results\n\nAppended by `npm run bench`; newest last.\n');
  appendFileSync(file, `${lines.join('\n')}\n`);
  // The file is checked by `npm run lint`; let the formatter align the new tables as it wants them.
  spawnSync('node_modules/.bin/biome', ['format', '--write', file], { stdio: 'ignore' });
}

/** A client of the embedded PostgreSQL of a server started by `startServer` (its port and password in DATA_DIR). */
export async function embeddedDatabase(dataDir: string) {
  const pg = (await import('pg')).default;
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  return client;
}

/**
 * Copies of a seeded article up to `total` articles (drafts, scheduled and published alike are what the admin list
 * shows), each with its own slug and creation time, as the admin list of a site with years of news would read.
 */
export async function seedArticles(dataDir: string, total: number): Promise<number> {
  const db = await embeddedDatabase(dataDir);
  try {
    const { rows: columns } = await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'news' and column_name not in ('id', 'slug', 'created_at', 'updated_at')`,
    );
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from news');
    const missing = total - (rows[0]?.n ?? 0);
    if (missing > 0) {
      await db.query(
        `insert into news (${list}, slug, created_at, updated_at)
         select ${list}, n.slug || '-ban-' || g, now() - g * interval '1 hour', now() - g * interval '1 hour'
         from (select * from news where not is_deleted order by created_at limit 1) n, generate_series(1, $1) g`,
        [missing],
      );
      // as autovacuum does after a bulk insert: the visibility map lets counts read the indexes alone
      await db.query('vacuum analyze news');
    }
    const { rows: after } = await db.query<{ n: number }>('select count(*)::int as n from news');
    return after[0]?.n ?? 0;
  } finally {
    await db.end();
  }
}

/**
 * One HTTP request on its own connection. The bench blocks its event loop while wrk runs (execFileSync), so a
 * pooled keep-alive connection can be closed by the server meanwhile without the pool noticing in time.
 */
export function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<{ status: number; ok: boolean; body: Buffer; text(): string; json<T>(): T }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: init.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          resolve({
            status,
            ok: status >= 200 && status < 300,
            body,
            text: () => body.toString(),
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
