import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BACKUP_MESSAGES } from '#domain/system/backup.schema.ts';
import { startTimeOf } from '../../src/server/db/data-dir-lock.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// decision 027: 'Sao lưu ngay' on Hệ thống, its steps and result, the archive listed and downloaded
const backupDir = path.join(process.env.E2E_DATA_DIR as string, 'backups');

async function noViolations(page: Page) {
  // the screen with its backups section: no WCAG 2.1 AA violation (tests/e2e/support/axe.ts)
  await expectNoViolations(page, 'Hệ thống with its backups');
}

for (const width of [1280, 390]) {
  test(`an admin takes a backup from Hệ thống, sees its steps and result, and downloads it (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, request, 'admin');
    await page.goto('/admin/system');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Các bản sao lưu' });
    await expect(section).toBeVisible();
    const start = section.getByRole('button', { name: 'Sao lưu ngay' });

    // another process (npm run backup in a shell) holds BACKUP_DIR: the click says a backup is being made
    let other: ChildProcess | undefined = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => other?.once('spawn', resolve));
      const pid = other.pid as number;
      mkdirSync(backupDir, { recursive: true });
      writeFileSync(path.join(backupDir, '.backup.lock'), JSON.stringify({ pid, start: startTimeOf(pid) }));
      await start.click();
      await expect(page.getByText(BACKUP_MESSAGES.busy)).toBeVisible();
    } finally {
      other?.kill();
    }
    await new Promise((resolve) => other?.once('exit', resolve));
    other = undefined;

    await start.click();
    const result = section.getByTestId('backup-run');
    await expect(result).toContainText('Đã tạo bản sao lưu', { timeout: 150_000 });
    const steps = section.getByRole('list', { name: 'Các bước sao lưu' });
    await expect(steps).toContainText('Đang sao lưu cơ sở dữ liệu (trang web vẫn phục vụ)…');
    await expect(steps).toContainText('Cơ sở dữ liệu: 100%');
    const file = (await result.locator('span.break-all').textContent()) as string;
    expect(file).toMatch(/^site-backup-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}-[0-9a-f]{6}\.tar\.gz$/);

    const archives = section.getByRole('list', { name: 'Danh sách bản sao lưu' });
    const item = archives.getByRole('listitem').filter({ hasText: file });
    await expect(item).toContainText(`npm run restore -- ${path.join(backupDir, file)}`);

    const downloading = page.waitForEvent('download');
    await item.getByRole('button', { name: `Tải về ${file}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file);
    const saved = await download.path();
    expect(statSync(saved).size).toBe(statSync(path.join(backupDir, file)).size);
    expect(readFileSync(saved).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await noViolations(page);
  });
}
