import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_MESSAGES } from '../../src/domain/accounts/account.schema.ts';
import { LOGIN_LIMITS } from '../../src/server/modules/auth/login-throttle.ts';
import { call, createAccount, createRole, signIn } from '../helpers/account-factory.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { mailSettings, startSmtpStub } from '../helpers/smtp-stub.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { weakArticle } from './news-fixtures.ts';

// The second security review (M2, L5, L6, L7, the locked-account oracle) and the roles screen's counts
// (docs/decisions/024-roles-held-and-budgets.md). Its own database: the budgets below lock accounts.
let now = new Date('2030-05-01T08:00:10Z');
const clock = () => now;
let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp(mailSettings(smtp.url), clock);
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});

const loginFrom = (payload: { email: string; password: string }, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
const me = async (token: string) => (await call(t.app, token, 'GET', '/api/admin/me')).json().data;
const person = (n: number) => ({
  fullName: `Người Xét ${'ABCDEFGHIJ'[n % 10]}`,
  email: `xet${n}@example.com`,
  password: 'Matkhau@123',
});

describe('the roles screen', () => {
  it('Vai trò shows how many accounts hold each role, not 0', async () => {
    const roleId = await createRole(t.app, admin, 'Đếm tài khoản', ['chat.answer']);
    for (const n of [1, 2]) {
      const id = await createAccount(t.app, admin, { ...person(n), role: 'staff' });
      expect(
        (await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, { roles: [roleId] })).statusCode,
      ).toBe(200);
    }
    const roles = (await call(t.app, admin, 'GET', '/api/roles')).json().data as Array<{
      _id: string;
      key: string | null;
      accountCount: number;
    }>;
    expect(roles.find((r) => r._id === roleId)?.accountCount).toBe(2);
    expect(roles.find((r) => r.key === 'admin')?.accountCount).toBeGreaterThanOrEqual(1);
  });

  it('a new account is given any role, a custom one included, from the add form', async () => {
    const roleId = await createRole(t.app, admin, 'Trả lời chat', ['chat.answer']);
    const r = await call(t.app, admin, 'POST', '/api/admin/staffs', {
      ...person(3),
      confirmPassword: person(3).password,
      role: 'staff',
      roles: [roleId],
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.roles).toEqual([expect.objectContaining({ _id: roleId, name: 'Trả lời chat' })]);
    const token = await signIn(t.app, person(3).email, person(3).password);
    expect((await me(token)).permissions).toEqual(['chat.answer']);
  });
});

describe('L6: no implicit role', () => {
  it('L6: an account left with no role holds no permission, also after the next start', async () => {
    const id = await createAccount(t.app, admin, { ...person(4), role: 'staff' });
    await t.app.db.execute(`delete from account_roles where account_id = '${id}'` as never);
    await t.app.services.accounts.ensureBuiltInRoles();
    const token = await signIn(t.app, person(4).email, person(4).password);
    expect((await me(token)).permissions).toEqual([]);
    expect((await call(t.app, token, 'GET', '/api/news/admin/list')).statusCode).toBe(403);
    const view = (await call(t.app, admin, 'GET', `/api/admin/staffs/${id}`)).json().data;
    expect(view.roles).toEqual([]);
  });

  it('L6: a role accounts hold is not deleted; the answer says how many hold it', async () => {
    const roleId = await createRole(t.app, admin, 'Vai trò đang dùng', ['chat.train']);
    const id = await createAccount(t.app, admin, { ...person(5), role: 'staff' });
    await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, { roles: [roleId] });
    const refused = await call(t.app, admin, 'DELETE', `/api/roles/${roleId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ROLE_MESSAGES.inUse(1));
    const token = await signIn(t.app, person(5).email, person(5).password);
    expect((await me(token)).permissions).toEqual(['chat.train']);
  });
});

describe('L7: a role an admin holds', () => {
  it('L7: an account manager cannot narrow a custom role an admin also holds, nor sign the admin out', async () => {
    const managerRole = await createRole(t.app, admin, 'Quản lý hỗ trợ', ['accounts.manage', 'chat.answer']);
    const managerId = await createAccount(t.app, admin, { ...person(6), role: 'staff' });
    await call(t.app, admin, 'PUT', `/api/accounts/${managerId}/roles`, { roles: [managerRole] });
    const manager = await signIn(t.app, person(6).email, person(6).password);

    const shared = await createRole(t.app, admin, 'Chat chung', ['chat.answer']);
    const otherAdminId = await createAccount(t.app, admin, { ...person(7), role: 'admin' });
    const adminRoleId = (await call(t.app, admin, 'GET', `/api/admin/staffs/${otherAdminId}`)).json().data
      .roles[0]._id;
    await call(t.app, admin, 'PUT', `/api/accounts/${otherAdminId}/roles`, { roles: [adminRoleId, shared] });
    const otherAdmin = await signIn(t.app, person(7).email, person(7).password);

    const narrowed = await call(t.app, manager, 'PUT', `/api/roles/${shared}`, {
      name: 'Chat chung',
      permissions: ['chat.answer'],
      description: 'đổi',
    });
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json().message).toBe(ROLE_MESSAGES.heldBeyondOwnRights);
    expect((await call(t.app, manager, 'DELETE', `/api/roles/${shared}`)).statusCode).toBe(403);
    expect((await call(t.app, otherAdmin, 'GET', '/api/admin/me')).statusCode).toBe(200);
    // a role only support agents hold stays the manager's to change
    const agentsOnly = await createRole(t.app, admin, 'Chỉ nhân viên hỗ trợ', ['chat.answer']);
    const ok = await call(t.app, manager, 'PUT', `/api/roles/${agentsOnly}`, {
      name: 'Chỉ nhân viên hỗ trợ',
      permissions: ['chat.answer'],
      description: 'đổi',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('L5: public answers never change with a token', () => {
  it('L5: a signed-in account, even a chat-only agent, gets the public news and products answers', async () => {
    const draft = await call(t.app, admin, 'POST', '/api/news/draft', weakArticle());
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json().data._id as string;
    const agentRole = await createRole(t.app, admin, 'Chỉ chat L5', ['chat.answer']);
    const agentId = await createAccount(t.app, admin, { ...person(8), role: 'staff' });
    await call(t.app, admin, 'PUT', `/api/accounts/${agentId}/roles`, { roles: [agentRole] });
    const agent = await signIn(t.app, person(8).email, person(8).password);

    for (const token of [agent, admin]) {
      const list = await call(t.app, token, 'GET', '/api/news?includeDrafts=true&limit=50');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((a: { _id: string }) => a._id)).not.toContain(draftId);
      expect((await call(t.app, token, 'GET', `/api/news/${draftId}`)).statusCode).toBe(404);
      const products = await call(t.app, token, 'GET', '/api/products?limit=50');
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/products?limit=50' });
      expect(products.json()).toEqual(anonymous.json());
    }
    // the admin screens read their own routes, guarded by permission
    expect((await call(t.app, agent, 'GET', '/api/news/admin/list')).statusCode).toBe(403);
    const adminList = await call(t.app, admin, 'GET', '/api/news/admin/list?limit=50');
    expect(adminList.json().data.map((a: { _id: string }) => a._id)).toContain(draftId);
    expect((await call(t.app, admin, 'GET', `/api/news/admin/${draftId}`)).statusCode).toBe(200);
    expect((await call(t.app, agent, 'GET', '/api/products/admin/list')).statusCode).toBe(403);
    expect((await call(t.app, admin, 'GET', '/api/products/admin/list')).statusCode).toBe(200);
  });
});

describe('a locked account', () => {
  it('answers the same whatever the password: no oracle', async () => {
    const id = await createAccount(t.app, admin, { ...person(9), role: 'staff' });
    expect(
      (await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, { status: 'inactive' })).statusCode,
    ).toBe(200);
    const right = await loginFrom({ email: person(9).email, password: person(9).password }, '10.70.0.1');
    const wrong = await loginFrom({ email: person(9).email, password: 'Sai@123456' }, '10.70.0.2');
    expect(right.statusCode).toBe(wrong.statusCode);
    expect(right.json()).toEqual(wrong.json());
  });
});

describe('M2: per-account budgets for sign-in and the second factor', () => {
  it('M2: 100 parallel wrong passwords from 20 addresses check at most the account budget', async () => {
    await login(t.app, 'staff'); // the owner's usual place: 127.0.0.1, inject's address
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        loginFrom({ email: TEST_ACCOUNTS.staff.email, password: `Sai@${i}abcdef` }, `10.80.${i % 20}.1`),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - checked);
    // the owner, from where they signed in before, still signs in (the test template's logins come from 127.0.0.1)
    expect((await loginFrom(TEST_ACCOUNTS.staff, '127.0.0.1')).statusCode).toBe(200);
  });

  it('M2: an IPv6 /64 counts as one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perIp + 3; i++) {
      const r = await loginFrom(
        { email: `khong-co${i}@example.com`, password: 'Sai@123456' },
        `2001:db8:7:7::${i + 1}`,
      );
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perIp).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_LIMITS.perIp)).toEqual([429, 429, 429]);
    expect(
      (await loginFrom({ email: 'khac@example.com', password: 'Sai@123456' }, '2001:db8:7:8::1')).statusCode,
    ).toBe(401);
  });

  it('M2: 200 parallel wrong TOTP codes from 40 addresses: at most the budget is checked, the second factor locks, tickets die, the owner is told', async () => {
    const id = await createAccount(t.app, admin, { ...person(10), role: 'staff' });
    const token = await signIn(t.app, person(10).email, person(10).password);
    const secret = (await call(t.app, token, 'POST', '/api/admin/2fa/setup')).json().data.secret as string;
    const code = () => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
    expect(
      (await call(t.app, token, 'POST', '/api/admin/2fa/enable', { code: await code() })).statusCode,
    ).toBe(200);
    now = new Date(now.getTime() + 60_000);

    const tickets = await Promise.all(
      // the password step from 20 places (within its own per-account budget); the codes then from 40
      Array.from({ length: 20 }, async (_, i) => {
        const r = await loginFrom({ email: person(10).email, password: person(10).password }, `10.90.${i}.1`);
        return r.json().ticket as string;
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login/2fa',
          payload: { ticket: tickets[i % 20], code: String(100000 + i) },
          remoteAddress: `10.90.${i % 40}.1`,
        }),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.secondFactorPerAccount);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(200 - checked);
    // the right code on an outstanding ticket from an unknown address is refused while locked
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/2fa',
      payload: { ticket: tickets[0], code: await code() },
      remoteAddress: '10.90.0.1',
    });
    expect(late.statusCode).toBe(429);
    // one lock, in the audit trail, naming the account
    const trail = (await call(t.app, admin, 'GET', '/api/admin/audit?action=auth.2fa.locked')).json().data;
    expect(trail.filter((e: { targetId: string }) => e.targetId === id)).toHaveLength(1);
    // …and one e-mail to the owner, through the outbox (SMTP_URL is set here)
    await vi.waitFor(
      () => expect(smtp.received.filter((m) => m.to.includes(person(10).email))).toHaveLength(1),
      { timeout: 10_000 },
    );
    expect(smtp.received.find((m) => m.to.includes(person(10).email))?.text).toMatch(/đổi mật khẩu/);
  });
});

describe('the audit trail in words', () => {
  it('entries carry the actor’s name and the target account’s e-mail, resolved when shown', async () => {
    const id = await createAccount(t.app, admin, { ...person(11), role: 'staff' });
    expect(
      (await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, { status: 'inactive' })).statusCode,
    ).toBe(200);
    const trail = (await call(t.app, admin, 'GET', '/api/admin/audit?action=account.update')).json().data;
    const mine = trail.find((e: { targetId: string }) => e.targetId === id);
    expect(mine).toMatchObject({ actorEmail: TEST_ACCOUNTS.admin.email, targetLabel: person(11).email });
    expect(mine.actorName).toEqual(expect.any(String));
  });

  it('trash actions name the item in words, also once it is deleted for good', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    const title = `Dịch vụ nhật ký ${Date.now()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers,
      payload: {
        title,
        price: 1_000_000,
        type: 'web',
        description: 'Thiết kế giao diện riêng\nTích hợp thanh toán',
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = created.json().data._id as string;
    for (const [method, url] of [
      ['DELETE', `/api/services/${id}`],
      ['PATCH', `/api/services/${id}/restore`],
      ['DELETE', `/api/services/${id}`],
      ['DELETE', `/api/services/${id}/permanent`],
    ] as const)
      expect((await t.app.inject({ method, url, headers })).statusCode).toBe(200);
    const trail = (await call(t.app, admin, 'GET', '/api/admin/audit?action=trash.action&limit=50')).json()
      .data as Array<{ targetId: string; targetLabel: string | null; after: { route: string } }>;
    const mine = trail.filter((e) => e.targetId === id);
    // four entries (entries of one instant have no order among them)
    expect(mine.map((e) => e.after.route).sort()).toEqual([
      '/api/services/:id',
      '/api/services/:id',
      '/api/services/:id/permanent',
      '/api/services/:id/restore',
    ]);
    for (const e of mine) expect(e.targetLabel).toBe(title);
  });
});
