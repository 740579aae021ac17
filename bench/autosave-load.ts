// Autosave under load (decisions 042, 052): 50 editors, each signed in as their own account, autosave their article
// every 3 s while a visitor loads the public pages (cached / and /news in turn). Two visitors, in alternating rounds
// with and without the editors:
// - saturating: wrk's closed loop of 50 connections, as fast as the one process answers (every autosave then queues
//   in front of a visitor's request: the worst case, reported as measured), the median of the rounds' p99s;
// - at a fixed rate below saturation (bench/fixed-rate-visitor.ts): FIXED_RATE_SHARE of the saturating visitor's
//   throughput in the same run (20 % by default), latency counted from each request's scheduled time, the p99 of
//   all rounds of a kind pooled. The target is judged on this row (decision 052): the editors add less than 5 % to
//   the public pages' p99.
// Also the server's CPU time per autosave (its CPU with the editors alone, less its idle CPU, per autosave).
// Run alone with `node bench/autosave-load.ts` (prints the rows), or as part of bench/run.ts.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import {
  type BenchResult,
  cpuMs,
  embeddedDatabase,
  request,
  scratchDir,
  startServer,
  stop,
  wrkClient,
} from './support.ts';

const EDITORS = Number(process.env.BENCH_EDITORS ?? 50);
const AUTOSAVE_EVERY_MS = 3000;
const PASSWORD = 'Bench-Editor-2026!';
/** The fixed-rate visitor's rate, as a share of the saturating visitor's throughput measured in the same run. */
const FIXED_RATE_SHARE = Number(process.env.BENCH_FIXED_RATE_SHARE ?? 0.2);
const VISITOR_ADDRESS = '192.0.2.20';

/** Editor accounts with the built-in admin role, written as the accounts service would (one argon2 hash shared). */
async function addEditors(dataDir: string, adminEmail: string): Promise<string[]> {
  const db = await embeddedDatabase(dataDir);
  try {
    await db.query(
      `with admin as (select * from accounts where lower(email) = lower($1)),
       editors as (
         insert into accounts (full_name, email, password_hash, role)
         select 'Biên tập viên ' || g, 'editor' || g || '@bench.example', admin.password_hash, admin.role
           from admin, generate_series(1, $2) g returning id)
       insert into account_roles (account_id, role_id)
       select editors.id, ar.role_id from editors, account_roles ar join admin on ar.account_id = admin.id`,
      [adminEmail, EDITORS],
    );
  } finally {
    await db.end();
  }
  return Array.from({ length: EDITORS }, (_, i) => `editor${i + 1}@bench.example`);
}

/** Each editor from their own address (the login budget counts per client), as a proxy would say it. */
async function signIn(base: string, email: string, i: number, password: string): Promise<string> {
  const response = await request(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
    body: JSON.stringify({ email, password }),
  });
  const token = response.json<{ token?: string }>().token;
  if (!token) throw new Error(`editor login failed: ${response.status} ${response.text()}`);
  return token;
}

const paragraph = (editor: number, n: number) =>
  `<p>Biên tập viên ${editor} viết đoạn ${n}: một website tốt giúp doanh nghiệp giới thiệu sản phẩm, tiếp cận khách hàng mới và xây dựng niềm tin lâu dài trên môi trường số.</p>`;

/**
 * The editors typing: each autosaves every 3 s (starts spread over the first 3 s), its text growing. `ids` are
 * their articles: an editor's first autosave creates it (201), later rounds go on typing in it.
 */
