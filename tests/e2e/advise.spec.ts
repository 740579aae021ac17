import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { waitForHydration } from './support/session.ts';

// spec 002 §2: /advise shows the company's contact details, a map that loads nothing until asked for, and
// the consultation form with the spec's messages (002 §4, §5, §8), with and without JavaScript.
const uniquePhone = () => `09${String(Date.now()).slice(-8)}`;

test('the visitor sees the messages for bad values, then sends a good form', async ({ page }) => {
  await page.goto('/advise');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText('contact@saovietsoft.vn')).toBeVisible();
  await expect(main.getByText('028 7300 6868')).toBeVisible();
  await expect(main.locator('iframe')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Form đặt lịch tư vấn' });
  await form.getByLabel('Họ và tên').fill('Khách Kiểm Thử');
  await form.getByLabel('Số điện thoại').fill('12345');
  await form.getByLabel('Email').fill('khong-phai-email');
  await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
  await expect(form.getByText('Số điện thoại không hợp lệ.').first()).toBeVisible();
  await expect(form.getByText('Email không hợp lệ.')).toBeVisible();
  await expect(form.getByText('Vui lòng chọn dịch vụ.')).toBeVisible();
  await expect(form.getByLabel('Số điện thoại')).toHaveAttribute('aria-invalid', 'true');

  const phone = uniquePhone();
  await form.getByLabel('Số điện thoại').fill(phone);
  await form.getByLabel('Email').fill('khach@example.vn');
  await form.getByLabel('Dịch vụ quan tâm').selectOption('App');
  await form.getByLabel('Ghi chú').fill('Cần ứng dụng đặt hàng');
  // the button stays enabled for 1 s after the failed answer (spec 002 §4)
  const submit = form.getByRole('button', { name: /Gửi yêu cầu tư vấn|Đang gửi/ });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText('Gửi liên hệ thành công! Chúng tôi sẽ phản hồi sớm.')).toBeVisible();
  await expect(form.getByLabel('Số điện thoại')).toHaveValue('');
  // the success text clears after 3 s
  await expect(form.getByText('Gửi liên hệ thành công! Chúng tôi sẽ phản hồi sớm.')).toBeHidden({
    timeout: 6000,
  });
});

test('the map loads only when asked for', async ({ page }) => {
  await page.goto('/advise');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mở Google Maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await page.getByRole('button', { name: 'Hiện bản đồ' }).click();
  await expect(main.locator('iframe[title^="Bản đồ"]')).toHaveAttribute('src', /google\.com\/maps/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page and answers with the spec messages', async ({ page }) => {
    await page.goto('/advise');
    const form = page.getByRole('form', { name: 'Form đặt lịch tư vấn' });
    await form.getByLabel('Số điện thoại').fill('12');
    await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
    await expect(form.getByText('Số điện thoại không hợp lệ.').first()).toBeVisible();
    await expect(form.getByLabel('Số điện thoại')).toHaveValue('12');

    await form.getByLabel('Số điện thoại').fill(uniquePhone());
    await form.getByLabel('Dịch vụ quan tâm').selectOption('Website');
    await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
    await expect(form.getByText('Gửi liên hệ thành công! Chúng tôi sẽ phản hồi sớm.')).toBeVisible();
  });
});

test('/advise passes axe WCAG 2.1 AA and the form works from the keyboard', async ({ page }) => {
  await page.goto('/advise');
  await waitForHydration(page);
  await expectAccessible(page, '/advise');
  await page.getByLabel('Họ và tên').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Số điện thoại')).toBeFocused();
});

test('/advise messages: an empty submit says the phone message once, under the phone field', async ({
  page,
}) => {
  await page.goto('/advise');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Form đặt lịch tư vấn' });
  await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
  const phone = form.getByLabel('Số điện thoại');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Vui lòng nhập số điện thoại.');
  // read once, not retried: the status line clears itself after 3 s (spec 000 §9), which would hide a repeat
  expect(await form.getByText('Vui lòng nhập số điện thoại.').count()).toBe(1);
  expect(await form.getByRole('status').textContent()).toBe('');
});
