import { expect, test } from '@playwright/test';
import { everyAdminScreen, openAdminScreen } from './support/admin-screens.ts';
import { expectNoSidewaysScroll, SCREEN_WIDTHS, wcagViolations } from './support/axe.ts';
import { publicPages } from './support/public-pages.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// Every public page at desktop and phone width: no WCAG 2.1 AA violation at all (axe-core), no sideways scroll.
for (const width of SCREEN_WIDTHS) {
  test(`every public page at ${width} px has no WCAG 2.1 AA violation`, async ({ page }) => {
    test.setTimeout(180_000); // a dozen pages, each analysed in full
    const pages = [...(await publicPages(page)), '/khong-co-trang-nay'];
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      for (const v of await wcagViolations(page)) found.push(`${path} ${v}`);
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
    }
    expect(found).toEqual([]);
  });
}

// Every back-office screen at desktop and phone width: no WCAG 2.1 AA violation at all (axe-core).
for (const width of SCREEN_WIDTHS) {
  test(`every admin screen at ${width} px has no WCAG 2.1 AA violation`, async ({ page, request }) => {
    test.setTimeout(420_000); // thirty screens, each analysed in full
    const session = await signInAs(page, request, 'admin');
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const path of await everyAdminScreen(request, session.token)) {
      await openAdminScreen(page, path);
      for (const v of await wcagViolations(page)) found.push(`${path} ${v}`);
    }
    expect(found).toEqual([]);
  });
}
