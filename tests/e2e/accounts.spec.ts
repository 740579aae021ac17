import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, signInAs, waitForHydration } from './support/session.ts';

// decision 016: accounts, roles and two-factor sign-in in Chromium, as an admin and a staff member do it.

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

const stamp = Date.now().toString(36);
// for tests that may run more than once in a worker (--repeat-each): a stamp of their own each time
const uniqueStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an admin adds a staff account; the staff signs in and sees only news; then a support role changes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = { fullName: 'Lê Văn Hỗ Trợ', email: `ho.tro.${stamp}@example.com`, password: 'HoTro@2024' };
  await signInAs(page, request, 'admin');
  await page.goto('/admin/accounts/list');
  await waitForHydration(page);
  await expect(page.getByTestId('account-row').first()).toBeVisible();
  await expectNoViolations(page, 'accounts list');
  // admin rows carry no edit or delete
  const adminRow = page.getByTestId('account-row').filter({ hasText: E2E_ACCOUNTS.admin.email });
  await expect(adminRow.getByRole('button')).toHaveCount(0);

  await page.getByRole('link', { name: 'Thêm tài khoản' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/add$/);
  await expectNoViolations(page, 'add account');
  await page.getByLabel('Họ tên').fill(staff.fullName);
  await page.getByLabel('Email').fill(staff.email.toUpperCase());
  // the role first: a mismatched confirmation shows its message on blur and moves the fields below it
  await page.getByTestId('account-roles').getByLabel('Nhân viên Content').check();
  await page.getByLabel(/^Mật khẩu/).fill(staff.password);
  await page.getByLabel('Xác nhận mật khẩu').fill('Khac@2024x');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
  await page.getByLabel('Xác nhận mật khẩu').fill(staff.password);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/list$/);
  await page.getByLabel('Tìm theo họ tên hoặc email').fill('ho tro');
  const row = page.getByTestId('account-row').filter({ hasText: staff.email });
  await expect(row).toBeVisible();

  // the staff member, in a browser of their own
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInWithForm(staffPage, staff.email, staff.password);
  await expect(staffPage).toHaveURL(/\/admin\/news\/list$/);
  const nav = staffPage.getByRole('navigation', { name: 'Điều hướng quản trị' });
  await expect(nav.getByRole('link')).toHaveText(['Tin tức']);
  await staffPage.goto('/admin/products/list');
  await expect(staffPage).toHaveURL(/\/admin\/news\/list$/);

  // the admin makes a support role from the catalogue
  await page.goto('/admin/roles');
  await waitForHydration(page);
  await expect(page.getByTestId('role-card').first()).toBeVisible();
  await expectNoViolations(page, 'roles');
  await page.getByRole('button', { name: 'Tạo vai trò' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tên vai trò').fill(`Hỗ trợ ${stamp}`);
  await dialog.getByLabel('Trả lời chat trực tuyến').check();
  await expectNoViolations(page, 'role form');
  await dialog.getByRole('button', { name: 'Lưu vai trò' }).click();
  await expect(page.getByTestId('role-card').filter({ hasText: `Hỗ trợ ${stamp}` })).toBeVisible();

  // … and gives it to the account instead of the staff role
  await page.goto('/admin/accounts/list');
  await page.getByLabel('Tìm theo họ tên hoặc email').fill(staff.email);
  const id = await (async () => {
    const r = await request.get(`/api/admin/accounts?search=${encodeURIComponent(staff.email)}`, {
      headers: { authorization: `Bearer ${(await apiLogin(request, 'admin')).token}` },
    });
    return (await r.json()).data[0]._id as string;
  })();
  await page.goto(`/admin/accounts/edit/${id}`);
  await waitForHydration(page);
  const roles = page.getByTestId('account-roles');
  await roles.getByLabel('Nhân viên Content').uncheck();
  await roles.getByLabel(`Hỗ trợ ${stamp}`).check();
  await expectNoViolations(page, 'edit account');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật tài khoản thành công')).toBeVisible();

  // the staff member's next request: the old token's rights are gone (401 → login) …
  await staffPage.goto('/admin/news/list');
  await expect(staffPage).toHaveURL(/\/admin\/login$/);
  // … and the new sign-in has the new rights only: live chat, no news
  await signInWithForm(staffPage, staff.email, staff.password);
  await expect(staffPage).toHaveURL(/\/admin\/chat\/live$/);
  await expect(nav.getByRole('link')).toHaveText(['Chat trực tuyến']);
  await staffPage.goto('/admin/news/list');
  await expect(staffPage).toHaveURL(/\/admin\/chat\/live$/);
  await staffContext.close();
});

