// Throughput benchmark, measured in one run against a reference: nginx serving saved copies of the same pages.
// Starts the built server in its embedded default (page cache on, then off) on fresh DATA_DIRs, loads it with wrk
// (or autocannon when wrk is missing), and appends requests/s, p99 and the ratio to nginx to bench/RESULTS.md.
// Needs: a build (`npm run build`), nginx on PATH (Debian: apt-get install nginx-light), wrk (apt-get install wrk).
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { autosaveUnderLoadRows } from './autosave-load.ts';
import {
  appendResults,
  type BenchResult,
  wrkClient as client,
  cpuMs,
  embeddedDatabase,
  freePort,
  parseWrk,
  request,
  scratchDir,
  seedArticles,
  startServer,
  stop,
  waitFor,
} from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
// nginx and the app are measured in alternation, ROUNDS times each, and the median run is kept: this machine is a
// shared VM whose speed drifts by a third within minutes, which one long run per target would report as a ratio
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const work = scratchDir('site-bench-');

type Result = BenchResult;

// the admin (a strong password for the bench's own fresh DATA_DIR) publishes under load
const ADMIN = { email: 'admin@example.com', password: 'Bench-Admin-2026!' };
const ADMIN_CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 10);
const execFileAsync = promisify(execFile);

/** wrk without blocking the event loop, so the bench can act (publish) while the load runs. */
async function loadAsync(
  name: string,
  url: string,
  opts: { seconds?: number; connections?: number; headers?: string[] } = {},
): Promise<Result> {
  const headers = ['Accept-Encoding: gzip', ...(opts.headers ?? [])].flatMap((h) => ['-H', h]);
  const { stdout } = await execFileAsync('wrk', [
    '-t1',
    `-c${opts.connections ?? CONNECTIONS}`,
    `-d${opts.seconds ?? DURATION_S}s`,
    '--latency',
    ...headers,
    url,
  ]);
  return parseWrk(name, stdout);
}

