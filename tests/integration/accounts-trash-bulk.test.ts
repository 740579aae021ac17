import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/domain/accounts/account.schema.ts';
import { PERMISSIONS } from '../../src/domain/auth/permissions.ts';
import { call, createAccount, signIn, signInAccountManager } from '../helpers/account-factory.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// the accounts trash in bulk (spec 002 §2, §8). The screen sends one call per account (spec 002
// §7) and counts the refusals; here each bulk is those calls, with one account failing, and the counted message.
// Its own database: the last-admin case locks the seeded admin out.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function inTrash(role: 'admin' | 'staff' = 'staff') {
  n += 1;
  const input = {
    fullName: `Hàng Loạt ${'ABCDEFGHIJ'[n % 10]}`,
    email: `hang.loat${n}@example.com`,
    password: 'Loat@12345',
    role,
  };
  const id = await createAccount(t.app, admin, input);
  expect((await call(t.app, admin, 'DELETE', `/api/admin/staffs/${id}`)).statusCode).toBe(200);
  return { id, ...input };
}
/** What the trash screen does for a bulk: every call, then the count of refusals. */
async function bulk(token: string, kind: 'restore' | 'permanent', ids: string[]) {
  const answers = await Promise.all(
    ids.map((id) =>
      kind === 'restore'
        ? call(t.app, token, 'POST', `/api/admin/staffs/${id}/restore`)
        : call(t.app, token, 'DELETE', `/api/admin/staffs/${id}?permanent=true`),
    ),
  );
  const failed = answers.filter((a) => a.statusCode !== 200).length;
  const message =
    failed === 0
      ? null
      : kind === 'restore'
        ? ACCOUNT_MESSAGES.bulkRestoreFailed(failed)
        : ACCOUNT_MESSAGES.bulkDeletePermanentlyFailed(failed, ids.length);
  return { answers, message };
}
const trashIds = async () =>
  (await call(t.app, admin, 'GET', '/api/admin/deleted-staffs?limit=100'))
    .json()
    .data.map((a: { _id: string }) => a._id);

describe('accounts trash, bulk actions with a partial failure (spec 002 §8)', () => {
  it('bulk restore where one account was deleted for good meanwhile: the others come back, "Không thể khôi phục 1 tài khoản"', async () => {
    const [a, b, c] = [await inTrash(), await inTrash(), await inTrash()];
    expect((await call(t.app, admin, 'DELETE', `/api/admin/staffs/${b.id}?permanent=true`)).statusCode).toBe(
      200,
    );
    const { answers, message } = await bulk(admin, 'restore', [a.id, b.id, c.id]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 200]);
    expect(answers[1]!.json()).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.notInTrash });
    expect(message).toBe('Không thể khôi phục 1 tài khoản');
    expect(await trashIds()).not.toContain(a.id);
    expect(await trashIds()).not.toContain(c.id);
    expect((await call(t.app, admin, 'GET', `/api/admin/staffs/${a.id}`)).json().data.isDeleted).toBe(false);
    await signIn(t.app, c.email, c.password); // restored accounts sign in again
  });

  it('bulk permanent delete where one was deleted for good meanwhile: "Không thể xóa vĩnh viễn 1/2 tài khoản"', async () => {
    const [a, b] = [await inTrash(), await inTrash()];
    expect((await call(t.app, admin, 'DELETE', `/api/admin/staffs/${a.id}?permanent=true`)).statusCode).toBe(
      200,
    );
    const { answers, message } = await bulk(admin, 'permanent', [a.id, b.id]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 200]);
    expect(answers[0]!.json()).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.notFound });
    expect(message).toBe('Không thể xóa vĩnh viễn 1/2 tài khoản');
    expect((await call(t.app, admin, 'GET', `/api/admin/staffs/${b.id}`)).statusCode).toBe(404);
    expect(await trashIds()).not.toContain(b.id);
  });

  it('bulk permanent delete reaching the last active admin (restored meanwhile): that one is refused, the rest go', async () => {
    // an account manager holding every permission through a custom role (not the admin role) works the trash
    const managerToken = await signInAccountManager(t.app, admin, PERMISSIONS);

    const staff = await inTrash();
    const lastAdmin = await inTrash('admin');
    // meanwhile the admin comes back, signs in, and locks the seeded admin out: it is now the only active admin
    expect((await call(t.app, admin, 'POST', `/api/admin/staffs/${lastAdmin.id}/restore`)).statusCode).toBe(
      200,
    );
    const lastToken = await signIn(t.app, lastAdmin.email, lastAdmin.password);
    const seededId = (await call(t.app, admin, 'GET', '/api/admin/me')).json().data._id;
    expect(
      (await call(t.app, lastToken, 'PUT', `/api/admin/staffs/${seededId}`, { status: 'inactive' }))
        .statusCode,
    ).toBe(200);

    const { answers, message } = await bulk(managerToken, 'permanent', [staff.id, lastAdmin.id]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 409]);
    expect(answers[1]!.json()).toMatchObject({ code: 'LAST_ADMIN', message: ACCOUNT_MESSAGES.lastAdmin });
    expect(message).toBe('Không thể xóa vĩnh viễn 1/2 tài khoản');
    // the last admin is untouched and still administers the site
    expect((await call(t.app, lastToken, 'GET', '/api/admin/accounts')).statusCode).toBe(200);
    expect((await call(t.app, lastToken, 'GET', `/api/admin/staffs/${staff.id}`)).statusCode).toBe(404);
  });
});
