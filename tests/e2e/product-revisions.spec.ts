import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openAdminScreen } from './support/admin-screens.ts';
import { expectAccessible } from './support/axe.ts';
import { authHeaders } from './support/news.ts';
import { openPreviewAsVisitor } from './support/preview.ts';
import { signInAs } from './support/session.ts';

// decision 053: a product's description keeps its revisions and has signed previews, on the pieces articles use.

const tag = () => `sp${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// the walk saves three times, restores, opens a preview in a second browser, and runs axe twice on each new part
test.describe.configure({ timeout: 120_000 });

/** An admin signed in, and a new product (unique by `id`) made through the API. */
async function signedInWithProduct(page: Page, request: APIRequestContext) {
  const session = await signInAs(page, request, 'admin');
  const id = tag();
  return { id, product: await createProduct(request, session.token, id) };
}

async function createProduct(request: APIRequestContext, token: string, id: string) {
  const response = await request.post('/api/products', {
    headers: authHeaders(token),
    // no detailed description: the public page shows the short one under 'Tổng quan'
    data: {
      title: `Phần mềm thử ${id}`,
      category: 'Phát Triển',
      description: `Mô tả gốc của sản phẩm ${id}`,
      overview: '',
      icon: 'Code',
      iconColor: '#1976d2',
      features: ['Tính năng một'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; description: string } }).data;
}

async function saveDescription(page: Page, productId: string, description: string) {
  await openAdminScreen(page, `/admin/products/edit/${productId}`);
  await page.getByLabel('Mô tả ngắn').fill(description);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).first().click();
  await expect(page.getByText('Đã cập nhật sản phẩm thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
}

test('a description edited three times: the first is restored and the public page shows it', async ({
  page,
  request,
}) => {
  const { id, product } = await signedInWithProduct(page, request);
  for (const n of [1, 2, 3]) await saveDescription(page, product.id, `Mô tả sửa lần ${n} của ${id}`);

  await openAdminScreen(page, `/admin/products/edit/${product.id}`);
  const revisions = page.getByTestId('revision');
  // newest first: the three edits, then the creation
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText('Cập nhật');
  const first = revisions.nth(3);
  await expect(first).toContainText('Tạo mới');
  await expectAccessible(page, 'product edit screen with its revisions');

  await first.getByRole('button', { name: /^Xem khác biệt/ }).click();
  const difference = page.getByRole('dialog', { name: 'Khác biệt với nội dung hiện tại' });
  const description = difference.getByRole('region', { name: 'Mô tả ngắn' });
  await expect(description.locator('del[data-change="removed"]', { hasText: 'gốc' })).toBeVisible();
  await expect(description.locator('ins[data-change="added"]', { hasText: 'lần 3' })).toBeVisible();
  await expectAccessible(page, 'product revision difference');
  await difference.getByRole('button', { name: 'Khôi phục phiên bản này' }).click();
  const confirm = page.getByRole('dialog', { name: 'Khôi phục phiên bản này' });
  await expect(confirm).toContainText('trạng thái, thứ tự và các tệp của sản phẩm không đổi');
  await expectAccessible(page, 'product restore confirmation');
  await confirm.getByRole('button', { name: 'Khôi phục', exact: true }).click();
  await expect(page.getByText('Đã khôi phục phiên bản sản phẩm')).toBeVisible();
  // the form now holds the restored text, and the restore is itself the newest revision
  await expect(page.getByLabel('Mô tả ngắn')).toHaveValue(product.description);
  await expect(revisions).toHaveCount(5);
  await expect(revisions.nth(0)).toContainText('Khôi phục');

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Phần mềm thử ${id}`);
  await expect(page.getByText(product.description)).toBeVisible();
  await expect(page.getByText(`Mô tả sửa lần 3 của ${id}`)).toHaveCount(0);
});

test('a preview link opened without a session shows the unsaved description, marked as a preview', async ({
  browser,
  page,
  request,
}) => {
  const { id, product } = await signedInWithProduct(page, request);
  await openAdminScreen(page, `/admin/products/edit/${product.id}`);
  const unsaved = `Mô tả chưa lưu để xem trước ${id}`;
  await page.getByLabel('Mô tả ngắn').fill(unsaved);
  await page.getByRole('button', { name: 'Tạo liên kết xem trước' }).click();
  const link = page.getByLabel('Liên kết xem trước');
  await expect(link).toHaveValue(/\/products\/preview\//);
  await expectAccessible(page, 'product preview link');
  // keyboard: the link's field and its buttons are reached by Tab from the field
  await link.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Mở trang công khai' })).toBeFocused();
  const url = await link.inputValue();

  const { visitor, seen } = await openPreviewAsVisitor(browser, url);
  await expect(seen.getByText(unsaved)).toBeVisible();
  await expect(seen.getByText(product.description)).toHaveCount(0);
  await visitor.close();

  // nothing was saved: the product's public page still shows its saved description
  const publicPage = await request.get(`/products/${product.id}`);
  expect(await publicPage.text()).not.toContain(unsaved);
});
