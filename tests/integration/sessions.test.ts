import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../src/domain/auth/session.schema.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// decision 016: own sessions, one per sign-in, each signed out alone, over real HTTP (inject).
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TTL_SECONDS = 3600;

// one clock for the app: the minute-long touch window and the pruning are stepped, never slept through
let now = Date.parse('2026-11-24T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jwtTtlSeconds: TTL_SECONDS }, () => new Date(now));
});
afterAll(async () => {
  await t.close();
});

type SessionView = {
  _id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
};

async function signIn(who: keyof typeof TEST_ACCOUNTS, userAgent: string, ip = '203.0.113.7') {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: TEST_ACCOUNTS[who],
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(r.statusCode).toBe(200);
  return r.json().token as string;
}
const sidOf = (token: string) => decodeJwt(token).sid as string;
const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const me = async (token: string) => (await send(token, 'GET', '/api/admin/me')).statusCode;
async function sessions(token: string): Promise<SessionView[]> {
  const r = await send(token, 'GET', '/api/admin/sessions');
  expect(r.statusCode).toBe(200);
  return r.json().data;
}
async function auditOf(action: string) {
  const admin = await signIn('admin', 'audit-reader');
  const r = await send(admin, 'GET', `/api/admin/audit?action=${action}&limit=100`);
  expect(r.statusCode).toBe(200);
  return r.json().data as Array<{ targetId: string; actorEmail: string; after: unknown }>;
}

describe('own sessions (GET/DELETE /api/admin/sessions)', () => {
  it('two sign-ins make two sessions, each with its device, IP and which one is the caller', async () => {
    const laptop = await signIn('staff', CHROME_WINDOWS, '203.0.113.10');
    const phone = await signIn('staff', SAFARI_IPHONE, '198.51.100.20');
    expect(sidOf(laptop)).not.toBe(sidOf(phone));
    const seen = await sessions(laptop);
    const mine = seen.filter((s) => [sidOf(laptop), sidOf(phone)].includes(s._id));
    expect(mine).toHaveLength(2);
    expect(seen.find((s) => s._id === sidOf(laptop))).toMatchObject({
      device: 'Chrome 131 trên Windows',
      ip: '203.0.113.10',
      current: true,
    });
    expect(seen.find((s) => s._id === sidOf(phone))).toMatchObject({
      device: 'Safari 17 trên iOS (điện thoại)',
      ip: '198.51.100.20',
      current: false,
    });
    expect((await sessions(phone)).find((s) => s.current)?._id).toBe(sidOf(phone));
  });

  it('signing one session out makes its token 401 while the other keeps working; it is audited', async () => {
    const a = await signIn('staff', CHROME_WINDOWS);
    const b = await signIn('staff', SAFARI_IPHONE);
    const out = await send(a, 'DELETE', `/api/admin/sessions/${sidOf(b)}`);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: SESSION_MESSAGES.revoked });
    const refused = await send(b, 'GET', '/api/admin/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
    expect(await me(a)).toBe(200);
    expect((await sessions(a)).map((s) => s._id)).not.toContain(sidOf(b));
    // signed out already: a second time is a 404
    expect((await send(a, 'DELETE', `/api/admin/sessions/${sidOf(b)}`)).statusCode).toBe(404);
    const [entry] = await auditOf('session.revoke');
    expect(entry).toMatchObject({ targetId: sidOf(b), actorEmail: TEST_ACCOUNTS.staff.email });
  });

  it("never lists another account's sessions; signing one of them out is a 404 that changes nothing", async () => {
    const staff = await signIn('staff', CHROME_WINDOWS);
    const admin = await signIn('admin', CHROME_WINDOWS);
    const staffIds = (await sessions(staff)).map((s) => s._id);
    const adminIds = (await sessions(admin)).map((s) => s._id);
    expect(adminIds).toContain(sidOf(admin));
    expect(staffIds).toContain(sidOf(staff));
    expect(staffIds.filter((id) => adminIds.includes(id))).toEqual([]);

    for (const [token, other] of [
      [staff, sidOf(admin)],
      [admin, sidOf(staff)],
    ] as const) {
      const r = await send(token, 'DELETE', `/api/admin/sessions/${other}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({
        success: false,
        code: 'SESSION_NOT_FOUND',
        message: SESSION_MESSAGES.notFound,
      });
    }
    expect(await me(admin)).toBe(200);
    expect(await me(staff)).toBe(200);
    expect((await send(staff, 'DELETE', '/api/admin/sessions/not-a-session')).statusCode).toBe(404);
  });

  it('"sign out the other devices" keeps this session and ends every other one of the account', async () => {
    const here = await signIn('staff', CHROME_WINDOWS);
    const others = [await signIn('staff', SAFARI_IPHONE), await signIn('staff', 'curl/8.0')];
    const admin = await signIn('admin', CHROME_WINDOWS);
    const r = await send(here, 'POST', '/api/admin/sessions/revoke-others');
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toMatch(/^Đã đăng xuất \d+ phiên trên các thiết bị khác$/);
    expect(await me(here)).toBe(200);
    for (const token of others) expect(await me(token)).toBe(401);
    expect(await me(admin)).toBe(200); // another account is untouched
    expect((await sessions(here)).map((s) => s._id)).toEqual([sidOf(here)]);
    expect((await sessions(here))[0]).toMatchObject({ current: true, device: 'Chrome 131 trên Windows' });
  });

  it('logout ends its own session only; a password change ends them all and goes on in a new one', async () => {
    const a = await signIn('staff', CHROME_WINDOWS);
    const b = await signIn('staff', SAFARI_IPHONE);
    expect((await send(a, 'POST', '/api/admin/logout')).statusCode).toBe(200);
    expect(await me(a)).toBe(401);
    expect(await me(b)).toBe(200);
    const [logout] = await auditOf('auth.logout');
    expect(logout).toMatchObject({ targetId: sidOf(a) });

    const c = await signIn('staff', 'curl/8.0');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${b}` },
      payload: { currentPassword: 'Staff@12345', newPassword: 'Staff@12345', confirmPassword: 'Staff@12345' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect(await me(b)).toBe(401);
    expect(await me(c)).toBe(401);
    expect(await me(fresh)).toBe(200);
    expect((await sessions(fresh)).map((s) => s._id)).toEqual([sidOf(fresh)]);
  });

  it('writes "last used" at most once a minute, and prunes sessions older than the token lifetime', async () => {
    const token = await signIn('admin', CHROME_WINDOWS);
    const first = (await sessions(token)).find((s) => s.current)!;
    const signedInAt = now;
    now += 30_000;
    expect((await sessions(token)).find((s) => s.current)?.lastUsedAt).toBe(first.lastUsedAt);
    now += 31_000;
    await me(token); // over a minute since the last write: this request records its use
    const touched = (await sessions(token)).find((s) => s.current)!;
    expect(Date.parse(touched.lastUsedAt)).toBe(now);
    expect(touched.createdAt).toBe(first.createdAt);

    // past the token lifetime the token has expired and its row is pruned at the next run
    now = signedInAt + TTL_SECONDS * 1000 + 1000;
    expect(await me(token)).toBe(401);
    const pruned = await t.app.auth.pruneSessions();
    expect(pruned).toBeGreaterThanOrEqual(1);
    now += 1000;
    const later = await signIn('admin', CHROME_WINDOWS);
    expect((await sessions(later)).map((s) => s._id)).toEqual([sidOf(later)]);
  });
});