test('the trash: delete, bulk restore, and permanent delete with its warning', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${admin.token}` };
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const r = await request.post('/api/admin/staffs', {
      headers,
      data: {
        fullName: `Thùng Rác ${'AB'[n - 1]}`,
        email: `trash${n}.${stamp}@example.com`,
        password: 'Rac@12345',
        role: 'staff',
      },
    });
    expect(r.status()).toBe(201);
    ids.push((await r.json()).data._id);
    expect((await request.delete(`/api/admin/staffs/${ids.at(-1)}`, { headers })).status()).toBe(200);
  }
  await signInAs(page, request, 'admin');
  await page.goto('/admin/accounts/trash');
  await waitForHydration(page);
  const rows = page.getByTestId('account-trash-row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await expectNoViolations(page, 'accounts trash');
  await page.getByLabel(`Chọn Thùng Rác A`).check();
  await page.getByLabel(`Chọn Thùng Rác B`).check();
  await page.getByRole('button', { name: 'Khôi phục' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Khôi phục' }).click();
  await expect(page.getByText('Khôi phục tài khoản thành công')).toBeVisible();
  await expect(rows).toHaveCount(0);

  expect((await request.delete(`/api/admin/staffs/${ids[0]}`, { headers })).status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Xóa vĩnh viễn Thùng Rác A' }).click();
  await expect(page.getByRole('dialog')).toContainText('Hành động này không thể hoàn tác!');
  await page.getByRole('dialog').getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(page.getByText('Không có tài khoản nào trong thùng rác')).toBeVisible();
});

test('an admin turns on two-factor and signs in with a code from the test’s own TOTP generator', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await apiLogin(request, 'admin');
  const second = {
    fullName: 'Quản Trị Hai Lớp',
    email: `qt.2fa.${stamp}@example.com`,
    password: 'HaiLop@2024',
  };
  const created = await request.post('/api/admin/staffs', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { ...second, role: 'admin' },
  });
  expect(created.status()).toBe(201);

  await signInWithForm(page, second.email, second.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /Hồ sơ của tôi/ }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByTestId('two-factor-state')).toHaveText('Đang tắt');
  await expectNoViolations(page, 'profile');
  await page.getByRole('button', { name: 'Bật xác thực hai lớp' }).click();
  await expect(page.getByRole('img', { name: 'Mã QR thiết lập xác thực hai lớp' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const now = () => Math.floor(Date.now() / 1000);
  await page.getByLabel('Mã xác thực').fill(await generate({ secret, epoch: now() }));
  await page.getByRole('button', { name: 'Xác nhận và bật' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByTestId('two-factor-state')).toHaveText('Đang bật');

  await page.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWithForm(page, second.email, second.password);
  await expect(page.getByRole('form', { name: 'Xác thực hai lớp' })).toBeVisible();
  await expectNoViolations(page, 'two-factor step');
  await page.getByLabel('Mã xác thực').fill('000000');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Mã xác thực không chính xác hoặc đã được sử dụng')).toBeVisible();
  // the next time step: a code used for the set-up is never accepted twice
  await page.getByLabel('Mã xác thực').fill(await generate({ secret, epoch: now() + 30 }));
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // the audit screen shows the sign-ins
  await page.goto('/admin/audit');
  await waitForHydration(page);
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await expectNoViolations(page, 'audit');
});

test('own sessions: one device signs the other out, whose next action lands on the login', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // an account of its own: signing "the other devices" out must not touch the sessions other tests use
  const admin = await apiLogin(request, 'admin');
  const owner = {
    fullName: 'Nguyễn Hai Máy',
    email: `hai.may.${uniqueStamp()}@example.com`,
    password: 'HaiMay@2024',
  };
  const created = await request.post('/api/admin/staffs', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { ...owner, role: 'staff' },
  });
  expect(created.status()).toBe(201);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInWithForm(other, owner.email, owner.password);
  await expect(other).toHaveURL(/\/admin\/news\/list$/);
  await signInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/news\/list$/);

  await page.getByRole('link', { name: /Hồ sơ của tôi/ }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Phiên này' })).toHaveCount(1);
  await expect(rows.first()).toContainText('Chrome');
  await expectNoViolations(page, 'profile sessions');

  // keyboard: the other session's "Đăng xuất" is reached and pressed like any button
  const signOutOther = rows.filter({ hasNotText: 'Phiên này' }).getByRole('button', { name: /^Đăng xuất/ });
  await signOutOther.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Đã đăng xuất phiên đăng nhập')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // the other browser's next action: its token is refused and it lands on the login
  await other.getByRole('link', { name: /Hồ sơ của tôi/ }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);

  // signed in there again, then "sign out the other devices" from here
  await signInWithForm(other, owner.email, owner.password);
  await expect(other).toHaveURL(/\/admin\/news\/list$/);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Đăng xuất khỏi các thiết bị khác' }).click();
  await expect(page.getByText('Đã đăng xuất 1 phiên trên các thiết bị khác')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/login$/);
  // this device is still signed in
  await page.goto('/admin/news/list');
  await expect(page).toHaveURL(/\/admin\/news\/list$/);
  await otherContext.close();
});

test('the trash in bulk: an account deleted for good meanwhile gives the counted partial-failure messages', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${admin.token}` };
  const run = uniqueStamp();
  const trashed = async (n: number) => {
    const r = await request.post('/api/admin/staffs', {
      headers,
      data: {
        fullName: `Hàng Loạt ${'ABCD'[n - 1]}`,
        email: `hang.loat${n}.${run}@example.com`,
        password: 'Loat@12345',
        role: 'staff',
      },
    });
    expect(r.status()).toBe(201);
    const id = (await r.json()).data._id as string;
    expect((await request.delete(`/api/admin/staffs/${id}`, { headers })).status()).toBe(200);
    return id;
  };
  const ids = [await trashed(1), await trashed(2), await trashed(3), await trashed(4)];
  await signInAs(page, request, 'admin');
  await page.goto('/admin/accounts/trash');
  await waitForHydration(page);
  const rows = page.getByTestId('account-trash-row').filter({ hasText: run });
  await expect(rows).toHaveCount(4);

  // bulk restore of 1 and 2, while another admin deletes 2 for good before the confirmation
  await page.getByLabel('Chọn Hàng Loạt A').check();
  await page.getByLabel('Chọn Hàng Loạt B').check();
  await page.getByRole('button', { name: 'Khôi phục' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await request.delete(`/api/admin/staffs/${ids[1]}?permanent=true`, { headers })).status()).toBe(
    200,
  );
  await dialog.getByRole('button', { name: 'Khôi phục' }).click();
  await expect(page.getByText('Không thể khôi phục 1 tài khoản')).toBeVisible();
  await expect(rows).toHaveCount(2);

  // bulk permanent delete of 3 and 4, with 4 deleted for good meanwhile
  await page.getByLabel('Chọn Hàng Loạt C').check();
  await page.getByLabel('Chọn Hàng Loạt D').check();
  await page.getByRole('button', { name: 'Xóa vĩnh viễn' }).first().click();
  await expect(dialog).toContainText('Hành động này không thể hoàn tác!');
  expect((await request.delete(`/api/admin/staffs/${ids[3]}?permanent=true`, { headers })).status()).toBe(
    200,
  );
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(page.getByText('Không thể xóa vĩnh viễn 1/2 tài khoản')).toBeVisible();
  await expect(rows).toHaveCount(0);
  const restored = await request.get(`/api/admin/staffs/${ids[0]}`, { headers });
  expect((await restored.json()).data).toMatchObject({ isDeleted: false });
  expect((await request.get(`/api/admin/staffs/${ids[2]}`, { headers })).status()).toBe(404);
});
