import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CrmStub, startCrmStub } from '../helpers/crm-stub.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

// decision 014: the real process (src/server/main.ts) killed with SIGKILL while its dispatcher is sending to
// the CRM, then started again: every booking reaches the CRM, each recorded once (at least once, deduped by
// the idempotency key), none lost.
const MAIN = path.resolve('src/server/main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-crm-kill-'));
let database: { url: string; drop(): Promise<void> };
let stub: CrmStub;
let pool: pg.Pool;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

type Server = { child: ChildProcess; base: string; output: () => string; exited: Promise<unknown> };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      TRUST_PROXY: '127.0.0.1', // the clients stand behind a proxy on this machine (X-Forwarded-For)
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: '',
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      CRM_URL: stub.url,
      CRM_TOKEN: stub.token,
      // long enough that the kill always finds attempts in flight
      CRM_TIMEOUT_MS: '60000',
      OUTBOX_RETRY_BASE_MS: '20',
      OUTBOX_RETRY_MAX_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { child, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${output}`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  stub = await startCrmStub({ behaviours: ['hang'] });
});
afterAll(async () => {
  await pool?.end();
  await stub?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 while the dispatcher is sending', () => {
  it('loses nothing and records each booking once', { timeout: 120_000 }, async () => {
    const first = await startServer();
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) {
      const r = await fetch(`${first.base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.${n >> 8}.${n & 255}` },
        body: JSON.stringify({
          fullName: `Khách ${n}`,
          phone: `09${String(n).padStart(8, '1')}`,
          service: 'App',
        }),
      });
      expect(r.status).toBe(201);
      ids.push((await r.json()).data._id);
    }
    // the CRM has received contacts and answers none: the dispatcher is mid-send
    await vi.waitFor(() => expect(stub.created.size).toBeGreaterThan(0), { timeout: 10_000 });
    first.child.kill('SIGKILL');
    await first.exited;

    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from crm_outbox where kind = 'crm' and status = 'pending'",
    );
    expect(rows[0]?.n).toBe(40);

    // what the CRM recorded before the restart: contacts whose answer the killed process never read
    const inFlight = [...stub.created.keys()];
    stub.behaviours = ['ok'];
    const second = await startServer();
    try {
      await vi.waitFor(
        async () => {
          const sent = await pool.query<{ n: number }>(
            "select count(*)::int as n from crm_outbox where kind = 'crm' and status = 'sent'",
          );
          expect(sent.rows[0]?.n).toBe(40);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(ids.every((id) => stub.created.get(`booking-${id}`) === 1)).toBe(true);
    expect(stub.created.size).toBe(40);
    // the contacts in flight at the kill were sent again and recognised by their key
    expect(stub.duplicatesRefused).toBe(inFlight.length);
    console.log(
      JSON.stringify({
        scenario: 'kill -9 mid-send',
        bookings: 40,
        inFlightAtKill: inFlight.length,
        crmRequests: stub.requests,
        duplicatesRefused: stub.duplicatesRefused,
      }),
    );
  });
});
