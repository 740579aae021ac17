import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ROLE_MESSAGES } from '../../src/domain/accounts/account.schema.ts';
import { PASSWORD_RULE_MESSAGE } from '../../src/domain/accounts/password.schema.ts';
import { PERMISSIONS } from '../../src/domain/auth/permissions.ts';
import { call, createAccount, createRole, signIn, signInAccountManager } from '../helpers/account-factory.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// decision 016: the accounts and roles API, every message and protection rule, and what is audited.
let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  adminId = (await call(t.app, admin, 'GET', '/api/admin/me')).json().data._id;
});
afterAll(async () => {
  await t.close();
});

const me = async (token: string) => (await call(t.app, token, 'GET', '/api/admin/me')).statusCode;
let counter = 0;
const fresh = (role: 'admin' | 'staff' = 'staff') => {
  counter += 1;
  return {
    fullName: `Người Thử ${'ABCDEFGHIJ'[counter % 10]}`,
    email: `nguoi.thu${counter}@example.com`,
    password: 'Matkhau@123',
    role,
  };
};
async function auditOf(action: string) {
  const r = await call(t.app, admin, 'GET', `/api/admin/audit?action=${action}&limit=100`);
  expect(r.statusCode).toBe(200);
  return r.json().data as Array<{
    targetId: string;
    before: unknown;
    after: unknown;
    actorEmail: string;
    ip: string;
  }>;
}

