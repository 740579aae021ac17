// Throughput benchmark, measured in one run against a reference: nginx serving saved copies of the same pages.
// Starts the built server in its embedded default (page cache on, then off) on fresh DATA_DIRs, loads it with wrk
// (or autocannon when wrk is missing), and appends requests/s, p99 and the ratio to nginx to bench/RESULTS.md.
// Needs: a build (`npm run build`), nginx on PATH (Debian: apt-get install nginx-light), wrk (apt-get install wrk).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const work = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
chmodSync(work, 0o711);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
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

type Result = { name: string; rps: number; p99ms: number; non2xx: number };

function load(name: string, url: string): Result {
  const accept = 'gzip';
  if (spawnSync('wrk', ['--version']).error === undefined) {
    const out = execFileSync(
      'wrk',
      ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', '-H', `Accept-Encoding: ${accept}`, url],
      { encoding: 'utf8' },
    );
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
    const factor = { us: 0.001, ms: 1, s: 1000 }[p99?.[2] as 'us' | 'ms' | 's'] ?? 1;
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
    return { name, rps, p99ms: Number(p99?.[1] ?? 0) * factor, non2xx };
  }
  const out = execFileSync(
    'npx',
    [
      'autocannon',
      '-j',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(DURATION_S),
      '-H',
      'accept-encoding=gzip',
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const r = JSON.parse(out);
  return { name, rps: r.requests.average, p99ms: r.latency.p99, non2xx: r.non2xx };
}

async function startServer(name: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, name),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/ready`, child);
  return { child, base };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function main() {
  const cached = await startServer('cached', { PAGE_CACHE_TTL_SECONDS: '3600' });
  // The public pages measured, each against nginx serving a saved copy of the same bytes.
  const article = (await (await fetch(`${cached.base}/api/news?limit=1`)).json()).data[0];
  const PAGES = ['/', '/news', `/news/${article.slug}`, '/price-list', '/products'];
  let uncached: Awaited<ReturnType<typeof startServer>> | undefined;
  let nginx: ChildProcess | undefined;
  try {
    // the reference: nginx, one worker (the app is one Node process), serving each page's bytes compressed
    // ahead of time (gzip_static), as the page cache does
    const root = path.join(work, 'www');
    mkdirSync(root, { recursive: true });
    for (const [i, page] of PAGES.entries()) {
      const html = Buffer.from(await (await fetch(`${cached.base}${page}`)).arrayBuffer());
      writeFileSync(path.join(root, `page${i}.html`), html);
      writeFileSync(path.join(root, `page${i}.html.gz`), gzipSync(html, { level: 6 }));
    }
    const nginxPort = await freePort();
    const conf = path.join(work, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; gzip_static on; default_type text/html;
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  server { listen 127.0.0.1:${nginxPort}; root ${root}; } }`,
    );
    nginx = spawn('nginx', ['-c', conf, '-p', work], { stdio: 'inherit' });
    await waitFor(`http://127.0.0.1:${nginxPort}/page0.html`, nginx);

    const rows: { r: Result; ref: Result }[] = [];
    for (const [i, page] of PAGES.entries()) {
      load('warm-up', `${cached.base}${page}`);
      const ref = load(`nginx: saved copy of ${page}`, `http://127.0.0.1:${nginxPort}/page${i}.html`);
      rows.push({ r: ref, ref }, { r: load(`app, page cache on: ${page}`, `${cached.base}${page}`), ref });
    }
    const apiRef = rows[0]!.ref;
    rows.push({ r: load('app: GET /api/news (JSON)', `${cached.base}/api/news`), ref: apiRef });
    await stop(cached.child);

    uncached = await startServer('uncached', { PAGE_CACHE_TTL_SECONDS: '0' });
    for (const [i, page] of PAGES.entries()) {
      load('warm-up', `${uncached.base}${page}`);
      const ref = rows[i * 2]!.ref;
      rows.push({ r: load(`app, page cache off: ${page}`, `${uncached.base}${page}`), ref });
    }

    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const tool = spawnSync('wrk', ['--version']).error === undefined ? 'wrk -t1' : 'autocannon';
    const lines = [
      '',
      `## ${new Date().toISOString()} — public pages, page cache on and off`,
      '',
      `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
        `${os.type()} ${os.release()}. Load: ${tool}, ${CONNECTIONS} connections, ${DURATION_S} s each, ` +
        'Accept-Encoding: gzip. The load generator, nginx, the app and its PostgreSQL share the 2 cores.',
      '',
      '| target | requests/s | p99 (ms) | non-2xx | ratio to nginx (same page) |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        ({ r, ref }) =>
          `| ${r.name} | ${Math.round(r.rps)} | ${r.p99ms.toFixed(1)} | ${r.non2xx} | ${(r.rps / ref.rps).toFixed(3)} |`,
      ),
    ];
    const file = path.resolve('bench/RESULTS.md');
    if (!existsSync(file))
      writeFileSync(file, '# Benchmark results\n\nAppended by `npm run bench`; newest last.\n');
    appendFileSync(file, `${lines.join('\n')}\n`);
    console.log(lines.join('\n'));
  } finally {
    nginx?.kill('SIGQUIT');
    await stop(cached.child);
    if (uncached) await stop(uncached.child);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
