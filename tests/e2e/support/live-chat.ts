import { type Browser, expect, type Page } from '@playwright/test';
import { waitForHydration } from './session.ts';

/** The agents' console, once its socket is online (its room list came): a visitor writing now is heard. */
export async function openConsole(page: Page) {
  await page.goto('/admin/chat/live');
  await waitForHydration(page);
  await expect(page.getByText('Đang tải danh sách chat...')).toHaveCount(0);
}

let visitors = 0;

/**
 * A visitor of their own: a new browser context that reaches the server as its own client, as through the site's
 * proxy (the e2e server trusts the loopback proxy): the limits counted per client (the assistant's 10 messages a
 * minute, the live chat's) are this visitor's, not those every earlier test spent from 127.0.0.1.
 */
export async function newVisitor(browser: Browser): Promise<Page> {
  visitors += 1;
  const address = `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
  const context = await browser.newContext({
    locale: 'vi-VN',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return context.newPage();
}

/** A visitor of their own on a public page, with the live chat panel open. */
export async function openVisitorChat(browser: Browser) {
  const visitor = await newVisitor(browser);
  await visitor.goto('/team');
  await waitForHydration(visitor);
  await visitor.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true }).click();
  return { visitor, panel: visitor.getByRole('region', { name: 'Hỗ trợ trực tuyến' }) };
}
