import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// decision 019: the "Hệ thống" screen shows the running site, and moves content out and back in
test('the admin sees the system at a glance, exports the content and imports it back (all skipped)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, request, 'admin');
  await page.goto('/admin/dashboard');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Hệ thống' }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole('heading', { name: 'Tình trạng' })).toBeVisible();
  await expect(page.getByTestId('system-ready')).toHaveText('Sẵn sàng');
  await expect(page.getByRole('heading', { name: 'Sao lưu', exact: true })).toBeVisible();
  // the background jobs, each with its next run in Vietnam time (docs/decisions/040)
  await expect(page.getByRole('table', { name: 'Việc chạy nền' })).toBeVisible();
  const newsJob = page.getByTestId('system-job-news-scheduler');
  await expect(newsJob).toContainText('Đăng bài viết hẹn giờ');
  await expect(newsJob.getByTestId('system-job-next')).toHaveText(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);

  await expectAccessible(page, '/admin/system');

  // with the keyboard: the export button is reached and pressed like any button
  const exportButton = page.getByRole('button', { name: 'Xuất nội dung' });
  await exportButton.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^noi-dung-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const file = await download.path();

  await page.getByLabel('Nhập nội dung từ tệp .tar.gz đã xuất').setInputFiles({
    name: 'noi-dung.tar.gz',
    mimeType: 'application/gzip',
    buffer: readFileSync(file),
  });
  const report = page.getByRole('table', { name: 'Kết quả nhập nội dung' });
  await expect(report).toBeVisible();
  await expect(page.getByTestId('import-added-news')).toHaveText('0');
  expect(Number(await page.getByTestId('import-skipped-news').textContent())).toBeGreaterThan(0);
  expect(Number(await page.getByTestId('import-skipped-products').textContent())).toBeGreaterThan(0);
});