async function adminToken(base: string): Promise<string> {
  const response = await request(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = response.json<{ token?: string }>().token;
  if (!token) throw new Error(`admin login failed: ${response.status}`);
  return token;
}

/**
 * The first second after a publish, under load: the newest article is turned back into a draft with a
 * new title directly in the database (no invalidation: the cached pages still show it), then wrk loads `/` for one
 * second while the admin publishes it through the API, which empties the page cache. Reported: the second's p99
 * and errors, and how long after the publish answer `/` first showed the new title.
 */
async function publishUnderLoad(
  base: string,
  dataDir: string,
  token: string,
  round: number,
): Promise<Result> {
  const db = await embeddedDatabase(dataDir);
  let article: { id: string; title: string };
  try {
    const { rows } = await db.query(
      `update news set status = 'draft', published_date = null, title = regexp_replace(title, ' — bản \\d+$', '') || $1
       where id = (select id from news where status = 'published' and not is_deleted order by published_date desc limit 1)
       returning id, title`,
      [` — bản ${round}`],
    );
    article = rows[0];
  } finally {
    await db.end();
  }
  await request(`${base}/`); // the cached home page, still with the article as it was
  const loading = loadAsync(
    `app, page cache on: / in the first second after a publish (round ${round})`,
    `${base}/`,
    {
      seconds: 1,
    },
  );
  await new Promise((r) => setTimeout(r, 100));
  const published = await request(`${base}/api/news/${article.id}/publish`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${published.text()}`);
  const at = performance.now();
  let seenAfterMs: number | undefined;
  while (seenAfterMs === undefined && performance.now() - at < 10_000) {
    if ((await request(`${base}/`)).text().includes(article.title)) seenAfterMs = performance.now() - at;
    else await new Promise((r) => setTimeout(r, 20));
  }
  const result = await loading;
  return {
    ...result,
    note:
      seenAfterMs === undefined
        ? 'the new title NOT shown within 10 s'
        : `new title shown ${Math.round(seenAfterMs)} ms after the publish answer`,
  };
}

function load(name: string, url: string): Result {
  const accept = 'gzip';
  if (spawnSync('wrk', ['--version']).error === undefined) {
    const out = execFileSync(
      'wrk',
      ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', '-H', `Accept-Encoding: ${accept}`, url],
      { encoding: 'utf8' },
    );
    return parseWrk(name, out);
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

const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');

async function main() {
  const cachedDir = path.join(work, 'cached');
  // RENDER_BUDGET=0: the rows below measure one client (wrk) on purpose; the flood rows have the budget on
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RENDER_BUDGET: '0' };
  let server = await startServer(cachedDir, { ...env, PAGE_CACHE_TTL_SECONDS: '3600' });
  // The public pages measured, each against nginx serving a saved copy of the same bytes.
  const article = (await request(`${server.base}/api/news?limit=1`)).json<{
    data: { slug: string }[];
  }>().data[0];
  const PAGES = ['/', '/news', `/news/${article?.slug}`, '/price-list', '/products'];
  const JSON_LIST = '/api/news';
  let nginx: ChildProcess | undefined;
  try {
    // the reference: nginx, one worker (the app is one Node process), serving each page's bytes compressed
    // ahead of time (gzip_static), as the page cache does; and the news list's JSON the same way
    const root = path.join(work, 'www');
    mkdirSync(root, { recursive: true });
    for (const [i, page] of [...PAGES, JSON_LIST].entries()) {
      const { body: bytes } = await request(`${server.base}${page}`);
      writeFileSync(path.join(root, `page${i}.html`), bytes);
      writeFileSync(path.join(root, `page${i}.html.gz`), gzipSync(bytes, { level: 6 }));
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
    const nginxUrl = (i: number) => `http://127.0.0.1:${nginxPort}/page${i}.html`;

    const rows: { r: Result; ref: Result | undefined }[] = [];
    for (const [i, page] of PAGES.entries()) {
      load('warm-up', `${server.base}${page}`);
      const [ref, app] = pair(
        `nginx: saved copy of ${page}`,
        nginxUrl(i),
        `app, page cache on: ${page}`,
        `${server.base}${page}`,
      );
      rows.push({ r: ref, ref }, { r: app, ref });
    }
    // a campaign link (tracking tags only) is the page itself, answered from the page's entry
    const campaign = '/?utm_source=zalo&utm_medium=social&fbclid=IwAR0bench';
    load('warm-up', `${server.base}${campaign}`);
    rows.push({
      r: load(`app, page cache on, campaign link: ${campaign}`, `${server.base}${campaign}`),
      ref: rows[0]!.ref,
    });
    load('warm-up', `${server.base}${JSON_LIST}`);
    const [jsonRef, json] = pair(
      `nginx: saved copy of GET ${JSON_LIST} (JSON)`,
      nginxUrl(PAGES.length),
      `app, page cache on: GET ${JSON_LIST} (JSON)`,
      `${server.base}${JSON_LIST}`,
    );
    rows.push({ r: jsonRef, ref: jsonRef }, { r: json, ref: jsonRef });

    // the first second after a publish, under load, each round on a warm cache
    console.error('bench: publish under load');
    const token = await adminToken(server.base);
    const homeRef = rows[0]!.ref;
    for (let round = 1; round <= ROUNDS; round++) {
      // the same one-second load without a publish first: short runs start slower, compare with this
      const control = await loadAsync(
        `app, page cache on: / for one second, no publish (round ${round})`,
        `${server.base}/`,
        {
          seconds: 1,
        },
      );
      rows.push({ r: control, ref: homeRef });
      rows.push({ r: await publishUnderLoad(server.base, cachedDir, token, round), ref: homeRef });
    }
    await stop(server.child);

    console.error('bench: expiry');
    // across the expiry of cache entries: a one-second lifetime, loaded for longer than that several times
    server = await startServer(cachedDir, { ...env, PAGE_CACHE_TTL_SECONDS: '1' });
    load('warm-up', `${server.base}/`);
    rows.push({
      r: {
        ...(await loadAsync('app, page cache on, 1 s lifetime: / across its expiries', `${server.base}/`)),
        note: `${DURATION_S} s of load: about ${DURATION_S} expiries`,
      },
      ref: homeRef,
    });
    await stop(server.child);

    // on the demo content (before the admin list's 10,000 articles): decision 036's floods, decision 022's renders
    rows.push(...(await floodRows(cachedDir, env)));
    rows.push(...(await renderOnlyRows(cachedDir, env, PAGES)));
    // decision 042: 50 editors autosaving every 3 s, against the public pages' p99
    const autosaveRows = await autosaveUnderLoadRows(cachedDir, ADMIN, {
      seconds: Math.max(DURATION_S, 10),
      rounds: ROUNDS,
      connections: CONNECTIONS,
    });
    rows.push(...autosaveRows.map((r) => ({ r, ref: undefined })));

    console.error('bench: page cache off');
    // the page cache off: every page rendered, every JSON answer from the database
    server = await startServer(cachedDir, { ...env, PAGE_CACHE_TTL_SECONDS: '0' });
    for (const [i, page] of PAGES.entries()) {
      load('warm-up', `${server.base}${page}`);
      rows.push({ r: load(`app, page cache off: ${page}`, `${server.base}${page}`), ref: rows[i * 2]!.ref });
    }
    load('warm-up', `${server.base}${JSON_LIST}`);
    rows.push({
      r: load(`app, page cache off: GET ${JSON_LIST} (JSON)`, `${server.base}${JSON_LIST}`),
      ref: jsonRef,
    });

    console.error('bench: admin list');
    // the admin news list (first page, with its total) with 10,000 articles in the database
    const articles = await seedArticles(cachedDir, 10_000);
    const adminToken2 = await adminToken(server.base);
    const adminList = `${server.base}/api/news?includeDrafts=true&page=1`;
    const adminOpts = { connections: ADMIN_CONNECTIONS, headers: [`Authorization: Bearer ${adminToken2}`] };
    await loadAsync('warm-up', adminList, { ...adminOpts, seconds: 1 });
    const adminRuns: Result[] = [];
    for (let round = 0; round < ROUNDS; round++)
      adminRuns.push(await loadAsync(`app: admin news list, ${articles} articles`, adminList, adminOpts));
    rows.push({
      r: { ...medianRun(adminRuns), note: `${ADMIN_CONNECTIONS} connections, median of ${ROUNDS} runs` },
      ref: undefined,
    });

    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const tool = spawnSync('wrk', ['--version']).error === undefined ? 'wrk -t1' : 'autocannon';
    const lines = [
      '',
      `## ${new Date().toISOString()} — public pages and JSON, page cache on and off, publish and expiry under load, admin list, floods of invented addresses, render-only CPU`,
      '',
      `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
        `${os.type()} ${os.release()}. Load: ${tool}, ${CONNECTIONS} connections, ${DURATION_S} s per run, ` +
        `Accept-Encoding: gzip; nginx and the cached app alternate ${ROUNDS} runs each per page, median run shown. ` +
        'The load generator, nginx, the app and its PostgreSQL share the 2 cores. Compare ratios within one run only: ' +
        'the machine is a shared VM (other work ran on it during this run), whose speed drifts within minutes. ' +
        `Load average (1, 5, 15 min) at the start ${loadAtStart} and at the end ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')}.`,
      '',
      '| target | requests/s | p99 (ms) | non-2xx or errors | ratio to nginx (same bytes) | note |',
      '|---|---:|---:|---:|---:|---|',
      ...rows.map(
        ({ r, ref }) =>
          `| ${r.name} | ${Math.round(r.rps)} | ${r.p99ms.toFixed(1)} | ${r.non2xx} | ${ref ? (r.rps / ref.rps).toFixed(3) : '—'} | ${r.note ?? ''} |`,
      ),
    ];
    appendResults(lines);
    console.log(lines.join('\n'));
  } finally {
    nginx?.kill('SIGQUIT');
    await stop(server.child);
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Decision 036: a normal visitor (8 connections, cached / and /news in turn) alone, then while one client floods
 * invented addresses (random parameters, page numbers 2–9999, random searches) at 8 and 50 connections. The server
 * believes X-Forwarded-For from loopback (TRUST_PROXY=loopback), as behind an nginx on the same machine, and each
 * wrk sends its own address, so the visitor and the flooder are two clients. Each flood comes from a new address
 * (its budget fresh), starts half a second before the visitor's run and ends after it. Rounds alternate; the
 * median visitor run of each scenario is shown, with its ratio to the visitor alone.
 */
async function floodRows(dataDir: string, env: Record<string, string>) {
  console.error('bench: floods of invented addresses');
  const server = await startServer(dataDir, {
    ...env,
    PAGE_CACHE_TTL_SECONDS: '3600',
    TRUST_PROXY: 'loopback',
    // the default budget
    RENDER_BUDGET: '10',
  });
  const seconds = Math.max(DURATION_S, 10);
  const visitor = '192.0.2.10';
  const scenarios = [
    { name: 'alone', kind: undefined, connections: 0 },
    { name: 'random parameters (/?q=…), 8 connections', kind: 'params', connections: 8 },
    { name: 'random parameters (/?q=…), 50 connections', kind: 'params', connections: 50 },
    { name: 'page numbers (/news?page=2…9999), 8 connections', kind: 'pages', connections: 8 },
    { name: 'page numbers (/news?page=2…9999), 50 connections', kind: 'pages', connections: 50 },
    { name: 'random searches (/news?search=…), 50 connections', kind: 'search', connections: 50 },
  ] as const;
  const runs = new Map<string, { visitor: Result; flood?: Result & { statuses: string } }[]>();
  let flooder = 0;
  try {
    await client('visitor', visitor, server.base, 8, 2); // warm-up: / and /news cached
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of scenarios) {
        const address = `198.51.100.${++flooder}`;
        const flood = scenario.kind
          ? client(scenario.kind, address, server.base, scenario.connections, seconds + 1)
          : undefined;
        if (flood) await new Promise((r) => setTimeout(r, 500));
        const seen = await client('visitor', visitor, server.base, 8, seconds);
        const list = runs.get(scenario.name) ?? [];
        list.push({ visitor: seen, ...(flood ? { flood: await flood } : {}) });
        runs.set(scenario.name, list);
      }
    }
  } finally {
    await stop(server.child);
  }
  const median = (list: { visitor: Result; flood?: Result & { statuses: string } }[]) =>
    [...list].sort((a, b) => a.visitor.rps - b.visitor.rps)[Math.floor(list.length / 2)]!;
  const alone = median(runs.get('alone') ?? []).visitor;
  return scenarios.map((scenario) => {
    const chosen = median(runs.get(scenario.name) ?? []);
    const all = (runs.get(scenario.name) ?? []).map(
      (r) => `${Math.round(r.visitor.rps)} / ${r.visitor.p99ms.toFixed(1)} ms`,
    );
    const ratio = (chosen.visitor.rps / alone.rps).toFixed(2);
    return {
      r: {
        ...chosen.visitor,
        name: `visitor (8 connections, cached / and /news), flood: ${scenario.name}`,
        note: [
          `${ratio} of the visitor alone`,
          `rounds (requests/s / p99): ${all.join('; ')}`,
          chosen.flood
            ? `the flooder: ${Math.round(chosen.flood.rps)} requests/s, answers ${chosen.flood.statuses}`
            : '',
        ]
          .filter(Boolean)
          .join('; '),
      },
      ref: undefined,
    };
  });
}

/**
 * Decision 022's render-only cost, kept measurable now that no URL renders on every request: the server keeps
 * no page (PAGE_CACHE_ENTRIES=0) but keeps what pages read, so each request is a render from memory: React
 * Router, React, our components, gzip level 1 and HTTP. The server's CPU time over a one-connection wrk run
 * (one connection: concurrent requests for one page would share a render) divided by its requests; rounds
 * alternate over the pages, the median round of each page is shown.
 */
async function renderOnlyRows(dataDir: string, env: Record<string, string>, pages: string[]) {
  console.error('bench: render-only CPU per request');
  const server = await startServer(dataDir, {
    ...env,
    PAGE_CACHE_TTL_SECONDS: '3600',
    PAGE_CACHE_ENTRIES: '0',
  });
  const pid = server.child.pid as number;
  const runs = new Map<string, { cpu: number; rps: number; p99ms: number }[]>();
  try {
    for (const page of pages)
      await loadAsync('warm-up', `${server.base}${page}`, { connections: 1, seconds: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        const before = cpuMs(pid);
        const { stdout } = await execFileAsync('wrk', [
          '-t1',
          '-c1',
          `-d${DURATION_S}s`,
          '--latency',
          '-H',
          'Accept-Encoding: gzip',
          `${server.base}${page}`,
        ]);
        const used = cpuMs(pid) - before;
        const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
        const r = parseWrk(page, stdout);
        const list = runs.get(page) ?? [];
        list.push({ cpu: requests ? used / requests : 0, rps: r.rps, p99ms: r.p99ms });
        runs.set(page, list);
      }
    }
  } finally {
    await stop(server.child);
  }
  return pages.map((page) => {
    const list = [...(runs.get(page) ?? [])].sort((a, b) => a.cpu - b.cpu);
    const chosen = list[Math.floor(list.length / 2)]!;
    return {
      r: {
        name: `app, render only (no page kept, reads kept), 1 connection: ${page}`,
        rps: chosen.rps,
        p99ms: chosen.p99ms,
        non2xx: 0,
        note: `server CPU ${chosen.cpu.toFixed(2)} ms a request (rounds: ${list.map((l) => l.cpu.toFixed(2)).join(', ')})`,
      },
      ref: undefined,
    };
  });
}

await main();
