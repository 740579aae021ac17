// Throughput benchmark, measured in one run against a reference: nginx serving saved copies of the same pages.
// Starts the built server in its embedded default (page cache on, then off) on fresh DATA_DIRs, loads it with wrk
// (or autocannon when wrk is missing), and appends requests/s, p99 and the ratio to nginx to bench/RESULTS.md.
// Needs: a build (`npm run build`), nginx on PATH (Debian: apt-get install nginx-light), wrk (apt-get install wrk).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appendResults, freePort, scratchDir, startServer, stop, waitFor } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
// nginx and the app are measured in alternation, ROUNDS times each, and the median run is kept: this machine is a
// shared VM whose speed drifts by a third within minutes, which one long run per target would report as a ratio
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const work = scratchDir('site-bench-');

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

function medianRun(runs: Result[]): Result {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

/** nginx and the app on the same page, alternating, so both see the same machine. */
function pair(refName: string, refUrl: string, name: string, url: string): [Result, Result] {
  const refs: Result[] = [];
  const apps: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    refs.push(load(refName, refUrl));
    apps.push(load(name, url));
  }
  return [medianRun(refs), medianRun(apps)];
}

async function main() {
  const cached = await startServer(path.join(work, 'cached'), { PAGE_CACHE_TTL_SECONDS: '3600' });
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
      const [ref, app] = pair(
        `nginx: saved copy of ${page}`,
        `http://127.0.0.1:${nginxPort}/page${i}.html`,
        `app, page cache on: ${page}`,
        `${cached.base}${page}`,
      );
      rows.push({ r: ref, ref }, { r: app, ref });
    }
    const apiRef = rows[0]!.ref;
    rows.push({ r: load('app: GET /api/news (JSON)', `${cached.base}/api/news`), ref: apiRef });
    await stop(cached.child);

    uncached = await startServer(path.join(work, 'uncached'), { PAGE_CACHE_TTL_SECONDS: '0' });
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
        `${os.type()} ${os.release()}. Load: ${tool}, ${CONNECTIONS} connections, ${DURATION_S} s per run, ` +
        `Accept-Encoding: gzip; nginx and the cached app alternate ${ROUNDS} runs each per page, median run shown. ` +
        'The load generator, nginx, the app and its PostgreSQL share the 2 cores.',
      '',
      '| target | requests/s | p99 (ms) | non-2xx | ratio to nginx (same page) |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        ({ r, ref }) =>
          `| ${r.name} | ${Math.round(r.rps)} | ${r.p99ms.toFixed(1)} | ${r.non2xx} | ${(r.rps / ref.rps).toFixed(3)} |`,
      ),
    ];
    appendResults(lines);
    console.log(lines.join('\n'));
  } finally {
    nginx?.kill('SIGQUIT');
    await stop(cached.child);
    if (uncached) await stop(uncached.child);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
