import type { Role } from './login.schema.ts';

/**
 * spec 000 §6, 002 §6: staff are confined to the news area of the back-office. The browser uses this to
 * redirect; the server enforces the same split with route policies.
 */
export const STAFF_HOME = '/admin/news/list';

export function staffMayOpen(pathname: string): boolean {
  return pathname === '/admin/news' || pathname.startsWith('/admin/news/');
}

/** Where a signed-in user opening `pathname` should go instead, or null when they may stay. */
export function adminRedirectFor(role: Role, pathname: string): string | null {
  if (role === 'staff' && !staffMayOpen(pathname)) return STAFF_HOME;
  return null;
}
