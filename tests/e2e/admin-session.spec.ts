import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import {
  apiLogin,
  forgedToken,
  signInAs,
  someAdmin,
  storedCredentials,
  storeSession,
  waitForHydration,
} from './support/session.ts';

const numberFormat = new Intl.NumberFormat('vi-VN');

test.describe('admin login (spec 000 §5)', () => {
  test('an admin signs in and the dashboard shows the counts the server holds', async ({ page, request }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Đăng nhập' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Email').fill(E2E_ACCOUNTS.admin.email);
    await page.getByLabel('Mật khẩu').fill(E2E_ACCOUNTS.admin.password);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText('Đăng nhập thành công! Đang chuyển hướng...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();

    const { token } = await storedCredentials(page);
    expect(token).toBeTruthy();
    const response = await request.get('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as {
      data: { orders: number; services: number; news: number; bookings: number };
    };
    // the demo content is seeded on first start
    expect(data.services).toBeGreaterThan(0);
    expect(data.news).toBeGreaterThan(0);
    for (const key of ['orders', 'services', 'news', 'bookings'] as const) {
      await expect(page.getByTestId(`stat-${key}`)).toHaveText(numberFormat.format(data[key]));
    }
  });

  test('the form shows the schema messages and stays disabled while invalid', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Đăng nhập' });

    await page.getByLabel('Email').fill('khong-phai-email');
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
    await page.getByLabel('Email').fill('');
    await expect(page.getByText('Email không được để trống')).toBeVisible();

    await page.getByLabel('Mật khẩu').fill('12345');
    await expect(page.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('wrong credentials show the server message and keep the user on the login', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(E2E_ACCOUNTS.admin.email);
    await page.getByLabel('Mật khẩu').fill('Sai-mat-khau-1');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();

    await expect(page.getByText('Email hoặc mật khẩu không chính xác')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await storedCredentials(page)).token).toBeNull();
  });

  test('a signed-in admin opening the login is taken to the dashboard', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('/admin opens the dashboard', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('staff confinement (spec 000 §6)', () => {
  test('staff land on the news list and are sent back there from other areas', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(E2E_ACCOUNTS.staff.email);
    await page.getByLabel('Mật khẩu').fill(E2E_ACCOUNTS.staff.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/list$/);

    const nav = page.getByRole('navigation', { name: 'Điều hướng quản trị' });
    // entries by permission; staff see news only (the products entry they were sent away from is gone)
    await expect(nav.getByRole('link')).toHaveText(['Tin tức']);
    await expect(page.getByTestId('admin-role')).toHaveText('Nhân viên Content');

    await page.goto('/admin/accounts/list');
    await expect(page).toHaveURL(/\/admin\/news\/list$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/news\/list$/);

    await page.goto('/admin/products/list');
    await expect(page).toHaveURL(/\/admin\/news\/list$/);
    // the profile, from the header's user menu, is the one other screen staff open
    await page.goto('/admin/news/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Tạo bài viết' })).toBeVisible();
    await page.getByRole('link', { name: /Hồ sơ của tôi/ }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ của tôi' })).toBeVisible();
  });
});

test.describe('admin session rules (spec 000 §4)', () => {
  test('without a token the shell sends the visitor to the login', async ({ page }) => {
    await page.goto('/admin/orders/list');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  });

  test('an expired token is cleared and the user goes to the login', async ({ page }) => {
    await storeSession(page, forgedToken(Math.floor(Date.now() / 1000) - 60), someAdmin);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedCredentials(page)).toEqual({ token: null, info: null });
  });

  test('corrupt stored admin info clears the credentials', async ({ page, request }) => {
    const { token } = await apiLogin(request, 'admin');
    await page.goto('/admin/login');
    await page.evaluate((t) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminInfo', '{"fullName": 42');
    }, token);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedCredentials(page)).toEqual({ token: null, info: null });
  });

  test('a 401 from the API clears the session and goes to /admin/login', async ({ page }) => {
    // exp in the future, so the browser keeps it; the signature is wrong, so the server answers 401
    await storeSession(page, forgedToken(Math.floor(Date.now() / 1000) + 3600), someAdmin);
    const unauthorized = page.waitForResponse(
      // the shell asks /api/admin/me first (the account's permissions now), the screen its own data
      (response) => response.url().includes('/api/admin/') && response.status() === 401,
    );
    await page.goto('/admin/dashboard');
    await unauthorized;
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    expect(await storedCredentials(page)).toEqual({ token: null, info: null });
  });

  test('logout clears the credentials and returns to the login', async ({ page, request }) => {
    const { admin } = await signInAs(page, request, 'admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('admin-name')).toHaveText(admin.fullName);
    await expect(page.getByTestId('admin-role')).toHaveText('Quản trị viên');

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // the login page is shown and settled before its storage is read (reading it mid-navigation has no page to ask)
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await page.waitForLoadState('load');
    await expect.poll(() => storedCredentials(page)).toEqual({ token: null, info: null });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('admin shell (spec 000 §2)', () => {
  test('every entry of the route table opens inside the shell', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/chat/training');
    await expect(page.getByRole('heading', { level: 1, name: 'Huấn luyện chatbot' })).toBeVisible();
    await page.goto('/admin/products/edit/123');
    await expect(page.getByRole('heading', { level: 1, name: 'Chỉnh sửa sản phẩm' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Điều hướng quản trị' });
    await expect(nav.getByRole('link')).toHaveText([
      'Tổng quan',
      'Dịch vụ',
      'Tin tức',
      'Đơn hàng',
      'Sản phẩm',
      // with the count of bookings waiting, when some wait (decision 033)
      /^Đặt lịch( \(\d+ chờ xử lý\))?$/,
      'Khách hàng',
      'Tài khoản',
      'Vai trò',
      'Nhật ký hoạt động',
      'Thống kê chat',
      'Huấn luyện chatbot',
      'Chat trực tuyến',
      'Chuyển hướng',
      'Hệ thống',
    ]);
    await nav.getByRole('link', { name: 'Đặt lịch' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử đặt lịch' })).toBeVisible();
  });

  test('the collapsed sidebar stays collapsed after a reload', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    await page.goto('/admin/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Thanh bên quản trị' });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');

    await page.getByRole('button', { name: 'Thu gọn thanh bên' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Mở rộng thanh bên' })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

    await page.getByRole('button', { name: 'Mở rộng thanh bên' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  test('below 768 px the sidebar is an overlay opened from the top bar', async ({ page, request }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signInAs(page, request, 'admin');
    await page.goto('/admin/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Thanh bên quản trị' });
    await expect(sidebar).toHaveCount(0);

    await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Tin tức' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/list$/);
    await expect(sidebar).toHaveCount(0);
  });
});
