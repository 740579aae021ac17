import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { mp4Of, pdfOf, zipOf } from '../integration/upload-corpus.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// an admin adds a product with all four files, a visitor sees and downloads it, the admin pauses,
// trashes and restores it; every products screen passes axe (WCAG 2.1 AA, serious and critical).

const tag = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('an admin adds a product with four files, a visitor downloads it, and it is paused, trashed and restored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAs(page, request, 'admin');
  const auth = { authorization: `Bearer ${token}` };
  const title = `Sản phẩm ${tag()}`;
  const zip = zipOf([
    { name: 'README.txt', data: Buffer.from('Xin chào') },
    { name: 'bin/data.bin', data: Buffer.alloc(2 * 1024 * 1024, 7) },
  ]);

  await page.goto('/admin/products/add');
  await waitForHydration(page);
  await expectNoViolations(page, 'add');

  // validation on blur and on submit, with the spec's texts
  await page.getByLabel('Tên sản phẩm').fill('ab');
  await page.getByLabel('Tên sản phẩm').blur();
  await expect(page.getByText('Tên sản phẩm phải có ít nhất 3 ký tự')).toBeVisible();
  await page.getByRole('button', { name: 'Thêm sản phẩm', exact: true }).last().click();
  await expect(page.getByText('Vui lòng kiểm tra lại thông tin')).toBeVisible();
  await expect(page.getByText('Vui lòng chọn danh mục')).toBeVisible();

  await page.getByLabel('Tên sản phẩm').fill(title);
  await page.getByLabel('Danh mục').selectOption('Phát Triển');
  await page.getByLabel('Mô tả ngắn').fill('Bộ công cụ thử nghiệm đầu cuối');
  await page.getByLabel('Tính năng 1').fill('Tính năng một');
  await page.getByRole('button', { name: 'Thêm tính năng' }).click();
  await page.getByLabel('Tính năng 2').fill('Tính năng hai');

  // each upload is held back a moment so that its progress bar can be seen
  await page.route('**/api/products/upload*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const files = [
    [
      'productImage',
      'Ảnh dashboard',
      {
        name: 'anh.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2255aa' } })
          .png()
          .toBuffer(),
      },
    ],
    ['video', 'Video demo', { name: 'demo.mp4', mimeType: 'video/mp4', buffer: mp4Of(50_000) }],
    ['zip', 'File ZIP', { name: 'san-pham.zip', mimeType: 'application/zip', buffer: zip }],
    ['document', 'File hướng dẫn', { name: 'huong-dan.pdf', mimeType: 'application/pdf', buffer: pdfOf() }],
  ] as const;
  for (const [kind, label, file] of files) {
    await page.getByLabel(label, { exact: true }).setInputFiles(file);
    await expect(page.getByTestId(`progress-${kind}`)).toBeVisible();
    await expect(page.getByTestId(`preview-${kind}`)).toBeVisible();
  }
  await expect(page.getByTestId('preview-productImage').getByRole('img')).toBeVisible();

  await page.getByRole('button', { name: 'Thêm sản phẩm', exact: true }).last().click();
  await expect(page.getByText('Đã thêm sản phẩm thành công')).toBeVisible();
  await page.waitForURL('**/admin/products/list');
  await waitForHydration(page);
  await expectNoViolations(page, 'list');

  const listed = await (
    await request.get(`/api/products/admin/list?search=${encodeURIComponent(title)}`, { headers: auth })
  ).json();
  const product = listed.data.products[0];
  expect(product).toMatchObject({ title, features: ['Tính năng một', 'Tính năng hai'], status: 'active' });

  // the visitor sees it on /products and downloads the exact bytes; the counter moves by one
  await page.goto('/products');
  await expect(page.getByText(title)).toBeVisible();
  await page.goto(`/products/${product.id}`);
  await waitForHydration(page);
  // each file with its type and size: the 2 MB of sevens deflate to a few KB
  await expect(page.getByTestId('product-files')).toContainText(/Bộ cài đặt: ZIP · \d+ KB/);
  await expect(page.getByTestId('product-files')).toContainText(/Hướng dẫn: PDF · 1 KB/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tải sản phẩm' }).click();
  const saved = await (await download).path();
  expect(Buffer.compare(await readFile(saved), zip)).toBe(0);
  // download names: saved under the name it was uploaded with, not the stored product-<uuid>.zip
  expect((await download).suggestedFilename()).toBe('san-pham.zip');
  await expect
    .poll(async () => (await (await request.get(`/api/products/${product.id}`)).json()).data.downloads)
    .toBe(1);

  // pause from the list: the public page no longer shows it
  await page.goto('/admin/products/list');
  await waitForHydration(page);
  await page.getByLabel('Tìm kiếm theo tên').fill(title);
  const row = page.getByTestId('product-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Tạm dừng' }).click();
  await expect(page.getByText('Đã tạm dừng sản phẩm thành công')).toBeVisible();
  await expect(row.getByText('Tạm dừng', { exact: true })).toBeVisible();
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);

  // detail, then to the trash with the confirmation naming it
  await page.goto(`/admin/products/detail/${product.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('product-detail-title')).toHaveText(title);
  await expect(page.getByTestId('product-downloads')).toHaveText('1');
  await expectNoViolations(page, 'detail');
  await page.getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(title)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(page.getByText('Đã xóa sản phẩm thành công')).toBeVisible();
  await page.waitForURL('**/admin/products/list');

  await page.goto('/admin/products/trash');
  await waitForHydration(page);
  await page.getByLabel('Ngày xóa').selectOption('today');
  const trashed = page.getByTestId('product-trash-row').filter({ hasText: title });
  await expect(trashed).toHaveCount(1);
  await expect(trashed).toContainText('Quản trị');
  await expectNoViolations(page, 'trash');
  await trashed.getByRole('button', { name: 'Khôi phục' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Khôi phục' }).click();
  await expect(page.getByText('Đã khôi phục sản phẩm thành công')).toBeVisible();
  await expect(trashed).toHaveCount(0);

  // back in the list; edit it to active again and the public page shows it
  await page.goto(`/admin/products/edit/${product.id}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Tên sản phẩm')).toHaveValue(title);
  await expectNoViolations(page, 'edit');
  await page.getByLabel('Trạng thái').selectOption('active');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).last().click();
  await expect(page.getByText('Đã cập nhật sản phẩm thành công')).toBeVisible();
  await page.waitForURL('**/admin/products/list');
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(200);
});

