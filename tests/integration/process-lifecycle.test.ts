import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The real process (src/server/main.ts) in its embedded default, killed and restarted on the same DATA_DIR
 * (issue acceptance: kill -9 of the process group or of Node alone loses nothing acknowledged).
 */
const MAIN = path.resolve('src/server/main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-lifecycle-'));
const ADMIN = { email: 'owner@example.com', password: 'Owner@12345' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

type Server = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    detached: true, // its own process group, so the test can kill the whole group
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const r = await fetch(`${server.base}/api/health/ready`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${server.output()}`);
}

async function loginToken(base: string): Promise<string> {
  const r = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(r.status).toBe(200);
  return (await r.json()).token;
}

const meStatus = async (base: string, token: string) =>
  (await fetch(`${base}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status;

function postmasterPid(): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let server: Server;
beforeAll(async () => {
  server = await startServer();
  await waitReady(server);
}, 120_000);

afterAll(async () => {
  if (server.child.exitCode === null) {
    process.kill(-server.child.pid!, 'SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on one DATA_DIR', { timeout: 180_000 }, () => {
  it('prints the site URL and the first admin on first start', async () => {
    // the lines follow the listen, which the readiness probe may see first
    await vi.waitFor(() => expect(server.output()).toContain('Tài khoản quản trị'));
    expect(server.output()).toContain('Trang quản trị:');
    expect(server.output()).toContain(ADMIN.email);
  });

  it('says where the first password came from; no demo staff account without demo content', () => {
    const lines = server.output().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/Tài khoản quản trị: owner@example\.com \/ \(mật khẩu lấy từ ADMIN_PASSWORD\)$/),
    );
    // SEED_DEMO=false: the demo staff account belongs to the demo content
    expect(server.output()).not.toContain('Tài khoản nhân viên');
    // nothing was generated, so there is no credentials file and no promise of one
    expect(existsSync(path.join(dataDir, 'first-logins.txt'))).toBe(false);
    expect(server.output()).not.toContain('Mật khẩu được tạo');
  });

  it('keeps DATA_DIR and the files at its top level from other users', () => {
    const mode = (file: string) => statSync(path.join(dataDir, file)).mode & 0o777;
    // the postgres user passes through DATA_DIR when the app runs as root; nobody else lists or reads it
    expect(mode('.')).toBe(process.getuid?.() === 0 ? 0o711 : 0o700);
    for (const file of readdirSync(dataDir)) {
      if (statSync(path.join(dataDir, file)).isFile()) expect([file, mode(file) & 0o077]).toEqual([file, 0]);
    }
    expect(readdirSync(dataDir)).toEqual(
      expect.arrayContaining(['jwt-secret', 'pg-password', 'postgres.log']),
    );
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const second = await startServer();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/đang được một tiến trình khác sử dụng/);
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200); // the first one is unharmed
  });

  it('recovers after kill -9 of the Node process alone (orphaned PostgreSQL)', async () => {
    const token = await loginToken(server.base);
    const logout = await fetch(`${server.base}/api/admin/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200); // acknowledged: the token is revoked in the database
    const orphan = postmasterPid()!;
    process.kill(server.child.pid!, 'SIGKILL');
    await server.exited;
    expect(alive(orphan)).toBe(true);

    server = await startServer();
    await waitReady(server);
    expect(server.output()).toMatch(/còn chạy từ lần trước/);
    expect(await meStatus(server.base, token)).toBe(401);
    expect(await meStatus(server.base, await loginToken(server.base))).toBe(200);
  });

  it('recovers after kill -9 of the whole process group', async () => {
    const token = await loginToken(server.base);
    await fetch(`${server.base}/api/admin/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    process.kill(-server.child.pid!, 'SIGKILL');
    await server.exited;

    server = await startServer();
    await waitReady(server);
    expect(await meStatus(server.base, token)).toBe(401);
    expect(await meStatus(server.base, await loginToken(server.base))).toBe(200);
  });

  it('stops cleanly on SIGTERM, PostgreSQL included', async () => {
    const pgPid = postmasterPid()!;
    process.kill(server.child.pid!, 'SIGTERM');
    expect(await server.exited).toBe(0);
    expect(alive(pgPid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });
});
