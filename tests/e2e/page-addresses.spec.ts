import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

// decision 035: every public page has one address; searching and paging still work for a visitor.
test.describe('one address per page (decision 035)', () => {
  test('a visitor searches with capitals and extra spaces and pages through the list', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Tìm kiếm tin tức' }).fill('  Tối Ưu   TỐC ĐỘ ');
    await page.getByRole('button', { name: 'Tìm' }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(1);
    await expect(page.getByTestId('news-card')).toContainText('Tối ưu tốc độ tải trang');
    await expect(page.getByRole('searchbox', { name: 'Tìm kiếm tin tức' })).toHaveValue('tối ưu tốc độ');
    // the same search opened as an address lands on its one spelling
    await page.goto('/news?search=++T%E1%BB%90I+%C6%AFU+t%E1%BB%91c+%C4%91%E1%BB%99');
    await expect(page).toHaveURL(/\/news\?search=t%E1%BB%91i\+%C6%B0u\+t%E1%BB%91c\+%C4%91%E1%BB%99$/);
    await expect(page.getByTestId('news-card')).toHaveCount(1);

    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('past the last page of the news the not-found page is shown, with its way home', async ({ page }) => {
    const { pagination } = await (await page.request.get('/api/news')).json();
    const answer = await page.goto(`/news?page=${pagination.pages + 1}`);
    expect(answer?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Trang không tìm thấy');
    await expect(page.getByRole('heading', { name: 'Oops....' })).toBeVisible();
    await expect(page.getByText('Trang không tìm thấy', { exact: true })).toBeVisible();
    // spec 000 §2: no header, footer or chat widgets
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a parameter no page reads leads to the page itself, campaign tags kept', async ({ page }) => {
    const answer = await page.goto('/news?view=luoi&utm_source=zalo');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/news\?utm_source=zalo$/);
    await expect(page.getByTestId('news-card')).toHaveCount(9);
  });
});
