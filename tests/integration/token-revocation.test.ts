import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../../src/server/modules/accounts/accounts.repository.ts';
import { TEST_ACCOUNTS } from '../helpers/accounts.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// Each change below must end the sessions opened before it (issue: token version).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

async function idOf(token: string): Promise<string> {
  return (await t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).json()
    .data._id;
}

describe('token revocation', () => {
  it('a password change revokes older tokens and answers a working new one', async () => {
    const old = await login(t.app, 'staff');
    const newPassword = 'Changed@123';
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${old}` },
      payload: { currentPassword: 'nope-nope', newPassword, confirmPassword: newPassword },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mật khẩu hiện tại không chính xác');
    expect(await me(old)).toBe(200);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${old}` },
      payload: {
        currentPassword: TEST_ACCOUNTS.staff.password,
        newPassword: 'weakpass',
        confirmPassword: 'weakpass',
      },
    });
    expect(weak.statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${old}` },
      payload: { currentPassword: TEST_ACCOUNTS.staff.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    expect(await me(old)).toBe(401);
    expect(await me(changed.json().token)).toBe(200);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ACCOUNTS.staff.email, password: newPassword },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('a role change revokes older tokens', async () => {
    const token = await login(t.app, 'admin');
    const accounts = createAccountsRepository(t.app.db);
    const id = await idOf(token);
    await accounts.update(id, { role: 'admin' }, true);
    expect(await me(token)).toBe(401);
  });

  it('deleting an account revokes its tokens and blocks its login', async () => {
    const token = await login(t.app, 'admin');
    const accounts = createAccountsRepository(t.app.db);
    await accounts.trash([await idOf(token)], { at: new Date(), accountId: await idOf(token) });
    expect(await me(token)).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ACCOUNTS.admin,
    });
    expect(again.statusCode).toBe(401);
  });
});
