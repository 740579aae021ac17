import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CONSENT_NOTICE } from '../../src/domain/contacts/consent-notice.ts';
import { contactsList } from '../../src/domain/contacts/contacts.resource.ts';
import { expectAccessible } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

const unique = String(Date.now()).slice(-6);
const phoneA = `0912${unique}`;
const phoneB = `0913${unique}`;
const nameA = `Đặng Thị Hồng ${unique}`;
const nameB = `Hồng Đặng ${unique}`;
const emailB = `hong.${unique}@example.vn`;

test('an admin finds a contact without diacritics, annotates it, merges and undoes, exports and erases', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const book = (data: Record<string, string>, n: number) =>
    request.post('/api/bookings', {
      data: { service: 'Website', ...data },
      headers: { 'x-forwarded-for': `10.91.${n}.${Number(unique) % 250}` },
    });
  expect(
    (await book({ fullName: nameA, phone: phoneA, consentVersion: CONSENT_NOTICE.version }, 1)).status(),
  ).toBe(201);
  expect((await book({ fullName: nameB, phone: phoneB, email: emailB }, 2)).status()).toBe(201);
  const session = await signInAs(page, request, 'admin');

  // the list: search without diacritics, then open the contact with the keyboard
  await page.goto('/admin/contacts/list');
  await waitForHydration(page);
  await page.getByLabel(contactsList.list.search.label).fill(`dang thi hong ${unique}`);
  const row = page.getByTestId('contact-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(nameA);
  await expectAccessible(page, '/admin/contacts/list');
  await row.getByRole('link', { name: nameA }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/contacts\/detail\//);
  await expect(page.getByRole('heading', { name: nameA })).toBeVisible();
  await expect(page.getByTestId('contact-timeline')).toContainText('Website');
  await expect(page.getByTestId('contact-consents')).toContainText(CONSENT_NOTICE.version);
  await expectAccessible(page, '/admin/contacts/detail');

  // a note, a tag and an owner
  await page.getByLabel('Ghi chú mới').fill('Khách muốn gọi lại buổi chiều');
  await page.getByRole('button', { name: 'Thêm ghi chú' }).click();
  await expect(page.getByTestId('contact-notes')).toContainText('Khách muốn gọi lại buổi chiều');
  await page.getByLabel('Nhãn mới').fill('Khách quen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Nhãn của khách hàng' })).toContainText('Khách quen');
  await page.getByLabel('Người phụ trách').selectOption({ label: session.admin.fullName });
  await page.getByRole('button', { name: 'Lưu người phụ trách' }).click();
  await expect(page.getByText('Cập nhật khách hàng thành công').first()).toBeVisible();

  // merge the other contact in, with its preview, then undo it on the same screen
  await page.getByRole('button', { name: 'Gộp khách hàng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gộp khách hàng' });
  await dialog.getByLabel(/Tìm khách hàng cần gộp/).fill(phoneB);
  await dialog.getByLabel(/Tìm khách hàng cần gộp/).press('Enter');
  await dialog.getByRole('button', { name: new RegExp(`Chọn ${nameB}`) }).click();
  const preview = dialog.getByTestId('merge-preview');
  await expect(preview).toContainText('Đặt lịch tư vấn: 1');
  await expect(preview).toContainText(emailB);
  await expectAccessible(page, 'merge preview');
  await dialog.getByRole('button', { name: 'Gộp vào khách hàng này' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã gộp "${nameB}"` })).toBeVisible();
  await expect(page.getByText(emailB)).toBeVisible();
  await page.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(page.getByText('Đã hoàn tác gộp khách hàng').first()).toBeVisible();
  await expect(page.getByText(emailB)).toHaveCount(0);
  const headers = { authorization: `Bearer ${session.token}` };
  const other = await (await request.get(`/api/contacts?search=${phoneB}`, { headers })).json();
  expect(other.data.map((c: { email: string }) => c.email)).toEqual([emailB]);

  // export: one request, two files
  await page.getByRole('button', { name: 'Xuất dữ liệu' }).click();
  const files = page.getByRole('dialog', { name: 'Xuất dữ liệu khách hàng' });
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('link', { name: 'Tải tệp JSON' }).click(),
  ]);
  const exported = JSON.parse(await readFile((await json.path()) as string, 'utf8'));
  expect(exported.contact.name).toBe(nameA);
  expect(exported.notes.map((n: { body: string }) => n.body)).toEqual(['Khách muốn gọi lại buổi chiều']);
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('link', { name: 'Tải bản dễ đọc (HTML)' }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  expect(await readFile((await html.path()) as string, 'utf8')).toContain(nameA);
  await page.keyboard.press('Escape');

  // erase, confirmed
  await page.getByRole('button', { name: 'Xóa dữ liệu cá nhân' }).click();
  await page
    .getByRole('dialog', { name: 'Xóa dữ liệu cá nhân' })
    .getByRole('button', { name: 'Xóa dữ liệu' })
    .click();
  await expect(page.getByRole('heading', { name: 'Đã xóa dữ liệu cá nhân của khách hàng' })).toBeVisible();
  const gone = await (await request.get(`/api/contacts?search=${phoneA}`, { headers })).json();
  expect(gone.data).toEqual([]);
});

test('the forms that collect personal data show the consent notice, linking to the privacy page', async ({
  page,
}) => {
  await page.goto('/advise');
  await waitForHydration(page);
  const notice = page.getByRole('form', { name: 'Form đặt lịch tư vấn' }).getByTestId('consent-notice');
  await expect(notice).toContainText(CONSENT_NOTICE.text);
  await expect(notice.getByRole('link', { name: /Chính sách bảo mật/ })).toHaveAttribute('href', '/privacy');
  await page.goto('/privacy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chính Sách Bảo Mật' })).toBeVisible();
  await expectAccessible(page, '/privacy');
});
