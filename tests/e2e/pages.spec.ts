import { expect, test } from '@playwright/test';

test.describe('procedure page (spec 002 §2)', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the numbered steps and links to the consultation and products pages', async ({ page }) => {
    const response = await page.goto('/procedure');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Quy Trình Làm Việc/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Quy trình/);

    const steps = page.getByTestId('procedure-step');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Tiếp nhận yêu cầu',
      'Tư vấn & báo giá',
      'Thiết kế',
      'Phát triển',
      'Kiểm thử',
      'Bàn giao & bảo hành',
    ]);
    for (const [i, step] of (await steps.all()).entries()) {
      await expect(step.getByText(`Bước ${i + 1}`, { exact: true })).toBeVisible();
      await expect(step.locator('p')).not.toBeEmpty();
    }
    // an ordered list, so the sequence is also announced as one
    await expect(page.locator('main ol > li[data-testid="procedure-step"]')).toHaveCount(6);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Đặt lịch tư vấn' })).toHaveAttribute('href', '/advise');
    await expect(main.getByRole('link', { name: 'Xem sản phẩm' })).toHaveAttribute('href', '/products');
    await main.getByRole('link', { name: 'Xem sản phẩm' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