describe('POST /api/admin/staffs (spec 002 §5, §8)', () => {
  it('creates an account with the e-mail lower-cased; it signs in with the built-in role of its form', async () => {
    const input = { ...fresh(), email: 'Moi.Nhan.Vien@Example.COM' };
    const r = await call(t.app, admin, 'POST', '/api/admin/staffs', {
      ...input,
      confirmPassword: input.password,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.created,
      data: {
        email: 'moi.nhan.vien@example.com',
        role: 'staff',
        status: 'active',
        roles: [{ key: 'staff' }],
      },
    });
    const token = await signIn(t.app, 'moi.nhan.vien@example.com', input.password);
    const mine = (await call(t.app, token, 'GET', '/api/admin/me')).json().data;
    expect(mine.permissions.sort()).toEqual(['news.publish', 'news.write.own']);
    const [entry] = await auditOf('account.create');
    expect(entry).toMatchObject({ targetId: r.json().data._id, actorEmail: TEST_ACCOUNTS.admin.email });
  });

  it('refuses an e-mail in use, whatever its case and even in the trash: EMAIL_EXISTS', async () => {
    const r = await call(t.app, admin, 'POST', '/api/admin/staffs', {
      ...fresh(),
      email: 'STAFF@example.com',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'EMAIL_EXISTS', message: 'Email này đã được sử dụng' });
    const trashed = fresh();
    const id = await createAccount(t.app, admin, trashed);
    expect((await call(t.app, admin, 'DELETE', `/api/admin/staffs/${id}`)).statusCode).toBe(200);
    const again = await call(t.app, admin, 'POST', '/api/admin/staffs', { ...fresh(), email: trashed.email });
    expect(again.json().code).toBe('EMAIL_EXISTS');
  });

  it.each([
    [{ fullName: '' }, 'fullName', ACCOUNT_MESSAGES.nameRequired],
    [{ fullName: 'Ab' }, 'fullName', ACCOUNT_MESSAGES.nameLength],
    [{ fullName: 'A'.repeat(51) }, 'fullName', ACCOUNT_MESSAGES.nameLength],
    [{ fullName: 'Nguyễn Văn 3' }, 'fullName', ACCOUNT_MESSAGES.nameLetters],
    [{ email: 'khong-phai-email' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
    [{ password: 'short' }, 'password', 'Mật khẩu phải có ít nhất 8 ký tự'],
    [{ password: 'matkhauyeu1@' }, 'password', PASSWORD_RULE_MESSAGE],
    [{ confirmPassword: 'Khac@1234' }, 'confirmPassword', ACCOUNT_MESSAGES.confirmMismatch],
    [{ role: '' }, 'role', ACCOUNT_MESSAGES.roleRequired],
    [{ role: 'owner' }, 'role', ACCOUNT_MESSAGES.roleInvalid],
  ])('refuses %j with the field message', async (change, field, message) => {
    const r = await call(t.app, admin, 'POST', '/api/admin/staffs', { ...fresh(), ...change });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[field]).toBe(message);
  });
});

describe('GET /api/admin/accounts', () => {
  it('searches by name or e-mail ignoring case and diacritics, and pages', async () => {
    await createAccount(t.app, admin, { ...fresh(), fullName: 'Trần Thị Ngọc Ánh' });
    const byName = await call(t.app, admin, 'GET', '/api/admin/accounts?search=ngoc%20ANH');
    expect(byName.json().data.map((a: { fullName: string }) => a.fullName)).toEqual(['Trần Thị Ngọc Ánh']);
    const byEmail = await call(t.app, admin, 'GET', '/api/admin/accounts?search=STAFF@EXAMPLE');
    expect(byEmail.json().data.map((a: { email: string }) => a.email)).toEqual(['staff@example.com']);
    const page = await call(t.app, admin, 'GET', '/api/admin/accounts?limit=2&page=1');
    expect(page.json().data).toHaveLength(2);
    expect(page.json().pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.json().pagination.total).toBeGreaterThan(2);
    const bad = await call(t.app, admin, 'GET', '/api/admin/accounts?page=0');
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/staffs/:id', () => {
  it('updates the name; e-mail is read-only; nothing changed is refused with its message', async () => {
    const input = fresh();
    const id = await createAccount(t.app, admin, input);
    const renamed = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, {
      fullName: 'Tên Mới Hẳn',
      email: input.email,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.updated,
      data: { fullName: 'Tên Mới Hẳn' },
    });
    const same = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, {
      fullName: 'Tên Mới Hẳn',
      role: 'staff',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'NO_CHANGES', message: 'Không có thay đổi để lưu' });
    const email = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, { email: 'other@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toBe(ACCOUNT_MESSAGES.emailReadOnly);
    const missing = await call(
      t.app,
      admin,
      'PUT',
      '/api/admin/staffs/00000000-0000-4000-8000-000000000000',
      {
        fullName: 'Ai Đó Khác',
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy tài khoản');
    const [entry] = await auditOf('account.update');
    expect(entry).toMatchObject({
      targetId: id,
      before: { fullName: input.fullName },
      after: { fullName: 'Tên Mới Hẳn' },
    });
  });

  it('an admin sets a new password for a staff account: old sessions end, the new password signs in', async () => {
    const input = fresh();
    const id = await createAccount(t.app, admin, input);
    const token = await signIn(t.app, input.email, input.password);
    const weak = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, {
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const r = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, {
      password: 'DatLai@2024',
      confirmPassword: 'DatLai@2024',
    });
    expect(r.statusCode).toBe(200);
    expect(await me(token)).toBe(401);
    await signIn(t.app, input.email, 'DatLai@2024');
  });

  it('demoting or locking an account ends its sessions at once (within the same second)', async () => {
    const input = fresh('admin');
    const id = await createAccount(t.app, admin, input);
    const token = await signIn(t.app, input.email, input.password);
    expect(await me(token)).toBe(200);
    await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, { role: 'staff' });
    expect(await me(token)).toBe(401);
    const again = await signIn(t.app, input.email, input.password);
    expect((await call(t.app, again, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
    const locked = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, { status: 'inactive' });
    expect(locked.json().data.status).toBe('inactive');
    expect(await me(again)).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: input.email, password: input.password },
    });
    // decision 024: a locked account answers as a wrong password does, whatever the password
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('DELETE /api/admin/staffs/:id, the trash and restore', () => {
  it('to the trash (sessions end), listed in deleted-staffs, restored with PUT isDeleted false, then gone for good', async () => {
    const input = fresh();
    const id = await createAccount(t.app, admin, input);
    const token = await signIn(t.app, input.email, input.password);
    const del = await call(t.app, admin, 'DELETE', `/api/admin/staffs/${id}`);
    expect(del.json()).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.deleted });
    expect(await me(token)).toBe(401);
    const trash = await call(t.app, admin, 'GET', '/api/admin/deleted-staffs');
    expect(trash.json().data.map((a: { _id: string }) => a._id)).toContain(id);
    const list = await call(t.app, admin, 'GET', '/api/admin/accounts?limit=100');
    expect(list.json().data.map((a: { _id: string }) => a._id)).not.toContain(id);

    const restored = await call(t.app, admin, 'PUT', `/api/admin/staffs/${id}`, { isDeleted: false });
    expect(restored.json()).toMatchObject({ message: ACCOUNT_MESSAGES.restored, data: { isDeleted: false } });
    await signIn(t.app, input.email, input.password);
    expect((await call(t.app, admin, 'POST', `/api/admin/staffs/${id}/restore`)).statusCode).toBe(404);

    const deleted = await call(t.app, admin, 'DELETE', `/api/admin/staffs/${id}?permanent=true`);
    expect(deleted.json()).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.deletedPermanently });
    expect((await call(t.app, admin, 'GET', `/api/admin/staffs/${id}`)).statusCode).toBe(404);
    const actions = (await call(t.app, admin, 'GET', '/api/admin/audit?limit=100'))
      .json()
      .data.filter((e: { targetId: string }) => e.targetId === id)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['account.delete', 'account.restore', 'account.delete-permanently']),
    );
  });

  it('an admin cannot delete their own account', async () => {
    const r = await call(t.app, admin, 'DELETE', `/api/admin/staffs/${adminId}`);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'SELF_DELETE', message: ACCOUNT_MESSAGES.selfDelete });
    const deleted = await call(t.app, admin, 'DELETE', `/api/admin/staffs/${adminId}?permanent=true`);
    expect(deleted.json().code).toBe('SELF_DELETE');
    expect(await me(admin)).toBe(200);
  });
});

