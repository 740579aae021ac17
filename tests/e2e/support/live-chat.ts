import { type Browser, expect, type Page } from '@playwright/test';
import { waitForHydration } from './session.ts';

/** The agents' console, once its socket is online (its room list came): a visitor writing now is heard. */
export async function openConsole(page: Page) {
  await page.goto('/admin/chat/live');
  await waitForHydration(page);
  await expect(page.getByText('Đang tải danh sách chat...')).toHaveCount(0);
}

/** A visitor of their own (a new browser context) on a public page, with the live chat panel open. */
export async function openVisitorChat(browser: Browser) {
  const visitor = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
  await visitor.goto('/team');
  await waitForHydration(visitor);
  await visitor.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
  return { visitor, panel: visitor.getByRole('region', { name: 'Hỗ trợ trực tuyến' }) };
}
