import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackup } from '../../src/server/ops/backup.ts';
import { parsePrometheusText } from '../helpers/prometheus-parse.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

/** Readiness with its checks in the body, Prometheus metrics behind a token, the admin overview. */
const TOKEN = 'metrics-token-long-enough-0123456789';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('/api/health/ready', () => {
  it('is 200 with the database, Redis (not configured) and the outbox (even with a backlog) in its body', async () => {
    const first = await t.app.inject({ url: '/api/health/ready' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      status: 'ready',
      checks: {
        database: { status: 'ok' },
        redis: { status: 'not_configured' },
        outbox: { status: 'ok', waiting: 0, retrying: 0, failed: 0 },
      },
    });
    expect(first.json().checks.database.latencyMs).toBeGreaterThanOrEqual(0);

    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(
      `insert into crm_outbox (kind, payload, status, attempts) values ('crm', '{}', 'failed', 10), ('crm', '{}', 'failed', 10)`,
    );
    await db.end();
    const backlog = await t.app.inject({ url: '/api/health/ready' });
    expect(backlog.statusCode).toBe(200);
    expect(backlog.json().checks.outbox).toEqual({ status: 'backlog', waiting: 0, retrying: 0, failed: 2 });
  });

  it('is 503 with a Vietnamese message when the database does not answer', async () => {
    const other = await createTestApp();
    try {
      const url = new URL(other.databaseUrl);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query(`drop database ${name} with (force)`);
      await c.end();
      const down = await other.app.inject({ url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        success: false,
        status: 'unavailable',
        message: 'Cơ sở dữ liệu chưa sẵn sàng',
        checks: { database: { status: 'down', latencyMs: null }, outbox: { status: 'unknown' } },
      });
    } finally {
      await other.close();
    }
  });
});

describe('/api/metrics', () => {
  it('does not exist without METRICS_TOKEN, nor without the right bearer token', async () => {
    const plain = await createTestApp();
    try {
      const none = await plain.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(none.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers the Prometheus text format, read by the reference parser, with the issue’s measures', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/health/live' });
    await t.app.inject({ url: '/api/services/does-not-exist-anywhere' });
    t.app.metrics.setSocketCount(() => 7);
    const response = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(response.body);
    // the parser is strict: a broken line is refused, so a malformed exposition would fail this test
    expect(() => parsePrometheusText('http_requests_total{route="/x" 1\n')).toThrow(/parser/);
    const family = (name: string) => {
      const found = families.find((f) => f.name === name);
      if (!found) throw new Error(`no metric family ${name}`);
      return found;
    };
    const requests = family('http_requests');
    expect(requests.type).toBe('counter');
    const live = requests.samples.find(
      (s) =>
        s.name === 'http_requests_total' &&
        s.labels.route === '/api/health/live' &&
        s.labels.status === '200',
    );
    expect(live?.value).toBeGreaterThanOrEqual(3);
    const latency = family('http_request_duration_seconds');
    expect(latency.type).toBe('histogram');
    const buckets = latency.samples.filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/health/live',
    );
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    expect(buckets.at(-1)?.value).toBeGreaterThanOrEqual(3);
    expect(family('page_cache_hits').type).toBe('counter');
    expect(family('page_cache_entries').type).toBe('gauge');
    const pool = family('db_pool_connections')
      .samples.map((s) => s.labels.state)
      .sort();
    expect(pool).toEqual(['idle', 'total', 'waiting']);
    const outbox = family('outbox_messages').samples.find((s) => s.labels.state === 'failed');
    expect(outbox?.value).toBe(2); // the two rows the readiness test left
    expect(family('socketio_connections').samples[0]?.value).toBe(7);
    expect(family('nodejs_eventloop_lag_p99_seconds').type).toBe('gauge');
    expect(family('process_resident_memory_bytes').samples[0]?.value).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/system (the "Hệ thống" screen)', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/system' })).statusCode).toBe(401);
    const staff = await login(t.app, 'staff');
    const asStaff = await t.app.inject({
      url: '/api/admin/system',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(asStaff.statusCode).toBe(403);
  });

  it('shows readiness, traffic, the last backup and its size, and the disk of DATA_DIR', async () => {
    const get = async () =>
      (
        await t.app.inject({ url: '/api/admin/system', headers: { authorization: `Bearer ${admin}` } })
      ).json();
    const before = await get();
    expect(before.success).toBe(true);
    expect(before.data.backups).toMatchObject({ count: 0, last: null, keep: 7 });
    expect(before.data.disk.totalBytes).toBeGreaterThan(before.data.disk.freeBytes);
    expect(before.data.readiness.status).toBe('ready');
    expect(before.data.traffic.requests).toBeGreaterThan(0);

    const mediaDir = path.join(t.config.dataDir, 'media-for-backup');
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(path.join(mediaDir, 'a.txt'), 'hello');
    const made = await createBackup({
      dataDir: t.config.dataDir,
      mediaDir,
      backupDir: t.config.backupDir,
      embeddedUrl: undefined,
      reason: 'manual',
    });
    const after = await get();
    expect(after.data.backups.count).toBe(1);
    expect(after.data.backups.last).toMatchObject({ file: path.basename(made.file), size: made.size });
  });
});

describe('the background jobs on the "Hệ thống" screen (docs/decisions/040)', () => {
  it('lists every job of the composition root with its Vietnamese name, its last and next run', async () => {
    const get = async () =>
      (await t.app.inject({ url: '/api/admin/system', headers: { authorization: `Bearer ${admin}` } })).json()
        .data.jobs as Array<{
        name: string;
        label: string;
        lastRunAt: string | null;
        nextRunAt: string | null;
        lastFailed: boolean;
        running: boolean;
      }>;
    const jobs = await get();
    expect(jobs.map((j) => j.name).sort()).toEqual([
      'abandoned-orders',
      'audit-retention',
      'livechat-agent-recheck',
      'livechat-left-digest',
      'livechat-retention',
      'news-scheduler',
      'outbox',
      'session-prune',
    ]);
    const asked = Date.now();
    for (const job of jobs) {
      expect(job.label).toMatch(/\p{L}/u);
      expect(job.lastFailed).toBe(false);
      expect(Date.parse(job.nextRunAt ?? '')).toBeGreaterThan(asked - 10_000);
    }
    const byName = new Map(jobs.map((j) => [j.name, j]));
    expect(byName.get('news-scheduler')?.label).toBe('Đăng bài viết hẹn giờ');
    // the hourly retention has not had its turn yet; the abandoned orders run at start
    expect(byName.get('livechat-retention')?.lastRunAt).toBeNull();
    expect(Date.parse(byName.get('livechat-retention')?.nextRunAt ?? '')).toBeGreaterThan(
      asked + 50 * 60_000,
    );
    await vi.waitFor(async () => {
      const abandoned = (await get()).find((j) => j.name === 'abandoned-orders');
      expect(abandoned?.lastRunAt).not.toBeNull();
      expect(abandoned?.running).toBe(false);
    });

    // a run asked for now shows as the last run
    await t.app.jobs.liveChatRetention.tick();
    const after = (await get()).find((j) => j.name === 'livechat-retention');
    expect(after?.lastRunAt).not.toBeNull();
    expect(after?.lastFailed).toBe(false);
  });
});
