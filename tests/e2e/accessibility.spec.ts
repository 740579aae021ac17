import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

// issue "Public site" §5: axe-core finds no serious or critical violation on any public page.
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
