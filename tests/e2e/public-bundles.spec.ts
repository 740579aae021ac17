import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

// ARCHITECTURE.md: little JavaScript on public pages, and the admin bundle never loads there.
const ADMIN_MARKERS = [
  /QueryClient/,
  /recharts/i,
  /@tiptap|ProseMirror/,
  /adminToken/,
  /react-hook-form|useForm\(/,
];

test('public pages load no admin code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  for (const path of ['/', '/news', '/price-list', '/products', '/team', '/procedure']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(scripts.size).toBeGreaterThan(0);
  let total = 0;
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    total += body.length;
    for (const marker of ADMIN_MARKERS) expect(marker.test(body), `${url} matches ${marker}`).toBe(false);
  }
  // the whole public site's JavaScript, uncompressed (494 kB on 2026-11-22, most of it React): a guard
  // against an admin library slipping in, not a speed measurement
  expect(total).toBeLessThan(550_000);
});
