// Issue 30's acceptance: "changing a service's price in the back-office changes the assistant's answer about it
// within a second, in every process" (decision 037: the content index reloads on `chatbot:index`). Two real server
// processes (`node src/server/main.ts`) share one PostgreSQL (embedded, started here) and Redis; an admin changes a
// service's price through the API on process A; process B is asked that package's price through
// `POST /api/chat/message` back to back (each from its own client address, so the chat's per-client budget never
// answers instead) until its answer holds the new price. Measured per change: from A's answer to the PUT (the
// admin sees it saved) to the first answer of B that holds the new price. Repeated ROUNDS times, each to a price
// not used before; reported p50, p99 and max, as one Markdown row on standard output (not appended to
// bench/RESULTS.md: the lead runs it on a quiet machine).
//
//   node bench/chatbot-price-sync.ts [--rounds 30] [--redis-url redis://127.0.0.1:6379]
//
// Stand-alone, like bench/livechat-sockets.ts (it needs Redis, which bench/run.ts does not). The servers run
// without the web pages (SERVE_WEB=false): only the API is asked, so no build is needed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatPrice } from '../src/domain/shared/price.ts';
import { request, startServer, stop } from './support.ts';

const ADMIN = { email: 'admin@example.com', password: 'Bench-Admin-2026!' };
/** The package whose price changes: one of the demo price list's services, named in full in the question. */
const SERVICE_TITLE = 'Landing page chiến dịch';
const QUESTION = `gói ${SERVICE_TITLE.toLowerCase()} giá bao nhiêu`;
/** A change not seen within this long is reported as a failure, not waited for. */
const GIVE_UP_MS = 10_000;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '30' },
      'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    },
  });
  const rounds = Number(values.rounds);
  const loadAtStart = loadAverage();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-price-sync-'));
  const { startEmbeddedPostgres } = await import('../src/server/db/embedded-postgres.ts');
  const pg = await startEmbeddedPostgres(dataDir, () => {});
  const common = {
    DATABASE_URL: pg.url,
    REDIS_URL: values['redis-url'] as string,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    // the chat's clients are told apart by X-Forwarded-For from this machine
    TRUST_PROXY: 'loopback',
    SERVE_WEB: 'false',
  };
  // A first: it migrates and seeds the demo content and the admin; B then joins the same database
  const a = await startServer(path.join(dataDir, 'a'), {
    ...common,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const b = await startServer(path.join(dataDir, 'b'), { ...common, SEED_DEMO: 'false' });
  let client = 0;
  const ask = async () => {
    client += 1;
    const r = await request(`${b.base}/api/chat/message`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ message: QUESTION }),
    });
    if (!r.ok) throw new Error(`B answered ${r.status}: ${r.text()}`);
    return r.json<{ data: { botResponse: { text: string } } }>().data.botResponse.text;
  };
  try {
    const login = await request(`${a.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = login.json<{ token?: string }>().token;
    if (!token) throw new Error(`admin login failed: ${login.status}`);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = (await request(`${a.base}/api/services?limit=50`)).json<{
      data: Array<{ _id: string; title: string }> | { items: Array<{ _id: string; title: string }> };
    }>().data;
    const items = Array.isArray(list) ? list : list.items;
    const id = items.find((s) => s.title === SERVICE_TITLE)?._id;
    if (!id) throw new Error(`no service "${SERVICE_TITLE}" in the demo price list`);
    const full = (await request(`${a.base}/api/services/${id}`, { headers: auth })).json<{
      data: { title: string; description: string[]; type: string; price: number };
    }>().data;
    if (!(await ask()).includes(formatPrice(full.price)))
      throw new Error(`B does not answer the current price to "${QUESTION}"`);

    const delays: number[] = [];
    const asked: number[] = [];
    let failures = 0;
    for (let round = 1; round <= rounds; round++) {
      // a price no earlier round used, so an answer that holds it can only come from this change
      const price = full.price + round * 100_000;
      const changed = await request(`${a.base}/api/services/${id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ title: full.title, description: full.description, type: full.type, price }),
      });
      if (!changed.ok) throw new Error(`price change refused: ${changed.status} ${changed.text()}`);
      const saved = performance.now();
      let questions = 0;
      let seen = false;
      while (performance.now() - saved < GIVE_UP_MS) {
        questions += 1;
        if ((await ask()).includes(formatPrice(price))) {
          seen = true;
          break;
        }
      }
      if (seen) {
        delays.push(performance.now() - saved);
        asked.push(questions);
      } else failures += 1;
    }
    const sorted = [...delays].sort((x, y) => x - y);
    const ms = (n: number) => n.toFixed(1);
    console.log(
      [
        '',
        `### Assistant: a price change answered by another process (${new Date().toISOString().slice(0, 16)}, \`node bench/chatbot-price-sync.ts --rounds ${rounds}\`)`,
        '',
        `Two server processes, one PostgreSQL (embedded), Redis; the admin changes "${SERVICE_TITLE}"'s price on A, B is asked "${QUESTION}" back to back until it answers the new price; measured from A's answer to the PUT. Load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end; ${os.cpus().length} cores shared by both servers, PostgreSQL, Redis and this client.`,
        '',
        '| row | changes | seen on B | p50 (ms) | p99 (ms) | max (ms) | questions to B per change (max) | target |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        `| a service's price change answers within a second in every process | ${rounds} | ${delays.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${Math.max(0, ...asked)} | ${failures === 0 && (sorted.at(-1) ?? Infinity) < 1000 ? 'met' : 'not met'} (max < 1000 ms) |`,
      ].join('\n'),
    );
  } finally {
    await Promise.all([stop(a.child), stop(b.child)]);
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
