// Contacts at scale (ARCHITECTURE.md Contacts): 10,000 contacts with 100,000 timeline events; p99 of the admin
// list (plain, searched without diacritics, filtered) and of a contact page, through the app's own HTTP handling
// (app.inject: the server's time, no network). node bench/contacts.ts with DATABASE_URL naming a PostgreSQL server
// (a scratch database is made on it and dropped after). Prints a Markdown table for bench/RESULTS.md.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { ensureInitialContent } from '../src/server/db/seed.ts';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONTACTS = 10_000;
const MESSAGES_PER_ROOM = 8;
const ORDERS = 5_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);

const name = `bench_contacts_${randomBytes(4).toString('hex')}`;
const at = (database: string) => {
  const u = new URL(server);
  u.pathname = `/${database}`;
  return u.toString();
};
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-contacts-'));
const config = loadConfig(
  {
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL: 'admin@bench.example',
    ADMIN_PASSWORD: 'Admin@12345',
  },
  { dataDir, databaseUrl: at(name), web: false, renderBudget: 0 },
);
const app = await buildApp(config, { migrate: true });
await app.ready();
await ensureInitialContent(app.services.accounts, { ...config, seedDemo: false });

try {
  const seeded = performance.now();
  // the rows as the areas store them, then their links, as the live chat, bookings and orders would write them
  await app.pool.query(`
    insert into contacts (id, name, phone, email, source, last_activity_at, created_at, updated_at)
    select md5('c' || i)::uuid, 'Nguyễn Văn Khách ' || i, '+8490' || lpad(i::text, 7, '0'),
           'khach' || i || '@example.vn', (array['booking', 'livechat', 'order'])[1 + i % 3],
           now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now()
      from generate_series(1, ${CONTACTS}) i;
    insert into bookings (id, full_name, phone, email, service, status, created_at, updated_at)
    select md5('b' || i)::uuid, 'Nguyễn Văn Khách ' || i, '090' || lpad(i::text, 7, '0'), 'khach' || i || '@example.vn',
           'Website', 'processing', now() - (i || ' minutes')::interval - interval '1 day', now()
      from generate_series(1, ${CONTACTS}) i;
    insert into livechat_rooms (id, session_id, visitor_name, visitor_phone, created_at, updated_at)
    select md5('r' || i)::uuid, 'bench-' || i, 'Khách ' || i, '090' || lpad(i::text, 7, '0'), now(), now()
      from generate_series(1, ${CONTACTS}) i;
    insert into livechat_messages (room_id, sender, message, created_at)
    select md5('r' || i)::uuid, (array['user', 'admin'])[1 + j % 2]::livechat_sender, 'Tin nhắn ' || j,
           now() - (i || ' minutes')::interval - (j || ' seconds')::interval
      from generate_series(1, ${CONTACTS}) i, generate_series(1, ${MESSAGES_PER_ROOM}) j;
    insert into orders (id, service_title, service_type, amount, full_name, phone, email, order_code, transfer_content, created_at, updated_at)
    select md5('o' || i)::uuid, 'Thiết kế website', 'web', 5000000, 'Nguyễn Văn Khách ' || i, '090' || lpad(i::text, 7, '0'),
           'khach' || i || '@example.vn', 'BENCH' || lpad(i::text, 6, '0'), 'BENCH' || lpad(i::text, 6, '0'),
           now() - (i || ' minutes')::interval - interval '2 hours', now()
      from generate_series(1, ${ORDERS}) i;
    insert into order_status_history (order_id, source, actor_name, from_order_status, to_order_status,
                                      from_payment_status, to_payment_status, from_paid_amount, to_paid_amount)
    select md5('o' || i)::uuid, 'admin', 'Quản trị viên', 'pending', 'processing', 'pending', 'pending', 0, 0
      from generate_series(1, ${ORDERS}) i;
    insert into contact_links (contact_id, source, ref_id)
    select md5('c' || i)::uuid, 'booking', md5('b' || i)::uuid::text from generate_series(1, ${CONTACTS}) i
    union all
    select md5('c' || i)::uuid, 'livechat', md5('r' || i)::uuid::text from generate_series(1, ${CONTACTS}) i
    union all
    select md5('c' || i)::uuid, 'order', md5('o' || i)::uuid::text from generate_series(1, ${ORDERS}) i;`);
  // the state autovacuum keeps a live database in: statistics and the visibility map (a table loaded in one go
  // and never vacuumed sends every index-only scan to the heap, which no running site does for long)
  await app.pool.query('vacuum analyze');
  // and the load's own writes flushed: a checkpoint the seeding set off would land in the first row measured
  await app.pool.query('checkpoint');
  const events = (await app.pool.query('select count(*)::int as n from contact_timeline')).rows[0].n;
  const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(1);

  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: config.adminEmail, password: 'Admin@12345' },
  });
  const token = login.json().token as string;
  if (!token) throw new Error(`login failed: ${login.body}`);
  const headers = { authorization: `Bearer ${token}` };

  async function p99(label: string, url: (n: number) => string) {
    const times: number[] = [];
    let failures = 0;
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const n = next++;
        const started = performance.now();
        const r = await app.inject({ url: url(n), headers });
        times.push(performance.now() - started);
        if (r.statusCode !== 200) failures++;
      }
    };
    for (let i = 0; i < WARM_UP; i++) await app.inject({ url: url(i), headers }); // warm-up
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    times.sort((a, b) => a - b);
    const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    return `| ${label} | ${REQUESTS} | ${CONCURRENCY} | ${pct(0.5)} | ${pct(0.99)} | ${failures} |`;
  }

  const rows = [
    await p99('list, page 1', () => '/api/contacts'),
    await p99('list, page n (20 a page)', (n) => `/api/contacts?page=${1 + (n % 500)}`),
    await p99(
      'list, search without diacritics',
      (n) => `/api/contacts?search=nguyen%20van%20khach%20${1 + (n % 9999)}`,
    ),
    await p99(
      'list, source + owner + last activity',
      () => '/api/contacts?source=order&owner=none&activeFrom=2020-01-01',
    ),
    await p99(
      'contact page (timeline 50 newest, notes, links)',
      (n) => `/api/contacts/${contactId(1 + ((n * 37) % CONTACTS))}`,
    ),
  ];
  console.log(
    `Contacts: ${CONTACTS} contacts, ${events} timeline events (seeded in ${seedSeconds} s); app.inject, ${os.cpus().length} cores, load ${(os.loadavg()[0] ?? 0).toFixed(1)}\n`,
  );
  console.log('| request | n | concurrency | p50 ms | p99 ms | non-200 |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await app.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

function contactId(i: number): string {
  const hex = createHash('md5').update(`c${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
