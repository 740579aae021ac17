import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

// ARCHITECTURE.md: little JavaScript on public pages, and the admin bundle never loads there.
const ADMIN_MARKERS = [
  /QueryClient/,
  /recharts/i,
  /@tiptap|ProseMirror/,
  /adminToken/,
  /react-hook-form|useForm\(/,
  // zod: the server validates what the public pages send; only the admin's forms check input in the browser
  /ZodError/,
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

// docs/decisions/009: the page paints from its HTML and stylesheet; its scripts are asked for afterwards.
test('public pages ask for their scripts only after the first contentful paint', async ({ page }) => {
  for (const path of ['/', '/news', '/products']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('<link rel="modulepreload"');
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);

    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timing.paint, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);
  }
});

// The admin shell shows only a spinner until its scripts run: nothing to paint first, so no waiting.
test('the admin shell asks for its scripts at once', async ({ page }) => {
  const html = await (await page.request.get('/admin/login')).text();
  expect(html).toContain('<link rel="modulepreload"');
  expect(html).toMatch(/<script[^>]*type="module"/);
  await page.goto('/admin/login');
  await waitForHydration(page);
});
