import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The README's first command on a fresh data folder, with no account settings, gives logins that the
 * sign-in form accepts. The suite's own server is started with other accounts, so this one starts its own.
 */
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let output = '';
let base = '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-run-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Every setting the README's quick start leaves alone is removed from the environment. */
function readmeEnvironment(port: number): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(ADMIN_|STAFF_|DATABASE_URL|REDIS_URL|PUBLIC_URL|JWT_|SEED_DEMO|SERVE_WEB|E2E_)/.test(key))
      delete env[key];
  }
  return { ...env, PORT: String(port), DATA_DIR: dataDir };
}

/**
 * The login of `label`: the start-up line names the credentials file that holds generated passwords (out
 * of logs), whose lines read `label: email / password`.
 */
function firstLogin(label: string) {
  const line = output.split('\n').find((l) => l.includes(`${label}: `));
  const file = line?.match(/\(mật khẩu trong (.+)\)\s*$/)?.[1];
  if (!file)
    throw new Error(`no "${label}" line naming the credentials file in the start-up output:\n${output}`);
  const entry = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${label}: `));
  const [, email, password] = entry?.match(/: (\S+) \/ (\S+)$/) ?? [];
  if (!email || !password) throw new Error(`no "${label}" login in ${file}`);
  return { email, password, file };
}

async function signIn(page: Page, login: { email: string; password: string }) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Mật khẩu').fill(login.password);
  const submit = page.getByRole('button', { name: 'Đăng nhập' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn('npm', ['start'], {
    env: readmeEnvironment(port),
    detached: true, // its own process group: npm, the build check and the server stop together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  await expect
    .poll(() => output.includes('Mật khẩu được tạo được lưu trong') || server?.exitCode !== null, {
      timeout: 200_000,
      intervals: [500],
    })
    .toBe(true);
  if (server.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the printed admin login reaches the dashboard through the sign-in form', async ({ page }) => {
  const admin = firstLogin('Tài khoản quản trị');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
});

test('the printed staff login reaches the news list through the sign-in form', async ({ page }) => {
  const staff = firstLogin('Tài khoản nhân viên');
  await signIn(page, staff);
  await expect(page).toHaveURL(/\/admin\/news\/list$/);
});

test('the start-up lines say what happened, and keep generated passwords out of the log', () => {
  const admin = firstLogin('Tài khoản quản trị');
  expect(output).toContain(`Tài khoản quản trị: ${admin.email} / (mật khẩu trong ${admin.file})`);
  expect(output).not.toContain(admin.password);
  expect(output).not.toContain('ADMIN_PASSWORD');
  expect(statSync(admin.file).mode & 0o777).toBe(0o600);
});
