import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Decision 019, through the commands a person types: `npm run backup` beside the running site (which keeps
 * serving), `npm run restore -- <archive>` into a new DATA_DIR, and the site started there serves the same content.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'site-backup-cli-'));
chmodSync(work, 0o711);
const ADMIN = { email: 'owner@example.com', password: 'Owner@12345' };
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children)
    if (c.exitCode === null) {
      c.kill('SIGTERM');
      await new Promise((r) => c.once('exit', r));
    }
  rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const env = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  BACKUP_CRON: 'off',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

async function startSite(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('src/server/main.ts')], {
    env: { ...env(dataDir), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.exitCode !== null) throw new Error(output);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function command(
  script: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(script), ...args], {
      env: env(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** What a visitor and the admin see: the public lists and the dashboard's counts. */
async function content(base: string) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const get = async (url: string, auth = false) =>
    (await fetch(`${base}${url}`, auth ? { headers: { authorization: `Bearer ${token}` } } : {})).json();
  return {
    news: await get('/api/news?limit=50'),
    products: await get('/api/products?limit=50'),
    services: await get('/api/services'),
    dashboard: (await get('/api/admin/dashboard', true)).data,
  };
}

describe('npm run backup, npm run restore, npm start', { timeout: 300_000 }, () => {
  it('gives the same content, and the site served throughout the backup', async () => {
    const original = path.join(work, 'original');
    const site = await startSite(original);
    const before = await content(site.base);
    expect(before.news.data.length).toBeGreaterThan(0);
    expect(before.dashboard.news).toBeGreaterThan(0);

    // the site keeps answering while the backup runs
    let serving = true;
    let answered = 0;
    let failed = 0;
    const probe = (async () => {
      while (serving) {
        const ok = await fetch(`${site.base}/api/news?limit=5`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) answered++;
        else failed++;
      }
    })();
    const backup = await command('src/server/ops/backup-cli.ts', [], original);
    serving = false;
    await probe;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('Trang web đang chạy: sao lưu trong khi nó vẫn phục vụ.');
    expect(backup.output).toMatch(/Cơ sở dữ liệu: 100%/);
    expect(answered).toBeGreaterThan(0);
    expect(failed).toBe(0);
    await site.stop();

    const archives = readdirSync(path.join(original, 'backups'));
    expect(archives).toHaveLength(1);
    const restoredDir = path.join(work, 'restored');
    const restore = await command(
      'src/server/ops/restore-cli.ts',
      [path.join(original, 'backups', archives[0] as string)],
      restoredDir,
    );
    expect(restore.code, restore.output).toBe(0);

    const again = await startSite(restoredDir);
    const after = await content(again.base);
    expect(after).toEqual(before);
    await again.stop();

    // a second restore onto it, unconfirmed and without a terminal, changes nothing and says why
    const refused = await command(
      'src/server/ops/restore-cli.ts',
      [path.join(original, 'backups', archives[0] as string)],
      restoredDir,
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('đã có dữ liệu. Chạy lại với --yes');
  });
});
