import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { freePort, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { waitForHydration } from './support/session.ts';

// decision 018: the visitor's widget comes back by itself after the server restarts, with what the agent
// said meanwhile. Its own server (the built app) on its own port, restarted on the same port; the database
// stays up, as it would behind a real deployment's restart.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-live-restart-'));
let pg: EmbeddedPostgres;
let port: number;
let server: ServerProcess;
const start = () =>
  startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      SERVE_WEB: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ACCOUNTS.admin.email,
      ADMIN_PASSWORD: E2E_ACCOUNTS.admin.password,
      STAFF_EMAIL: E2E_ACCOUNTS.staff.email,
      STAFF_PASSWORD: E2E_ACCOUNTS.staff.password,
    },
    150_000,
  ); // the first start migrates and seeds, on a shared machine

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pg = await startEmbeddedPostgres(dataDir, () => {});
  port = await freePort();
  server = await start();
});
test.afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the widget reconnects after a server restart and shows what was said meanwhile', async ({ page }) => {
  test.setTimeout(120_000);
  const base = `http://127.0.0.1:${port}`;
  await page.goto(`${base}/team`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Hỗ trợ trực tuyến' });
  await panel.getByLabel('Họ tên').fill('Khách Khởi Động Lại');
  await panel.getByLabel('Số điện thoại').fill('0987654321');
  await panel.getByRole('button', { name: 'Bắt đầu trò chuyện' }).click();
  const input = panel.getByLabel('Nhập tin nhắn');
  await expect(input).toBeEnabled();
  await input.fill('Trước khi khởi động lại');
  await input.press('Enter');
  await expect(panel.getByText('Đang gửi...')).toHaveCount(0);

  server.child.kill('SIGTERM');
  await server.exited;
  // offline: the bar, the attempts, the input disabled
  await expect(panel.getByText('Đang kết nối lại...')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(panel.getByTestId('live-chat-status')).toHaveText(
    /Đang thử kết nối lại\.\.\. \(\d\)|Lỗi kết nối lại/,
  );

  server = await start();
  // an agent answers while the visitor's widget is still reconnecting
  const login = await (
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ACCOUNTS.admin),
    })
  ).json();
  const rooms = (
    await (
      await fetch(`${base}/api/livechat/rooms`, { headers: { authorization: `Bearer ${login.token}` } })
    ).json()
  ).data;
  const agent = io(base, {
    path: '/api/socket.io',
    auth: { token: login.token, isAdmin: true },
    transports: ['websocket'],
    forceNew: true,
  });
  await agent.timeout(10_000).emitWithAck('admin_send_message', {
    roomId: rooms[0].roomId,
    message: 'Trả lời trong lúc khởi động lại',
  });
  agent.close();

  // within its 5 attempts (1–5 s apart), or by the retry button once they are spent
  const retry = panel.getByRole('button', { name: 'Thử kết nối lại' });
  // (once the attempts are spent the button shows beside the disabled input: both exist, so ask for either state)
  await expect
    .poll(async () => (await input.isEnabled()) || (await retry.isVisible()), { timeout: 30_000 })
    .toBe(true);
  if (await retry.isVisible()) await retry.click();
  await expect(input).toBeEnabled({ timeout: 30_000 });
  await expect(panel.getByText('Đang kết nối lại...')).toHaveCount(0);
  await expect(panel.getByText('Trả lời trong lúc khởi động lại')).toBeVisible();
  await expect(panel.getByText('Trước khi khởi động lại')).toHaveCount(1);
});