function startEditors(base: string, tokens: string[], ids: (string | undefined)[]) {
  const statuses = new Map<number, number>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  let answered = 0;
  tokens.forEach((token, i) => {
    let n = 0;
    // an editor's browser keeps its connection between autosaves 3 s apart
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const beat = async () => {
      if (stopped) return;
      n += 1;
      const body = JSON.stringify({
        title: `Bài viết của biên tập viên ${i + 1}`,
        content: Array.from({ length: 10 + (n % 30) }, (_, k) => paragraph(i + 1, k)).join(''),
        summary: `Tóm tắt lần ${n}`,
      });
      const id = ids[i];
      const response = await request(id ? `${base}/api/news/${id}/autosave` : `${base}/api/news/autosave`, {
        method: id ? 'PUT' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
        agent,
      }).catch(() => ({ status: 0, json: <T>() => ({}) as T }));
      answered += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (!id && response.status === 201)
        ids[i] = response.json<{ data: { articleId: string } }>().data.articleId;
    };
    timers.push(
      setTimeout(
        () => {
          void beat();
          timers.push(setInterval(() => void beat(), AUTOSAVE_EVERY_MS));
        },
        (i * AUTOSAVE_EVERY_MS) / tokens.length,
      ),
    );
  });
  return {
    answered: () => answered,
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      return [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s} × ${c}`)
        .join(', ');
    },
  };
}

/** The saturating visitor: cached / and /news in turn (bench/wrk/client.lua), without blocking the editors' timers. */
const visitor = (base: string, seconds: number, connections: number) =>
  wrkClient('visitor', VISITOR_ADDRESS, base, connections, seconds);

const execFileAsync = promisify(execFile);

/** The visitor at a fixed rate, in its own process (bench/fixed-rate-visitor.ts). */
async function fixedRateVisitor(base: string, rate: number, seconds: number, connections: number) {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      'bench/fixed-rate-visitor.ts',
      base,
      String(rate),
      String(seconds),
      String(connections),
      VISITOR_ADDRESS,
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    rps: number;
    p99ms: number;
    non2xx: number;
    lateP99ms: number;
    latencies: number[];
  };
  return { name: 'fixed-rate visitor', ...r };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const median = <T extends BenchResult>(runs: T[]) =>
  [...runs].sort((a, b) => a.p99ms - b.p99ms)[Math.floor(runs.length / 2)]!;

/** The runs' latencies as one run: their p99, the mean rate, the errors summed. */
function pooled<T extends BenchResult & { latencies: number[] }>(runs: T[]): BenchResult {
  const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    name: runs[0]?.name ?? '',
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / Math.max(1, runs.length),
    p99ms: all[Math.max(0, Math.ceil(0.99 * all.length) - 1)] ?? 0,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const addedPercent = (alone: BenchResult, busy: BenchResult) =>
  ((busy.p99ms / alone.p99ms - 1) * 100).toFixed(1);

/**
 * Alternating rounds of `measure`, without and with the editors typing (a full autosave period first, so every
 * editor is typing when the visitor's run starts); the autosaves' answers of each round.
 */
async function alternating<T extends BenchResult>(
  rounds: number,
  base: string,
  tokens: string[],
  ids: (string | undefined)[],
  measure: () => Promise<T>,
) {
  const alone: T[] = [];
  const busy: T[] = [];
  const answers: string[] = [];
  for (let round = 0; round < rounds; round++) {
    alone.push(await measure());
    const editors = startEditors(base, tokens, ids);
    await sleep(AUTOSAVE_EVERY_MS);
    busy.push(await measure());
    answers.push(editors.stop());
  }
  return { alone, busy, answers };
}

/** The server's CPU time per autosave: its CPU with only the editors typing, less its CPU idle as long, per answer. */
async function cpuPerAutosave(
  pid: number,
  base: string,
  tokens: string[],
  ids: (string | undefined)[],
  seconds: number,
) {
  const idleFrom = cpuMs(pid);
  await sleep(seconds * 1000);
  const idle = cpuMs(pid) - idleFrom;
  const editors = startEditors(base, tokens, ids);
  await sleep(AUTOSAVE_EVERY_MS);
  const [from, answeredFrom] = [cpuMs(pid), editors.answered()];
  await sleep(seconds * 1000);
  const [used, answered] = [cpuMs(pid) - from, editors.answered() - answeredFrom];
  editors.stop();
  return { ms: (used - idle) / answered, answered, used, idle };
}

/**
 * The rows: each visitor alone and with the editors autosaving (ROUNDS alternating runs, median p99 of each), and
 * the server's CPU time per autosave.
 */
export async function autosaveUnderLoadRows(
  dataDir: string,
  admin: { email: string; password: string },
  opts: { seconds: number; rounds: number; connections: number },
  cwd = process.cwd(),
): Promise<BenchResult[]> {
  console.error(`bench: ${EDITORS} editors autosaving every ${AUTOSAVE_EVERY_MS / 1000} s`);
  const server = await startServer(
    dataDir,
    {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PAGE_CACHE_TTL_SECONDS: '3600',
      TRUST_PROXY: 'loopback',
      RENDER_BUDGET: '0',
    },
    cwd,
  );
  try {
    const emails = await addEditors(dataDir, admin.email);
    const tokens: string[] = [];
    for (const [i, email] of emails.entries())
      tokens.push(await signIn(server.base, email, i, admin.password));
    await visitor(server.base, 2, 8); // warm-up: / and /news cached
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    const p99s = (runs: BenchResult[]) => runs.map((r) => ms(r.p99ms)).join('; ');

    const ids: (string | undefined)[] = [];
    const saturating = await alternating(opts.rounds, server.base, tokens, ids, () =>
      visitor(server.base, opts.seconds, opts.connections),
    );
    const cpu = await cpuPerAutosave(server.child.pid!, server.base, tokens, ids, opts.seconds);
    const rate = Math.round(FIXED_RATE_SHARE * median(saturating.alone).rps);
    console.error(`bench: fixed-rate visitor at ${rate} requests/s`);
    const fixed = await alternating(opts.rounds, server.base, tokens, ids, () =>
      fixedRateVisitor(server.base, rate, opts.seconds, opts.connections),
    );

    // the fixed-rate rounds of each kind pooled into one distribution: a p99 of every request of the kind, which
    // one slow round moves far less than it moves the median of the rounds' own p99s
    const [sa, sb, fa, fb] = [
      median(saturating.alone),
      median(saturating.busy),
      pooled(fixed.alone),
      pooled(fixed.busy),
    ];
    const lateness = (runs: { lateP99ms: number }[]) => runs.map((r) => ms(r.lateP99ms)).join('; ');
    const pages = 'public pages (cached / and /news)';
    const editors = `${EDITORS} editors autosaving every 3 s`;
    return [
      {
        ...sa,
        name: `${pages}, saturating: ${opts.connections} connections in a closed loop, no editors`,
        note: `p99 of ${opts.rounds} runs: ${p99s(saturating.alone)}`,
      },
      {
        ...sb,
        name: `${pages}, saturating: ${opts.connections} connections in a closed loop, ${editors}`,
        note: `p99 ${addedPercent(sa, sb)} % over no editors (a saturated process queues every autosave); p99 of ${opts.rounds} runs: ${p99s(saturating.busy)}; autosave answers per round: ${saturating.answers.join(' | ')}`,
      },
      {
        ...fa,
        name: `${pages}, fixed rate ${rate}/s (${FIXED_RATE_SHARE * 100} % of the saturating throughput), no editors`,
        note: `p99 of the ${opts.rounds} runs pooled, from the scheduled send; each run's p99: ${p99s(fixed.alone)}; the client's own lateness p99: ${lateness(fixed.alone)}`,
      },
      {
        ...fb,
        name: `${pages}, fixed rate ${rate}/s (${FIXED_RATE_SHARE * 100} % of the saturating throughput), ${editors}`,
        note: `pooled p99 ${addedPercent(fa, fb)} % over no editors (target < 5 %); each run's p99, from the scheduled send: ${p99s(fixed.busy)}; the client's own lateness p99: ${lateness(fixed.busy)}; autosave answers per round: ${fixed.answers.join(' | ')}`,
      },
      {
        name: `server CPU time per autosave (${EDITORS} editors alone for ${opts.seconds} s, less idle)`,
        rps: cpu.answered / opts.seconds,
        p99ms: 0,
        non2xx: 0,
        note: `${ms(cpu.ms)} per autosave (${cpu.used} ms busy − ${cpu.idle} ms idle, over ${cpu.answered} autosaves; /proc ticks of 10 ms)`,
      },
    ];
  } finally {
    await stop(server.child);
  }
}

if (process.argv[1] === import.meta.filename) {
  const dataDir = scratchDir('autosave-bench-');
  // BENCH_REFERENCE: another built checkout's server under the same load (an earlier build, for comparison)
  const rows = await autosaveUnderLoadRows(
    dataDir,
    { email: 'admin@example.com', password: PASSWORD },
    {
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    },
    process.env.BENCH_REFERENCE || process.cwd(),
  );
  console.log('| target | requests/s | p99 (ms) | non-2xx or errors | note |\n|---|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p99ms.toFixed(2)} | ${r.non2xx} | ${r.note ?? ''} |`,
    );
}