describe('the last active admin', () => {
  it('can never be deleted, demoted, locked or lose the admin role, whoever asks', async () => {
    const t2 = await createTestApp();
    try {
      const seedAdmin = await login(t2.app, 'admin');
      const seedAdminId = (await call(t2.app, seedAdmin, 'GET', '/api/admin/me')).json().data._id;
      const other = {
        fullName: 'Quản Trị Hai',
        email: 'qt2@example.com',
        password: 'QuanTri@22',
        role: 'admin' as const,
      };
      const otherId = await createAccount(t2.app, seedAdmin, other);
      const otherToken = await signIn(t2.app, other.email, other.password);
      // two admins: one may go
      expect(
        (await call(t2.app, otherToken, 'PUT', `/api/admin/staffs/${seedAdminId}`, { role: 'staff' }))
          .statusCode,
      ).toBe(200);
      // now `other` is the last one: nobody may remove it, in any way
      const staffRole = (await call(t2.app, otherToken, 'GET', '/api/roles'))
        .json()
        .data.find((r: { key: string | null }) => r.key === 'staff')._id;
      const attempts = [
        await call(t2.app, otherToken, 'PUT', `/api/admin/staffs/${otherId}`, { role: 'staff' }),
        await call(t2.app, otherToken, 'PUT', `/api/accounts/${otherId}/roles`, { roles: [staffRole] }),
      ];
      for (const r of attempts) {
        expect(r.statusCode).toBe(409);
        expect(r.json()).toMatchObject({ code: 'LAST_ADMIN', message: ACCOUNT_MESSAGES.lastAdmin });
      }
      // an account holding every permission through a custom role, not the built-in admin role, is refused too
      const managerToken = await signInAccountManager(t2.app, otherToken, PERMISSIONS);
      for (const r of [
        await call(t2.app, managerToken, 'DELETE', `/api/admin/staffs/${otherId}`),
        await call(t2.app, managerToken, 'DELETE', `/api/admin/staffs/${otherId}?permanent=true`),
        await call(t2.app, managerToken, 'PUT', `/api/admin/staffs/${otherId}`, { status: 'inactive' }),
        await call(t2.app, managerToken, 'PUT', `/api/admin/staffs/${otherId}`, { role: 'staff' }),
      ]) {
        expect(r.statusCode).toBe(409);
        expect(r.json().code).toBe('LAST_ADMIN');
      }
      const lock = await call(t2.app, otherToken, 'PUT', `/api/admin/staffs/${otherId}`, {
        status: 'inactive',
      });
      expect(lock.json().code).toBe('SELF_LOCK');
      expect((await call(t2.app, otherToken, 'GET', '/api/admin/me')).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('two admins demoting each other at the same moment: one wins, an admin remains', async () => {
    const t3 = await createTestApp();
    try {
      const a = await login(t3.app, 'admin');
      const aId = (await call(t3.app, a, 'GET', '/api/admin/me')).json().data._id;
      const b = {
        fullName: 'Quản Trị Ba',
        email: 'qt3@example.com',
        password: 'QuanTri@33',
        role: 'admin' as const,
      };
      const bId = await createAccount(t3.app, a, b);
      const bToken = await signIn(t3.app, b.email, b.password);
      const [r1, r2] = await Promise.all([
        call(t3.app, a, 'PUT', `/api/admin/staffs/${bId}`, { role: 'staff' }),
        call(t3.app, bToken, 'PUT', `/api/admin/staffs/${aId}`, { role: 'staff' }),
      ]);
      const statuses = [r1.statusCode, r2.statusCode].sort();
      // the loser is refused as the last admin, or (already demoted) no longer signed in
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = (await t3.app.db.execute(
        "select count(*)::int as n from accounts where role = 'admin' and not is_deleted and is_active" as never,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(admins.rows[0]!.n).toBe(1);
    } finally {
      await t3.close();
    }
  });
});

describe('roles (spec 002 §7 Roles)', () => {
  it('lists the built-in roles and the catalogue; built-in roles cannot be changed or deleted', async () => {
    const roles = (await call(t.app, admin, 'GET', '/api/roles')).json().data;
    const admins = roles.find((r: { key: string }) => r.key === 'admin');
    expect(admins).toMatchObject({ builtIn: true, name: 'Quản trị viên' });
    expect(admins.permissions).toContain('accounts.manage');
    const catalogue = (await call(t.app, admin, 'GET', '/api/roles/permissions')).json().data;
    expect(catalogue.map((p: { key: string }) => p.key)).toEqual(
      expect.arrayContaining(['chat.answer', 'chat.train', 'system.manage']),
    );
    for (const r of [
      await call(t.app, admin, 'PUT', `/api/roles/${admins._id}`, {
        name: 'X',
        permissions: ['chat.answer'],
      }),
      await call(t.app, admin, 'DELETE', `/api/roles/${admins._id}`),
    ]) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(ROLE_MESSAGES.builtIn);
    }
  });

  it('validates a role: name, duplicate name, permissions from the catalogue only', async () => {
    const empty = await call(t.app, admin, 'POST', '/api/roles', { name: ' ', permissions: ['chat.answer'] });
    expect(empty.json().errors.name).toBe(ROLE_MESSAGES.nameRequired);
    const none = await call(t.app, admin, 'POST', '/api/roles', { name: 'Trống', permissions: [] });
    expect(none.json().errors.permissions).toBe(ROLE_MESSAGES.permissionsRequired);
    const bad = await call(t.app, admin, 'POST', '/api/roles', { name: 'Sai', permissions: ['root'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().errors)).toContain(ROLE_MESSAGES.permissionInvalid);
    await createRole(t.app, admin, 'Biên tập trưởng', ['news.write.any', 'news.publish']);
    const dup = await call(t.app, admin, 'POST', '/api/roles', {
      name: 'biên tập trưởng',
      permissions: ['news.publish'],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ROLE_EXISTS', message: ROLE_MESSAGES.nameExists });
  });

  it('a support agent: the new right works on the next request; rights taken away end the old token', async () => {
    const input = fresh();
    const id = await createAccount(t.app, admin, input);
    const token = await signIn(t.app, input.email, input.password);
    const support = await createRole(t.app, admin, 'Hỗ trợ trực tuyến', ['chat.answer', 'dashboard.view']);
    // granting: the same token gains the rights at once
    const staffRole = (await call(t.app, admin, 'GET', '/api/roles'))
      .json()
      .data.find((r: { key: string | null }) => r.key === 'staff')._id;
    await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, { roles: [staffRole, support] });
    expect((await call(t.app, token, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    // taking news away (support only): the old token is gone; the new session has chat and nothing of news
    // the live-chat socket's question, outside HTTP: the same answer
    expect(await t.app.auth.authorize(token, 'chat.answer')).toMatchObject({ email: input.email });
    expect(await t.app.auth.authorize(token, 'chat.train')).toBeNull();
    expect(await t.app.services.accounts.hasPermission(id, 'chat.answer')).toBe(true);
    const r = await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, { roles: [support] });
    expect(r.json().data.roles.map((x: { name: string }) => x.name)).toEqual(['Hỗ trợ trực tuyến']);
    expect(await me(token)).toBe(401);
    const next = await signIn(t.app, input.email, input.password);
    expect((await call(t.app, next, 'GET', '/api/news/trash')).statusCode).toBe(403);
    expect((await call(t.app, next, 'GET', '/api/admin/me')).json().data.permissions).toEqual([
      'chat.answer',
      'dashboard.view',
    ]);
    // editing the role to drop a permission ends its holders' sessions too
    await call(t.app, admin, 'PUT', `/api/roles/${support}`, {
      name: 'Hỗ trợ trực tuyến',
      permissions: ['chat.answer'],
    });
    expect(await me(next)).toBe(401);
    const third = await signIn(t.app, input.email, input.password);
    expect((await call(t.app, third, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
    // a role someone holds is not deleted (decision 024); given another role, the holder's old session ends
    const held = await call(t.app, admin, 'DELETE', `/api/roles/${support}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(ROLE_MESSAGES.inUse(1));
    await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, { roles: [staffRole] });
    expect(await me(third)).toBe(401);
    expect((await call(t.app, admin, 'DELETE', `/api/roles/${support}`)).statusCode).toBe(200);
    const unknown = await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, {
      roles: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const emptyRoles = await call(t.app, admin, 'PUT', `/api/accounts/${id}/roles`, { roles: [] });
    expect(emptyRoles.json().errors.roles).toBe(ROLE_MESSAGES.rolesRequired);
  });
});

const withConfirm = (input: ReturnType<typeof fresh>) => ({ ...input, confirmPassword: input.password });

describe('nobody grants rights they do not hold', () => {
  it('an account manager that is not an admin cannot make an admin, take one over or widen a role', async () => {
    const manager = await signInAccountManager(
      t.app,
      admin,
      ['accounts.manage', 'chat.answer'],
      'ql.hotro@example.com',
    );
    const managerId = (await call(t.app, manager, 'GET', '/api/admin/me')).json().data._id;
    const roles = (await call(t.app, admin, 'GET', '/api/roles')).json().data as Array<{
      _id: string;
      key: string | null;
      name: string;
    }>;
    const adminRole = roles.find((r) => r.key === 'admin')!._id;
    const own = roles.find((r) => r.name === 'Quản lý ql.hotro@example.com')!;
    const refusals = [
      await call(t.app, manager, 'POST', '/api/admin/staffs', withConfirm(fresh('admin'))),
      await call(t.app, manager, 'POST', '/api/admin/staffs', withConfirm(fresh('staff'))), // news rights
      await call(t.app, manager, 'PUT', `/api/accounts/${managerId}/roles`, { roles: [adminRole] }),
      await call(t.app, manager, 'PUT', `/api/admin/staffs/${adminId}`, {
        password: 'Chiem@quyen1',
        confirmPassword: 'Chiem@quyen1',
      }),
      await call(t.app, manager, 'PUT', `/api/admin/staffs/${adminId}`, { status: 'inactive' }),
      await call(t.app, manager, 'DELETE', `/api/admin/staffs/${adminId}`),
      await call(t.app, manager, 'PUT', `/api/roles/${own._id}`, {
        name: own.name,
        permissions: [...PERMISSIONS],
      }),
      await call(t.app, manager, 'POST', '/api/roles', { name: 'Huấn luyện', permissions: ['chat.train'] }),
    ];
    for (const r of refusals) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json()).toMatchObject({ code: 'BEYOND_OWN_RIGHTS', message: ROLE_MESSAGES.beyondOwnRights });
    }
    // nothing changed: the admin still signs in with the old password, the manager holds what it held
    expect(await me(await login(t.app, 'admin'))).toBe(200);
    expect((await call(t.app, manager, 'GET', '/api/admin/me')).json().data.permissions).toEqual([
      'accounts.manage',
      'chat.answer',
    ]);
    const denied = await auditOf('permission.denied');
    expect(denied.find((d) => d.targetId === adminId)).toMatchObject({
      after: { needed: expect.any(Array) },
    });

    // within its own rights it works: a support role and an account holding it
    const support = await call(t.app, manager, 'POST', '/api/roles', {
      name: 'Hỗ trợ của quản lý',
      permissions: ['chat.answer'],
    });
    expect(support.statusCode).toBe(201);
    const agentId = await createAccount(t.app, admin, fresh());
    const given = await call(t.app, manager, 'PUT', `/api/accounts/${agentId}/roles`, {
      roles: [support.json().data._id],
    });
    // the account held the staff role (news rights the manager lacks): taking those away is beyond it too
    expect(given.statusCode).toBe(403);
    const blank = await createRole(t.app, admin, 'Chỉ chat', ['chat.answer']);
    await call(t.app, admin, 'PUT', `/api/accounts/${agentId}/roles`, { roles: [blank] });
    const swapped = await call(t.app, manager, 'PUT', `/api/accounts/${agentId}/roles`, {
      roles: [support.json().data._id],
    });
    expect(swapped.statusCode).toBe(200);
  });
});

describe('audit trail', () => {
  it('records sign-ins (success and failure, with IP and user agent) and permission denials; filters', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ACCOUNTS.staff.email, password: 'Sai@mat-khau1' },
      headers: { 'user-agent': 'audit-test-agent' },
    });
    const staff = await login(t.app, 'staff');
    await call(t.app, staff, 'GET', '/api/orders');
    const failures = await auditOf('auth.login.failure');
    expect(failures[0]).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'audit-test-agent',
      after: { email: TEST_ACCOUNTS.staff.email },
    });
    const denied = await auditOf('permission.denied');
    expect(denied[0]).toMatchObject({ actorEmail: TEST_ACCOUNTS.staff.email, targetId: 'GET /api/orders' });
    const byActor = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/audit?actor=${encodeURIComponent('STAFF@')}&limit=100`,
    );
    expect(
      byActor.json().data.every((e: { actorEmail: string }) => e.actorEmail === TEST_ACCOUNTS.staff.email),
    ).toBe(true);
    const bad = await call(t.app, admin, 'GET', '/api/admin/audit?from=hom-qua');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ngày không hợp lệ');
    expect((await call(t.app, staff, 'GET', '/api/admin/audit')).statusCode).toBe(403);
  });

  it('records another area’s trash action', async () => {
    const r = await call(t.app, admin, 'DELETE', '/api/products/admin/trash');
    expect(r.statusCode).toBe(200);
    const [entry] = await auditOf('trash.action');
    expect(entry).toMatchObject({ after: { method: 'DELETE', route: '/api/products/admin/trash' } });
  });

  it('keeps entries for the configured number of days', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const t4 = await createTestApp({ auditRetentionDays: 30 }, () => now);
    try {
      await login(t4.app, 'admin');
      now = new Date('2030-01-20T00:00:00Z');
      await login(t4.app, 'staff');
      now = new Date('2030-02-05T00:00:00Z');
      expect(await t4.app.services.audit.deleteExpired()).toBe(1);
      const left = await t4.app.services.audit.list({ page: 1, limit: 100 });
      expect(left.data.map((e) => e.actorEmail)).toEqual([TEST_ACCOUNTS.staff.email]);
    } finally {
      await t4.close();
    }
  });
});
