import { describe, expect, it } from 'vitest';
import { adminRedirectFor, staffMayOpen } from './access.rules.ts';

describe('staff confinement (spec 000 §6)', () => {
  it('lets staff stay anywhere under /admin/news', () => {
    expect(staffMayOpen('/admin/news/list')).toBe(true);
    expect(staffMayOpen('/admin/news/edit/abc')).toBe(true);
    expect(adminRedirectFor('staff', '/admin/news/trash')).toBeNull();
  });

  it('sends staff from any other admin path to the news list', () => {
    for (const path of [
      '/admin/dashboard',
      '/admin/products/list',
      '/admin/accounts/list',
      '/admin/newsletter',
    ]) {
      expect(adminRedirectFor('staff', path)).toBe('/admin/news/list');
    }
  });

  it('never redirects an admin', () => {
    expect(adminRedirectFor('admin', '/admin/accounts/list')).toBeNull();
  });
});
