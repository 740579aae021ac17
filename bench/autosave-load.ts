// Autosave under load (decision 042): 50 editors, each signed in as their own account, autosave their article every
// 3 s while a visitor loads the public pages (cached / and /news in turn, 50 connections). Reported: the visitor's
// p99 alone and with the editors, median of ROUNDS alternating runs each, and the autosaves' answers. The target:
// the editors add less than 5 % to the public pages' p99. Run alone with `node bench/autosave-load.ts` (prints the
// rows), or as part of bench/run.ts.
import {
  type BenchResult,
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

/** The editors typing: each autosaves every 3 s (starts spread over the first 3 s), its text growing. */
function startEditors(base: string, tokens: string[]) {
  const statuses = new Map<number, number>();
  const timers: NodeJS.Timeout[] = [];
  const ids: (string | undefined)[] = [];
  let stopped = false;
  tokens.forEach((token, i) => {
    let n = 0;
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
      }).catch(() => ({ status: 0, json: <T>() => ({}) as T }));
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

/** The visitor: cached / and /news in turn (bench/wrk/client.lua), without blocking the editors' timers. */
const visitor = (base: string, seconds: number, connections: number) =>
  wrkClient('visitor', '192.0.2.20', base, connections, seconds);

const median = (runs: BenchResult[]) =>
  [...runs].sort((a, b) => a.p99ms - b.p99ms)[Math.floor(runs.length / 2)]!;

/** The rows: the visitor alone, and with the editors autosaving; ROUNDS alternating runs, median p99 of each. */
export async function autosaveUnderLoadRows(
  dataDir: string,
  admin: { email: string; password: string },
  opts: { seconds: number; rounds: number; connections: number },
): Promise<BenchResult[]> {
  console.error(`bench: ${EDITORS} editors autosaving every ${AUTOSAVE_EVERY_MS / 1000} s`);
  const server = await startServer(dataDir, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAGE_CACHE_TTL_SECONDS: '3600',
    TRUST_PROXY: 'loopback',
    RENDER_BUDGET: '0',
  });
  try {
    const emails = await addEditors(dataDir, admin.email);
    const tokens: string[] = [];
    for (const [i, email] of emails.entries())
      tokens.push(await signIn(server.base, email, i, admin.password));
    await visitor(server.base, 2, 8); // warm-up: / and /news cached
    const alone: BenchResult[] = [];
    const busy: BenchResult[] = [];
    const answers: string[] = [];
    for (let round = 0; round < opts.rounds; round++) {
      alone.push(await visitor(server.base, opts.seconds, opts.connections));
      const editors = startEditors(server.base, tokens);
      // a full autosave period first, so every editor is typing when the visitor's run starts
      await new Promise((r) => setTimeout(r, AUTOSAVE_EVERY_MS));
      busy.push(await visitor(server.base, opts.seconds, opts.connections));
      answers.push(editors.stop());
    }
    const a = median(alone);
    const b = median(busy);
    const added = ((b.p99ms / a.p99ms - 1) * 100).toFixed(1);
    const rounds = (runs: BenchResult[]) => runs.map((r) => `${r.p99ms.toFixed(1)} ms`).join('; ');
    return [
      {
        ...a,
        name: `public pages (cached / and /news), ${opts.connections} connections, no editors`,
        note: `p99 of ${opts.rounds} runs: ${rounds(alone)}`,
      },
      {
        ...b,
        name: `public pages (cached / and /news), ${opts.connections} connections, ${EDITORS} editors autosaving every 3 s`,
        note: `p99 ${added} % over no editors (target < 5 %); p99 of ${opts.rounds} runs: ${rounds(busy)}; autosave answers per round: ${answers.join(' | ')}`,
      },
    ];
  } finally {
    await stop(server.child);
  }
}

if (process.argv[1] === import.meta.filename) {
  const dataDir = scratchDir('autosave-bench-');
  const rows = await autosaveUnderLoadRows(
    dataDir,
    { email: 'admin@example.com', password: PASSWORD },
    {
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    },
  );
  console.log('| target | requests/s | p99 (ms) | non-2xx or errors | note |\n|---|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p99ms.toFixed(1)} | ${r.non2xx} | ${r.note ?? ''} |`,
    );
}
