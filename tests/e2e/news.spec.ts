import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

type Card = { _id: string; slug: string; title: string; like: number; image: string | null };

/** Every visible article, newest first (other test files add articles of their own). */
async function visibleNews(page: Page): Promise<{ items: Card[]; total: number }> {
  const items: Card[] = [];
  for (let n = 1; ; n++) {
    const body = await (await page.request.get(`/api/news?limit=50&page=${n}`)).json();
    items.push(...body.data);
    if (n >= body.pagination.pages) return { items, total: body.pagination.total };
  }
}

test.describe('news without JavaScript (spec 000 §2)', () => {
  test.use({ javaScriptEnabled: false });

  test('lists 9 visible articles a page with page links that work', async ({ page }) => {
    const { items, total } = await visibleNews(page);
    expect(total).toBeGreaterThan(9);
    await page.goto('/news');
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(9);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(items[0]!.title);
    await page.getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(cards).toHaveCount(Math.min(9, total - 9));
    await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('search ignores diacritics and case; no match offers to clear the search', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('searchbox', { name: 'Tìm kiếm tin tức' }).fill('TOI UU TOC DO');
    await page.getByRole('button', { name: 'Tìm' }).click();
    // one address per search: the typed spelling is redirected to its normalised one (decision 035)
    await expect(page).toHaveURL(/\/news\?search=toi\+uu\+toc\+do$/);
    await expect(page.getByTestId('news-card')).toHaveCount(1);
    await expect(page.getByTestId('news-card')).toContainText('Tối ưu tốc độ tải trang');

    await page.goto('/news?search=khong-co-bai-nao-nhu-the');
    await expect(page.getByText('Không tìm thấy tin tức nào phù hợp')).toBeVisible();
    await page.getByRole('link', { name: 'Xóa tìm kiếm' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('news-card')).toHaveCount(9);
  });

  test('an article shows its body, gallery, neighbours and the 10 most recent posts', async ({ page }) => {
    // a demo article (its body has images) with a newer and an older neighbour; other tests may add articles
    const { items } = await visibleNews(page);
    const index = items.findIndex(
      (item, i) => i > 0 && i < items.length - 1 && item.image?.startsWith('public/images/'),
    );
    const article = items[index]!;
    const response = await page.goto(`/news/${article.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(new RegExp(article.title.slice(0, 20)));
    await expect(page.getByRole('link', { name: 'Quay lại tin tức' })).toHaveAttribute('href', '/news');
    await expect(page.locator('.article-content p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tải ảnh' }).first()).toHaveAttribute('download', /.+/);
    await expect(page.getByRole('link', { name: /Bài sau/ })).toHaveAttribute(
      'href',
      `/news/${items[index - 1]!.slug}`,
    );
    await expect(page.getByRole('link', { name: /Bài trước/ })).toHaveAttribute(
      'href',
      `/news/${items[index + 1]!.slug}`,
    );
    await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(10);
  });

  test('an unknown or hidden article answers 404', async ({ page }) => {
    // the demo content's scheduled and draft articles
    const hidden = ['uu-dai-cuoi-nam-dich-vu-ung-dung-di-dong', 'sao-luu-du-lieu-postgresql-an-toan'];
    const { items } = await visibleNews(page);
    for (const slug of hidden) expect(items.map((i) => i.slug)).not.toContain(slug);
    for (const slug of ['khong-co-bai-nay', ...hidden]) {
      const response = await page.goto(`/news/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy bài viết này.');
    }
  });
});

test('liking an article survives a reload and unliking takes it back', async ({ page }) => {
  const { items } = await visibleNews(page);
  const article = items[2]!;
  await page.goto(`/news/${article.slug}`);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /Thích|Đã thích/ });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await page.getByTestId('like-count').textContent());
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));

  await page.reload();
  await waitForHydration(page);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-count')).toHaveText(String(before));
});

test('news cards load WebP variants sized for the layout', async ({ page }) => {
  // a demo article's card, whose image is one of our own (other tests add articles with images from elsewhere)
  await page.goto('/news?search=toi+uu+toc+do');
  const image = page.getByTestId('news-card').locator('img[srcset]').first();
  await expect(image).toHaveAttribute('srcset', /\/api\/public\/images\/w\/320\/.+ 320w/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/\/api\/public\/images\/w\/\d+\//);
  const response = await page.request.get(current);
  expect(response.headers()['content-type']).toBe('image/webp');
});
