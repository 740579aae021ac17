import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ACCOUNTS, type E2ERole } from './accounts.ts';

export type AdminInfo = { _id: string; fullName: string; email: string; role: 'admin' | 'staff' };

/** Signs in through the API, as the login form does, and returns what the browser would store. */
export async function apiLogin(request: APIRequestContext, role: E2ERole) {
  const response = await request.post('/api/admin/login', { data: E2E_ACCOUNTS[role] });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string; admin: AdminInfo };
  return body;
}

/** Puts a session in the page's local storage (on the site's origin) without going through the form. */
export async function storeSession(page: Page, token: string, admin: AdminInfo) {
  if (!page.url().startsWith('http')) await page.goto('/admin/login');
  await page.evaluate(
    ([t, a]) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminInfo', a);
    },
    [token, JSON.stringify(admin)] as const,
  );
}

export async function signInAs(page: Page, request: APIRequestContext, role: E2ERole) {
  const session = await apiLogin(request, role);
  await storeSession(page, session.token, session.admin);
  return session;
}

export async function storedCredentials(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('adminToken'),
    info: localStorage.getItem('adminInfo'),
  }));
}

/** A token shaped like a JWT whose payload says `exp`, signed with nothing the server knows. */
export function forgedToken(expSeconds: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { sub: '00000000-0000-0000-0000-000000000000', role: 'admin', tv: 0, exp: expSeconds };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

export const someAdmin: AdminInfo = {
  _id: '00000000-0000-0000-0000-000000000000',
  fullName: 'Quản trị viên',
  email: 'admin@example.com',
  role: 'admin',
};

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