test('an admin exports the catalogue and imports it back, with a per-row report', async ({
  page,
  request,
}) => {
  const { token } = await signInAs(page, request, 'admin');
  const auth = { authorization: `Bearer ${token}` };
  const total = async () =>
    (await (await request.get('/api/products/stats', { headers: auth })).json()).data.total as number;
  const ids = async () =>
    (
      (await (await request.get('/api/products/admin/all', { headers: auth })).json()).data.products as {
        id: string;
      }[]
    ).map((p) => p.id);
  const before = await total();
  const existing = new Set(await ids());
  await page.goto('/admin/products/list');
  await waitForHydration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const exported = await readFile(await (await download).path());
  expect(exported.subarray(0, 2).toString()).toBe('PK');

  await page.getByLabel('Nhập sản phẩm từ file Excel hoặc CSV').setInputFiles({
    name: 'san-pham.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: exported,
  });
  await expect(page.getByTestId('import-summary')).toHaveText(`Đã nhập ${before} sản phẩm`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('import-summary')).toHaveCount(0);
  expect(await total()).toBe(before * 2);
  // the copies go again, so that the other tests see the catalogue they expect
  const copies = (await ids()).filter((id) => !existing.has(id));
  for (const action of ['delete', 'permanentDelete']) {
    const r = await request.post('/api/products/bulk', {
      headers: auth,
      data: { action, productIds: copies },
    });
    expect(r.status()).toBe(200);
  }
  expect(await total()).toBe(before);

  const csv = 'Tên sản phẩm,Danh mục,Mô tả\nab,Phát Triển,Mô tả đủ dài\n';
  await page.getByLabel('Nhập sản phẩm từ file Excel hoặc CSV').setInputFiles({
    name: 'loi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('Dòng 2: Tên sản phẩm phải có ít nhất 3 ký tự')).toBeVisible();
});

test('the products list and trash work with the keyboard', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  await page.goto('/admin/products/list');
  await waitForHydration(page);
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  const search = page.getByLabel('Tìm kiếm theo tên');
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Danh mục')).toBeFocused();
  await page.getByRole('link', { name: 'Thùng rác' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/products/trash');
});

// the admin kit's list state lives in the address: reload, back and a shared link show the same list
test('the products list keeps its search and filters in the address', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  await page.goto('/admin/products/list');
  await waitForHydration(page);
  const rows = page.getByTestId('product-row');
  await expect(rows.first()).toBeVisible();
  const allRows = await rows.count();
  await page.getByLabel('Danh mục').selectOption('Phát Triển');
  await page.waitForURL(/category=/);
  await page.getByLabel('Tìm kiếm theo tên').fill('zzz-khong-co-san-pham');
  await page.waitForURL(/search=zzz-khong-co-san-pham/);
  await expect(page.getByText('Không có sản phẩm nào')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Danh mục')).toHaveValue('Phát Triển');
  await expect(page.getByLabel('Tìm kiếm theo tên')).toHaveValue('zzz-khong-co-san-pham');
  await expect(page.getByText('Không có sản phẩm nào')).toBeVisible();

  // clearing the search and the category is the whole list again, with a clean address
  await page.getByLabel('Tìm kiếm theo tên').fill('');
  await page.getByLabel('Danh mục').selectOption('');
  await page.waitForURL((url) => url.search === '');
  await expect(rows).toHaveCount(allRows);
});
