import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForHydration } from './session.ts';

/** The back-office lists (tables): each must fit a phone without the page scrolling sideways. */
export const ADMIN_LISTS = [
  '/admin/services/list',
  '/admin/services/trash',
  '/admin/news/list',
  '/admin/news/trash',
  '/admin/orders/list',
  '/admin/orders/history',
  '/admin/payments/list',
  '/admin/bookings/list',
  '/admin/bookings/pending',
  '/admin/accounts/list',
  '/admin/accounts/trash',
  '/admin/contacts/list',
  '/admin/roles',
  '/admin/audit',
  '/admin/products/list',
  '/admin/products/trash',
  '/admin/chat/training',
  '/admin/chat/stats',
  '/admin/redirects',
] as const;

/** Every back-office screen (lists, forms, details, trash, dashboard, system, chat, roles, audit, profile). */
export async function everyAdminScreen(request: APIRequestContext, token: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const article = (await (await request.get('/api/news?limit=1')).json()).data[0];
  const product = (await (await request.get('/api/products/admin/all', { headers })).json()).data.products[0];
  const account = (await (await request.get('/api/admin/accounts', { headers })).json()).data[0];
  return [
    ...ADMIN_LISTS,
    '/admin/dashboard',
    '/admin/services/add',
    '/admin/news/add',
    `/admin/news/edit/${article._id}`,
    `/admin/news/detail/${article._id}`,
    '/admin/accounts/add',
    `/admin/accounts/edit/${account._id}`,
    '/admin/profile',
    '/admin/products/add',
    `/admin/products/edit/${product.id}`,
    `/admin/products/detail/${product.id}`,
    '/admin/system',
    '/admin/redirects/add',
    '/admin/chat/live',
  ];
}

/** Opens a back-office screen and waits until it has shown what it loaded (no spinner left in the page). */
export async function openAdminScreen(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  // an article form with content enables its submit once the debounced SEO analysis has answered: wait for it
  const form = page.getByTestId('article-submit');
  if ((await form.count()) > 0 && (await page.getByLabel('Tiêu đề *').inputValue()) !== '')
    await expect(page.getByTestId('seo-class')).toBeVisible();
  // then for every finite transition (a button fading in as it is enabled) to end: axe reads the colours
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
