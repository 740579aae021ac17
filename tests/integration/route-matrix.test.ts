import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSIONS, type Permission } from '../../src/domain/auth/permissions.ts';
import { mayCall, type RouteAccessEntry } from '../../src/server/plugins/auth.ts';
import { call, createAccount, createRole, signIn } from '../helpers/account-factory.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 016: every /api route (read from the app's own route table, so a route added later is covered by
 * itself) × {anonymous, staff A, staff B, support agent, admin}. The answer each gets is the one the catalogue
 * implies: 401 without a session, 403 ('Bạn không có quyền truy cập chức năng này') without the permission,
 * anything but those with it.
 */
let t: TestApp;
type Identity = {
  name: string;
  permissions: readonly Permission[];
  token: string | null;
  password?: string;
  email?: string;
};
const identities: Identity[] = [];

const FORBIDDEN = 'Bạn không có quyền truy cập chức năng này';
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t.app, 'admin');
  const supportRole = await createRole(t.app, admin, 'Hỗ trợ khách hàng', ['chat.answer']);
  const staffB = { email: 'staff.b@example.com', password: 'StaffB@1234' };
  await createAccount(t.app, admin, { fullName: 'Nhân Viên Bê', role: 'staff', ...staffB });
  const support = { email: 'support@example.com', password: 'Support@1234' };
  const supportId = await createAccount(t.app, admin, { fullName: 'Hỗ Trợ Viên', role: 'staff', ...support });
  const assigned = await call(t.app, admin, 'PUT', `/api/accounts/${supportId}/roles`, {
    roles: [supportRole],
  });
  expect(assigned.statusCode).toBe(200);
  identities.push(
    { name: 'anonymous', permissions: [], token: null },
    { name: 'staff A', permissions: BUILT_IN_ROLES.staff.permissions, token: null, ...TEST_ACCOUNTS.staff },
    { name: 'staff B', permissions: BUILT_IN_ROLES.staff.permissions, token: null, ...staffB },
    { name: 'support agent', permissions: ['chat.answer'], token: null, ...support },
    { name: 'admin', permissions: PERMISSIONS, token: null, ...TEST_ACCOUNTS.admin },
  );
});
afterAll(async () => {
  await t.close();
});

// signing out or changing the password ends the session the next route would use: those go last
// (an empty change-password body is refused before it changes anything; logout is the very last)
const SESSION_ENDING = ['/api/admin/change-password', '/api/admin/logout'];
function routes(): RouteAccessEntry[] {
  const all = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.url !== '/api/*');
  const rank = (r: RouteAccessEntry) => SESSION_ENDING.indexOf(r.url);
  return [...all].sort((a, b) => rank(a) - rank(b));
}

describe('route × role matrix', () => {
  it('the route table holds every module’s routes', () => {
    const urls = routes().map((r) => r.url);
    expect(urls.length).toBeGreaterThan(60);
    for (const u of [
      '/api/admin/staffs',
      '/api/roles',
      '/api/news',
      '/api/orders',
      '/api/admin/audit',
      '/api/contacts',
    ])
      expect(urls).toContain(u);
  });

  it('every route declares a permission, not an older policy name', () => {
    expect(
      routes()
        .filter((r) => r.alias !== null)
        .map((r) => `${r.method} ${r.url} (${r.alias})`),
    ).toEqual([]);
  });

  it('answers every identity what the catalogue implies, on every route', async () => {
    const violations: string[] = [];
    for (const who of identities) {
      const token = who.email ? await signIn(t.app, who.email, who.password!) : null;
      for (const route of routes()) {
        const url = route.url.replace(/:(\w+)/g, PLACEHOLDER_ID);
        const r = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const body = r.headers['content-type']?.includes('json') ? r.json() : {};
        const refusedAuth = r.statusCode === 401 && body.code === 'UNAUTHORIZED';
        const refusedRole = r.statusCode === 403 && body.message === FORBIDDEN;
        const label = `${who.name}: ${route.method} ${route.url} → ${r.statusCode}`;
        if (route.access.kind === 'public') {
          if (refusedAuth || refusedRole) violations.push(`${label} (public route refused)`);
        } else if (!token) {
          if (!refusedAuth) violations.push(`${label} (expected 401)`);
        } else if (mayCall(who.permissions, route.access)) {
          if (refusedAuth || refusedRole) violations.push(`${label} (should be allowed)`);
        } else if (!refusedRole) {
          violations.push(`${label} (expected 403)`);
        }
      }
    }
    expect(violations).toEqual([]);
  }, 120_000);
});
