import { expect, test } from '@playwright/test';
import { auditList } from '#domain/audit/audit.resource.ts';
import { bookingHistoryList, pendingBookingsList } from '#domain/bookings/bookings.resource.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import { ordersList } from '#domain/orders/orders.resource.ts';
import { paymentsList } from '#domain/payments/payments.resource.ts';
import { productsResource } from '#domain/products/products.resource.ts';
import { zipOf } from '../integration/upload-corpus.ts';
import { ADMIN_LISTS, openAdminScreen } from './support/admin-screens.ts';
import { signInAs, waitForHydration } from './support/session.ts';

const PHONE = { width: 390, height: 844 };

test('admin lists at phone width: the page never scrolls sideways and each table scrolls in its own region', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // seventeen screens
  await signInAs(page, request, 'admin');
  await page.setViewportSize(PHONE);
  for (const path of ADMIN_LISTS) {
    await openAdminScreen(page, path);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page, path).toBeLessThanOrEqual(widths.viewport);
  }
});

test('admin lists at phone width: the news list status and actions are reached by scrolling the table, by keyboard too', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'admin');
  await page.setViewportSize(PHONE);
  await page.goto('/admin/news/list');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: /tin tức/i });
  const firstRow = region.getByRole('row').nth(1);
  const trash = firstRow.getByRole('button', { name: 'Chuyển vào thùng rác' });
  await expect(trash).toBeVisible();
  // the region is a tab stop: the arrow keys scroll it until the last column shows (in view as the browser
  // sees it: not clipped by the scrolling region, nor beside the screen)
  await expect(trash).not.toBeInViewport();
  await region.focus();
  await expect(region).toBeFocused();
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(trash).toBeInViewport({ timeout: 250 });
  }).toPass();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

// The lists built on the admin kit (decision 039), each with its declared table name.
const KIT_LISTS = [
  ['/admin/news/list', newsResource],
  ['/admin/products/list', productsResource],
  ['/admin/orders/list', ordersList],
  ['/admin/payments/list', paymentsList],
  ['/admin/bookings/list', bookingHistoryList],
  ['/admin/bookings/pending', pendingBookingsList],
  ['/admin/audit', auditList],
] as const;

test('admin lists on the kit work with the keyboard: from the first control, Tab walks to the table and into its rows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'admin');
  for (const [path, declared] of KIT_LISTS) {
    await openAdminScreen(page, path);
    const main = page.locator('main');
    const region = main.getByRole('region', { name: declared.list.texts.label });
    await expect(region, path).toBeVisible();
    // the first control of the screen: its search or first filter, else its first link
    const first = main.locator('input, select, a[href]').first();
    await first.focus();
    await expect(first, path).toBeFocused();
    // every control between the filters and the table is a tab stop on the way, none traps the focus
    for (let presses = 0; presses < 20; presses += 1) {
      if (await region.evaluate((node) => node === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(region, path).toBeFocused();
    // the table's own controls (a checkbox, a row's buttons and links, an entry's raw data) come next
    if ((await region.locator('button, a[href], input, summary').count()) > 0) {
      await page.keyboard.press('Tab');
      expect(await region.evaluate((node) => node.contains(document.activeElement)), path).toBe(true);
    }
  }
});

test('bookings landing: the screen Đặt lịch opens shows how many bookings wait, and the sidebar counts them', async ({
  page,
  request,
}) => {
  const name = `Khách Chờ Xử Lý ${Date.now() % 100000}`;
  const sent = await request.post('/api/bookings', {
    data: { fullName: name, phone: `09${String(Date.now()).slice(-8)}`, service: 'Agency', note: '' },
    headers: { 'x-forwarded-for': `10.78.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const session = await signInAs(page, request, 'admin');
  const pending = await request.get('/api/bookings?status=processing&limit=1', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const waiting = (await pending.json()).pagination.total as number;
  expect(waiting).toBeGreaterThan(0);

  await page.goto('/admin/dashboard');
  await waitForHydration(page);
  const entry = page
    .getByRole('navigation', { name: 'Điều hướng quản trị' })
    .getByRole('link', { name: /Đặt lịch/ });
  await expect(entry.getByTestId('sidebar-badge')).toHaveText(String(waiting));
  await expect(entry).toHaveAccessibleName(new RegExp(`^Đặt lịch \\(\\s*${waiting} chờ xử lý\\)$`));
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/bookings\/list/);
  const link = page.getByRole('link', {
    name: new RegExp(`^Đặt lịch đang chờ xử lý \\(\\s*${waiting}\\s*\\)$`),
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByTestId('pending-booking-row').filter({ hasText: name })).toBeVisible();
});

test('dense tables: status badges never wrap, at desktop or phone width', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/products/list', '/admin/news/list', '/admin/orders/list']) {
      await openAdminScreen(page, path);
      const lines = await page.locator('main td .rounded-full').evaluateAll((badges) =>
        badges.map((badge) => ({
          text: badge.textContent,
          lines: Math.round(
            badge.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(badge).lineHeight),
          ),
        })),
      );
      expect(lines.length, path).toBeGreaterThan(0);
      expect(
        lines.filter((badge) => badge.lines > 1),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  }
});

test('dense tables: training answer previews keep blocks and list items apart', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  await openAdminScreen(page, '/admin/chat/training');
  await page.getByRole('searchbox').first().fill('Chi phí tham khảo');
  const row = page.getByTestId('training-row').filter({ hasText: 'Chi phí tham khảo:' }).first();
  await expect(row).toBeVisible();
  const preview = (await row.getByTestId('training-answer-preview').textContent()) ?? '';
  expect(preview).toContain('Chi phí tham khảo:');
  // no two blocks glued together ('…đWebsite', 'tham khảo:Landing')
  expect(preview).not.toMatch(/[₫đ:]\p{Lu}/u);
  expect(preview).toMatch(/tham khảo: Landing page/);
});

test('product form: a save button at the end too, and a ZIP upload says it succeeded with its name and size', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'admin');
  await openAdminScreen(page, '/admin/products/add');
  const form = page.getByRole('form', { name: 'Thêm sản phẩm' });
  const saves = form.getByRole('button', { name: 'Thêm sản phẩm', exact: true });
  await expect(saves).toHaveCount(2);
  const zipField = page.getByTestId('upload-zip');
  const [fieldBox, lastSaveBox] = [await zipField.boundingBox(), await saves.last().boundingBox()];
  expect(lastSaveBox!.y).toBeGreaterThan(fieldBox!.y + fieldBox!.height);

  const zip = zipOf([{ name: 'README.txt', data: Buffer.from('Xin chào') }]);
  await page.getByLabel('File ZIP', { exact: true }).setInputFiles({
    name: 'quanlykho-1.0.zip',
    mimeType: 'application/zip',
    buffer: zip,
  });
  await expect(page.getByTestId('uploaded-zip')).toHaveText(
    /^Đã tải lên quanlykho-1\.0\.zip \(\d+([,.]\d+)? (B|KB)\)$/,
  );
});
