import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

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

/**
 * Stops the page's clock (a quarter second ahead, since it runs on during the call), so timers fire only
 * when the test runs the clock.
 */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 250);
}

const MEMBERS = [
  'Nguyễn Minh Anh',
  'Trần Quốc Bảo',
  'Lê Thu Hà',
  'Phạm Đức Huy',
  'Võ Ngọc Lan',
  'Đặng Hoàng Nam',
  'Bùi Khánh Linh',
];

/** How many member cards lie wholly inside the carousel's window. */
async function cardsInWindow(page: Page): Promise<number> {
  const win = await page.getByTestId('team-window').boundingBox();
  if (!win) throw new Error('no carousel window');
  let inside = 0;
  for (const card of await page.getByTestId('team-member').all()) {
    const box = await card.boundingBox();
    if (box && box.x >= win.x - 1 && box.x + box.width <= win.x + win.width + 1) inside += 1;
  }
  return inside;
}

/** Where the first card sits relative to the window's left edge (the track's offset, negated). */
async function trackShift(page: Page): Promise<number> {
  const win = await page.getByTestId('team-window').boundingBox();
  const first = await page.getByTestId('team-member').first().boundingBox();
  return Math.round((first?.x ?? 0) - (win?.x ?? 0));
}

test.describe('team page (spec 002 §4, §9)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('renders all 7 members on the server', async ({ page }) => {
      await page.goto('/team');
      await expect(page).toHaveTitle(/Đội Ngũ/);
      await expect(page.getByTestId('team-member').getByRole('heading', { level: 3 })).toHaveText(MEMBERS);
      for (const img of await page.getByTestId('team-member').getByRole('img').all()) {
        await expect(img).toHaveAttribute('src', /^\/team\/[a-z-]+\.svg$/);
      }
      await expect(page.getByTestId('team-main-photo')).toHaveAttribute('src', '/team/doi-ngu.svg');
    });
  });

  test('shows 4, 3, 2 or 1 cards by viewport width', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/team');
    await waitForHydration(page);
    for (const [width, visible] of [
      [1300, 4],
      [1000, 3],
      [800, 2],
      [500, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => cardsInWindow(page), { message: `${width} px` }).toBe(visible);
    }
  });

  test('Tiếp moves the track by 310 px, Trước moves it back, and it wraps at the end', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/team');
    await waitForHydration(page);
    const next = page.getByRole('button', { name: 'Tiếp', exact: true });
    const previous = page.getByRole('button', { name: 'Trước', exact: true });
    expect(await trackShift(page)).toBe(0);

    await next.click();
    await expect(page.getByTestId('team-track')).toHaveAttribute('style', /translateX\(-310px\)/);
    await expect.poll(() => trackShift(page)).toBe(-310);

    await previous.click();
    await expect.poll(() => trackShift(page)).toBe(0);

    // 7 cards, 4 visible: three steps reach the last card, the fourth returns to the first
    for (let i = 0; i < 3; i += 1) await next.click();
    await expect.poll(() => trackShift(page)).toBe(-930);
    expect(await cardsInWindow(page)).toBe(4);
    await next.click();
    await expect.poll(() => trackShift(page)).toBe(0);
  });

  test("a thumbnail's photo returns to the team photo after 4 s", async ({ page }) => {
    await page.clock.install();
    await page.goto('/team');
    await waitForHydration(page);
    await freezeClock(page);
    const main = page.getByTestId('team-main-photo');
    await expect(main).toHaveAttribute('src', '/team/doi-ngu.svg');

    const thumbnail = page.getByRole('button', { name: 'Xem ảnh Lê Thu Hà' });
    await thumbnail.click();
    await expect(main).toHaveAttribute('src', '/team/le-thu-ha.svg');
    await expect(main).toHaveAttribute('alt', 'Ảnh Lê Thu Hà');
    await expect(thumbnail).toHaveAttribute('aria-pressed', 'true');

    await page.clock.runFor(3000);
    await expect(main).toHaveAttribute('src', '/team/le-thu-ha.svg');
    await page.clock.runFor(1000);
    await expect(main).toHaveAttribute('src', '/team/doi-ngu.svg');
    await expect(thumbnail).toHaveAttribute('aria-pressed', 'false');
  });
});

const AUTHORS = [
  'Trần Văn Phúc',
  'Nguyễn Thị Hồng',
  'Lê Minh Tuấn',
  'Phạm Thu Trang',
  'Đỗ Quang Huy',
] as const;

/** The testimonial on show: the only slide left in the accessibility tree. */
const shownSlide = (page: Page) => page.getByTestId('testimonials').getByRole('figure');

test.describe('home partners and testimonials (spec 002 §3, §4, §9)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the partner logos as links and the first testimonial', async ({ page }) => {
      await page.goto('/');
      const partners = page.getByTestId('partner');
      expect(await partners.count()).toBeGreaterThanOrEqual(4);
      for (const partner of await partners.all()) {
        await expect(partner.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
        await expect(partner.getByRole('img')).toHaveAttribute('src', /^\/partners\/[a-z-]+\.svg$/);
        await expect(partner.getByRole('img')).not.toHaveAttribute('alt', '');
      }

      await expect(shownSlide(page)).toHaveCount(1);
      await expect(shownSlide(page)).toHaveAccessibleName('1 / 5');
      await expect(shownSlide(page)).toContainText(AUTHORS[0]);
      await expect(shownSlide(page).getByRole('img', { name: 'Phú An Logistics' })).toBeVisible();
      await expect(page.getByTestId('testimonial')).toHaveCount(5);
    });
  });

  test('advances every 4 s and wraps from the last to the first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await freezeClock(page);
    await expect(shownSlide(page)).toContainText(AUTHORS[0]);

    await page.clock.runFor(3000);
    await expect(shownSlide(page)).toContainText(AUTHORS[0]);
    await page.clock.runFor(1000);
    await expect(shownSlide(page)).toContainText(AUTHORS[1]);
    await expect(page.getByRole('button', { name: 'Xem ý kiến 2' })).toHaveAttribute('aria-current', 'true');

    for (const author of AUTHORS.slice(2)) {
      await page.clock.runFor(4000);
      await expect(shownSlide(page)).toContainText(author);
    }
    await page.clock.runFor(4000);
    await expect(shownSlide(page)).toContainText(AUTHORS[0]);
    await expect(shownSlide(page)).toHaveAccessibleName('1 / 5');
  });

  test('the buttons and dots reach every testimonial, and it holds still while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await freezeClock(page);
    const carousel = page.getByTestId('testimonials');

    await carousel.getByRole('button', { name: 'Trước' }).click();
    await expect(shownSlide(page)).toContainText(AUTHORS[4]);
    await carousel.getByRole('button', { name: 'Tiếp' }).click();
    await expect(shownSlide(page)).toContainText(AUTHORS[0]);
    await carousel.getByRole('button', { name: 'Xem ý kiến 3' }).click();
    await expect(shownSlide(page)).toContainText(AUTHORS[2]);

    // the pointer and focus are inside: no advance however long it waits
    await page.clock.runFor(12_000);
    await expect(shownSlide(page)).toContainText(AUTHORS[2]);

    // pointer away and focus elsewhere: it moves on again 4 s later
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(4000);
    await expect(shownSlide(page)).toContainText(AUTHORS[3]);
  });
});
