import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { everyAdminScreen, openAdminScreen } from './support/admin-screens.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// axe-core finds no serious or critical violation on any public page.
test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(120_000); // a dozen pages, each analysed in full
  const products = (await (await page.request.get('/api/products?limit=1')).json()).data.products;
  const pages = [
    '/',
    '/procedure',
    '/team',
    '/price-list',
    '/products',
    `/products/${products[0].id}`,
    '/news',
    '/advise',
    '/privacy',
  ];
  for (const path of pages) {
    await page.goto(path);
    await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});

// Every back-office screen at desktop and phone width: no WCAG 2.1 AA violation at all (axe-core).
for (const width of [1280, 390]) {
  test(`every admin screen at ${width} px has no WCAG 2.1 AA violation`, async ({ page, request }) => {
    test.setTimeout(420_000); // thirty screens, each analysed in full
    const session = await signInAs(page, request, 'admin');
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const path of await everyAdminScreen(request, session.token)) {
      await openAdminScreen(page, path);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of violations)
        found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
}
