import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The one accessibility check of the end-to-end tests (the brief: every screen, public and admin, passes axe for
// WCAG 2.1 AA at 1280 and 390 px and never scrolls sideways on a phone). Every violation counts, whatever the
// impact axe gives it: a "moderate" WCAG failure is still a failure for the person it shuts out.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const SCREEN_WIDTHS = [1280, 390] as const;

type Scope = {
  /** only this part of the page (a panel, a dialog); the whole page when absent */
  include?: string;
};

/** The WCAG 2.1 AA violations axe finds now, one line each: rule and the elements that break it. */
export async function wcagViolations(page: Page, scope: Scope = {}): Promise<string[]> {
  // colours read mid-fade are not the ones a person reads: a toast sliding in, a panel opening (finite
  // animations and transitions end first; a spinner's endless turn is left turning)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (scope.include) builder.include(scope.include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No WCAG 2.1 AA violation now, at the page's current width. */
export async function expectNoViolations(page: Page, where: string, scope: Scope = {}) {
  expect(await wcagViolations(page, scope), where).toEqual([]);
}

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

/**
 * The screen as it stands, at desktop and phone width: no WCAG 2.1 AA violation and no sideways scroll at either;
 * the window's size is put back afterwards.
 */
export async function expectAccessible(page: Page, where: string, scope: Scope = {}) {
  const size = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: size?.height ?? 900 });
    // a screen still loading (its spinner turning) is not yet the screen a person reads
    await expect(page.locator('main .animate-spin')).toHaveCount(0);
    await expectNoViolations(page, `${where} at ${width} px`, scope);
    await expectNoSidewaysScroll(page, `${where} at ${width} px`);
  }
  if (size) await page.setViewportSize(size);
}
