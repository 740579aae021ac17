import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { runFolder, runPostgresHome } from './scripts/test-folders.ts';
import { E2E_ACCOUNTS, E2E_BANK_WEBHOOK_KEY } from './tests/e2e/support/accounts.ts';

// E2E_PORT lets several worktrees on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

// Playwright's own browser when it was installed, else the system Chromium (Debian's package).
function executablePath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered
  }
  return '/usr/bin/chromium';
}

// One fresh data folder per run: the server migrates and seeds it on first start. Kept in the environment so
// the workers, which load this file again, do not create folders of their own; removed when the run ends, with
// what the server's embedded PostgreSQL copied or kept outside the project.
const dataDir = runFolder('E2E_DATA_DIR', 'e2e-data-');
runPostgresHome();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // no retries: a test that passes only on a second try hides a race (find it instead)
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: executablePath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // Against a running server when E2E_BASE_URL is given; otherwise start one on a fresh data folder.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node src/server/main.ts',
        url: `http://127.0.0.1:${port}/api/health/ready`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          // the embedded default, whatever the machine's environment says
          DATABASE_URL: '',
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
          // a visitor's context may say its own address, as the site's proxy would (tests/e2e/support/live-chat.ts)
          TRUST_PROXY: 'loopback',
          // every test browses from 127.0.0.1: no per-client render budget (decision 036; integration tests cover it)
          RENDER_BUDGET: '0',
          // the address the tests browse: canonical and sitemap links come from it (never from a request's Host)
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          // the stub bank of tests/e2e/payment.spec.ts signs its webhook calls with this key
          BANK_WEBHOOK_API_KEY: E2E_BANK_WEBHOOK_KEY,
          ADMIN_EMAIL: E2E_ACCOUNTS.admin.email,
          ADMIN_PASSWORD: E2E_ACCOUNTS.admin.password,
          STAFF_EMAIL: E2E_ACCOUNTS.staff.email,
          STAFF_PASSWORD: E2E_ACCOUNTS.staff.password,
        },
      },
});
