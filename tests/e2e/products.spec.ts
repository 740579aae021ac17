import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

type Product = {
  id: string;
  title: string;
  category: string;
  zipFile: string | null;
  guideFile: string | null;
  views: number;
  downloads: number;
};

async function catalogue(page: Page): Promise<Product[]> {
  return (await (await page.request.get('/api/products?limit=12')).json()).data.products;
}
/** A catalogue product with both files: other specs add products without any, and may list them first. */
async function withDownloads(page: Page): Promise<Product> {
  const found = (await catalogue(page)).find((p) => p.zipFile && p.guideFile);
  expect(found, 'a seeded product with its zip and guide').toBeTruthy();
  return found as Product;
}
async function product(page: Page, id: string): Promise<Product> {
  return (await (await page.request.get(`/api/products/${id}`)).json()).data;
}

test.describe('products without JavaScript (spec 000 §2)', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue shows every active product with details and a download or a contact link', async ({
    page,
  }) => {
    const products = await catalogue(page);
    expect(products.length).toBeGreaterThanOrEqual(6);
    await page.goto('/products');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(products.length);
    for (const [i, p] of products.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(p.title);
      await expect(card.getByRole('link', { name: `Xem chi tiết ${p.title}` })).toHaveAttribute(
        'href',
        `/products/${p.id}`,
      );
      if (p.zipFile)
        await expect(card.getByRole('link', { name: 'Tải xuống' })).toHaveAttribute('download', '');
      else
        await expect(card.getByRole('link', { name: 'Liên Hệ Tư Vấn' })).toHaveAttribute('href', '/advise');
    }
  });

  test('a product page shows its overview, features, downloads and 3 related products', async ({ page }) => {
    const first = await withDownloads(page);
    const response = await page.goto(`/products/${first.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page).toHaveTitle(new RegExp(first.title));
    await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tính năng chính' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tải sản phẩm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tải hướng dẫn' })).toBeVisible();
    const related = page.getByRole('complementary').getByRole('listitem');
    await expect(related).toHaveCount(3);
    await expect(related.filter({ hasText: first.title })).toHaveCount(0);
  });

  test('an unknown product answers 404', async ({ page }) => {
    const response = await page.goto('/products/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy sản phẩm');
  });
});

test('opening a product counts a view and downloading counts a download', async ({ page }) => {
  const first = await withDownloads(page);
  const before = await product(page, first.id);
  await page.goto(`/products/${first.id}`);
  await waitForHydration(page);
  await expect.poll(async () => (await product(page, first.id)).views).toBe(before.views + 1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tải sản phẩm' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect.poll(async () => (await product(page, first.id)).downloads).toBe(before.downloads + 1);
});
