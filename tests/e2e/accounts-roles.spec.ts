import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiLogin, signInAs, waitForHydration } from './support/session.ts';

// decision 023: roles given from the screens one clicks to, real role counts, the audit trail in words, and a
// redirected page that says why; each at a desktop and a phone width, with axe (WCAG 2.1 AA, no violation).

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

async function createRoleOnScreen(page: Page, name: string, permission: string) {
  await page.goto('/admin/roles');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Tạo vai trò' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tên vai trò').fill(name);
  await dialog.getByLabel(permission).check();
  await dialog.getByRole('button', { name: 'Lưu vai trò' }).click();
  await expect(page.getByTestId('role-card').filter({ hasText: name })).toBeVisible();
}

const roleCard = (page: Page, name: string) =>
  page.getByTestId('role-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a custom role made on Vai trò is given from Thêm tài khoản and from the Sửa modal, shown everywhere, counted, and its rights are the account’s', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const stamp = `${width}${Date.now().toString(36)}`;
      const auditRole = `Xem nhật ký ${stamp}`;
      const chatRole = `Trả lời chat ${stamp}`;
      const person = {
        fullName: 'Đỗ Thị Vai Trò',
        email: `vai.tro.${stamp}@example.com`,
        password: 'VaiTro@2024',
      };
      await signInAs(page, request, 'admin');
      await createRoleOnScreen(page, auditRole, 'Xem nhật ký hoạt động');
      await createRoleOnScreen(page, chatRole, 'Trả lời chat trực tuyến');
      await expect(roleCard(page, auditRole)).toContainText('· 0 tài khoản');
      await expectNoViolations(page, 'roles');

      // Thêm tài khoản offers every role, the custom ones too
      await page.goto('/admin/accounts/add');
      await waitForHydration(page);
      await page.getByLabel('Họ tên').fill(person.fullName);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel(/^Mật khẩu/).fill(person.password);
      await page.getByLabel('Xác nhận mật khẩu').fill(person.password);
      const roles = page.getByTestId('account-roles');
      await expect(roles.getByLabel('Quản trị viên')).toBeVisible();
      await roles.getByLabel(auditRole).check();
      await expectNoViolations(page, 'add account');
      await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
      await expect(page).toHaveURL(/\/admin\/accounts\/list$/);
      await page.getByLabel('Tìm theo họ tên hoặc email').fill(person.email);
      const row = page.getByTestId('account-row').filter({ hasText: person.email });
      await expect(row).toContainText(auditRole);
      await expectNoViolations(page, 'accounts list');

      // the account really holds the role's rights: it lands on the audit trail, and only that entry shows
      const ownContext = await browser.newContext({ viewport: { width, height: 900 } });
      const own = await ownContext.newPage();
      await signInWithForm(own, person.email, person.password);
      await expect(own).toHaveURL(/\/admin\/audit$/);

      // the Sửa modal offers the same roles; the custom one given there shows in the list, the modal and the page
      await row.getByRole('button', { name: `Sửa ${person.fullName}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('account-roles').getByLabel(auditRole)).toBeChecked();
      await dialog.getByTestId('account-roles').getByLabel(chatRole).check();
      await expectNoViolations(page, 'edit modal');
      await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await expect(page.getByText('Cập nhật tài khoản thành công')).toBeVisible();
      await expect(row).toContainText(chatRole);
      await row.getByRole('button', { name: `Sửa ${person.fullName}` }).click();
      await expect(page.getByRole('dialog').getByTestId('account-roles').getByLabel(chatRole)).toBeChecked();
      await page.getByRole('dialog').getByRole('button', { name: 'Hủy' }).click();
      await row.getByRole('link', { name: person.fullName }).click();
      await expect(page).toHaveURL(/\/admin\/accounts\/edit\//);
      await expect(page.getByTestId('account-roles').getByLabel(chatRole)).toBeChecked();
      await expectNoViolations(page, 'edit page');

      // Vai trò counts the holders
      await page.goto('/admin/roles');
      await expect(roleCard(page, auditRole)).toContainText('· 1 tài khoản');
      await expect(roleCard(page, chatRole)).toContainText('· 1 tài khoản');

      // …and the account's next page load has both roles' rights
      await own.goto('/admin/audit');
      await waitForHydration(own);
      const nav = own.getByRole('navigation', { name: 'Điều hướng quản trị' });
      if (width < 768) await own.getByRole('button', { name: 'Mở menu quản trị' }).click();
      await expect(nav.getByRole('link', { name: 'Chat trực tuyến' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Nhật ký hoạt động' })).toBeVisible();
      await ownContext.close();
    });

    test('the audit trail reads as Vietnamese sentences, with the raw data behind a disclosure', async ({
      page,
      request,
    }) => {
      const staff = await apiLogin(request, 'staff');
      const refused = await request.get('/api/orders', {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(refused.status()).toBe(403);
      await signInAs(page, request, 'admin');
      await page.goto('/admin/audit');
      await waitForHydration(page);
      const entry = page
        .getByTestId('audit-row')
        .filter({ hasText: 'bị từ chối khi mở Đơn hàng' })
        .filter({ hasText: 'staff@example.com' })
        .first();
      await expect(entry).toContainText('cần quyền Quản lý đơn hàng');
      await expect(entry).not.toContainText('{"needed"');
      await expect(entry).not.toContainText('route GET');
      await entry.getByText('Dữ liệu gốc').click();
      await expect(entry.locator('pre')).toContainText('orders.manage');
      await expectNoViolations(page, 'audit');
    });

    test('a page the role may not open says why on the page it lands on', async ({ page, request }) => {
      await signInAs(page, request, 'staff');
      await page.goto('/admin/orders/list');
      await expect(page).toHaveURL(/\/admin\/news\/list$/);
      await waitForHydration(page);
      const notice = page.getByTestId('denied-notice');
      await expect(notice).toContainText('Bạn không thể mở trang “Danh sách đơn hàng”');
      await expect(notice).toContainText('không có quyền “Quản lý đơn hàng”');
      await expectNoViolations(page, 'redirect notice');
      await notice.getByRole('button', { name: 'Đóng' }).click();
      await expect(notice).toHaveCount(0);
    });
  });
}
