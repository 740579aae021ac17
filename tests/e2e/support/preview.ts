import { type Browser, expect } from '@playwright/test';

/**
 * Opens a preview link in a fresh browser context (no session) and checks what every preview page is (decisions
 * 042 and 053): answered, never cached, never indexed, marked as a preview, on the public layout.
 */
export async function openPreviewAsVisitor(browser: Browser, url: string) {
  const visitor = await browser.newContext();
  const seen = await visitor.newPage();
  const response = await seen.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(seen.locator('[data-preview-mark]')).toBeVisible();
  // the public layout: the site's header with its main menu, and its footer
  await expect(seen.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
  await expect(seen.locator('footer')).toBeVisible();
  await expect(seen.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  return { visitor, seen };
}
