import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WIDTHS = [1280, 390];

/**
 * No WCAG 2.1 AA violation at desktop and phone width, and no sideways scrolling on the phone (the publishing
 * screens of articles and products).
 */
export async function expectAccessible(page: Page, where: string) {
  const size = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('[data-sonner-toaster]')
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${where} at ${width} px`,
    ).toEqual([]);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page, `${where} at ${width} px scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
  }
  if (size) await page.setViewportSize(size);
}
