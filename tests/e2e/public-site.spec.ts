import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

const MENU = ['Trang Chủ', 'Quy Trình', 'Đội Ngũ', 'Bảng Giá', 'Sản phẩm', 'Tin Tức'];

test.describe('not-found page (spec 000 §2)', () => {
  test('answers 404 with its texts and without header, footer or chat widgets', async ({ page }) => {
    const response = await page.goto('/trang-khong-ton-tai');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Trang không tìm thấy');
    await expect(page.getByText('Oops....')).toBeVisible();
    await expect(page.getByText('Trang không tìm thấy', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Trợ lý AI' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toHaveCount(0);

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the back button returns to the previous page', async ({ page }) => {
    await page.goto('/procedure');
    await page.goto('/khong-co/trang-nay');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/procedure$/);
  });

  test('the back button goes home when there is no history', async ({ page }) => {
    // a tab opened straight at the address has a history of one entry
    await page.goto('/team');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => window.open('/khong-co-lich-su', '_blank')),
    ]);
    await waitForHydration(tab);
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByRole('button', { name: 'Quay lại' }).click();
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByRole('banner')).toBeVisible();
  });
});

test.describe('home page rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the seeded services and news without JavaScript', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Trang chủ/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    const services = page.getByTestId('home-service');
    expect(await services.count()).toBeGreaterThan(0);
    for (const card of await services.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      // spec 000 §9: đồng with thousands separators, or 'Liên hệ'
      await expect(card.getByText(/^(\d{1,3}(\.\d{3})* đ|Liên hệ)$/)).toBeVisible();
    }
    await expect(services.first().getByRole('link')).toHaveAttribute('href', '/price-list');

    const news = page.getByTestId('home-news');
    expect(await news.count()).toBeGreaterThan(0);
    for (const card of await news.all()) {
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/news\/[^/]+$/);
    }

    await expect(page.getByText('100+')).toBeVisible();
    await expect(page.getByText('1.230')).toBeVisible();
    for (const href of ['/price-list', '/advise', '/team', '/procedure', '/news']) {
      expect(await page.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
  });

  test('carries the organisation data with the nonce the CSP allows', async ({ page }) => {
    const response = await page.goto('/news');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    expect(html).toContain('"@type":"Organization"');
    // every inline script carries it
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    await expect(page).toHaveTitle(/Tin Tức/);
  });
});

test.describe('public header, footer and widgets (spec 000 §2)', () => {
  test('header menu, consultation button and footer details', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(menu.getByRole('link')).toHaveText(MENU);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đặt lịch tư vấn' })).toHaveAttribute(
      'href',
      '/advise',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Hồ Chí Minh/)).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator('iframe[loading="lazy"][title]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Chính sách bảo mật' })).toBeVisible();
    // every policy link goes somewhere: none is a '#' placeholder
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
    await footer.getByRole('link', { name: 'Điều khoản sử dụng' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Điều Khoản Sử Dụng' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hướng dẫn' }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hướng Dẫn Sử Dụng' })).toBeVisible();
  });

  test('the mobile menu toggle locks body scrolling while open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Mở menu' });
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden();

    await toggle.click();
    const mobileMenu = page.getByRole('navigation', { name: 'Menu di động' });
    await expect(mobileMenu).toBeVisible();
    // it covers the page below the header
    expect((await mobileMenu.boundingBox())?.height ?? 0).toBeGreaterThan(600);
    await expect(
      mobileMenu.getByRole('link', { name: /Trang Chủ|Quy Trình|Đội Ngũ|Bảng Giá|Sản phẩm|Tin Tức/ }),
    ).toHaveText(MENU);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.getByRole('button', { name: 'Đóng menu' }).click();
    await expect(mobileMenu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // navigating from the open menu closes it and unlocks scrolling
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await mobileMenu.getByRole('link', { name: 'Quy Trình' }).click();
    await expect(page).toHaveURL(/\/procedure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quy Trình Làm Việc' })).toBeVisible();
    await expect(mobileMenu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('the chat widgets open and close their panels', async ({ page }) => {
    await page.goto('/team');
    await waitForHydration(page);
    const ai = page.getByRole('button', { name: 'Trợ lý AI', exact: true });
    await expect(ai).toHaveAttribute('aria-expanded', 'false');
    await ai.click();
    await expect(ai).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Trợ lý AI' })).toContainText('Mình là trợ lý AI');
    await ai.click();
    await expect(page.getByRole('region', { name: 'Trợ lý AI' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
    await page.getByRole('button', { name: 'Đóng Hỗ trợ trực tuyến' }).click();
    await expect(page.getByRole('region', { name: 'Hỗ trợ trực tuyến' })).toHaveCount(0);
  });

  test('a campaign link is the cached page itself, and it hydrates and navigates like the page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // script errors (a hydration mismatch is one), not images of other hosts out of reach (articles other tests
    // wrote point at example.com: "Failed to load resource: net::ERR_NAME_NOT_RESOLVED" where there is no DNS)
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: net::'))
        errors.push(m.text());
    });
    await page.goto('/price-list');
    const answer = await page.goto('/price-list?utm_source=zalo&utm_medium=social&fbclid=IwAR0e2e');
    expect(answer?.headers()['x-page-cache']).toBe('hit');
    await waitForHydration(page);
    // the visitor's address keeps its tags; search engines are given the page's own address
    expect(page.url()).toContain('utm_source=zalo');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/price-list$/);
    await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tin Tức' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('each public route has its own title, heading, description and canonical address', async ({
    page,
  }) => {
    const product = (await (await page.request.get('/api/products?limit=1')).json()).data.products[0];
    const article = (await (await page.request.get('/api/news?limit=1')).json()).data[0];
    const service = (await (await page.request.get('/api/services?limit=1')).json()).data[0];
    const pages: Array<[string, string]> = [
      ['/procedure', 'Quy Trình Làm Việc'],
      ['/team', 'Đội Ngũ'],
      ['/price-list', 'Bảng Giá Dịch Vụ'],
      ['/products', 'Sản Phẩm'],
      [`/products/${product.id}`, product.title],
      ['/news', 'Tin Tức'],
      [`/news/${article.slug}`, article.title],
      ['/advise', 'Đặt Lịch Tư Vấn'],
      [`/payment/${service._id}`, 'Thanh Toán Dịch Vụ'],
      ['/privacy', 'Chính Sách Bảo Mật'],
      ['/terms', 'Điều Khoản Sử Dụng'],
      ['/guide', 'Hướng Dẫn Sử Dụng'],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(heading.slice(0, 20)));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, page.url()).href,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    }
  });
});
