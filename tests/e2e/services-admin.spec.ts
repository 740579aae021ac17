import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

const tag = () => `E2E ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// spec 001 §2, §5, §8: add → edit → trash → restore → delete for good, in a real browser.
test('an admin adds, edits, trashes, restores and deletes a service for good', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  const title = `Dịch vụ ${tag()}`;

  await page.goto('/admin/services/add');
  await waitForHydration(page);
  await expectNoViolations(page, '/admin/services/add');
  await page.getByRole('button', { name: 'Thêm dịch vụ' }).click();
  await expect(page.getByText('Tiêu đề không được để trống')).toBeVisible();
  await expect(page.getByText('Mô tả không được để trống')).toBeVisible();

  await page.getByLabel('Tiêu đề').fill(title);
  await page.getByLabel('Loại dịch vụ').selectOption('app');
  await page.getByLabel('Giá dịch vụ').fill('1500000');
  await page.getByLabel('Nội dung').fill('Ứng dụng iOS và Android\nngắn\nĐồng bộ dữ liệu thời gian thực');
  await page.getByRole('button', { name: 'Thêm dịch vụ' }).click();
  await expect(page.getByText('Thêm dịch vụ thành công!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services\/list$/);

  // the public price list shows it at once, with the short line dropped by the server
  const publicList = await (await request.get('/api/services?type=app')).json();
  const created = publicList.data.find((s: { title: string }) => s.title === title);
  expect(created.description).toEqual(['Ứng dụng iOS và Android', 'Đồng bộ dữ liệu thời gian thực']);

  await page.getByLabel('Tìm kiếm theo tiêu đề').fill(title);
  const row = page.getByTestId('service-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1.500.000');
  await expectNoViolations(page, '/admin/services/list');

  await row.getByRole('button', { name: `Sửa ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sửa dịch vụ' });
  await dialog.getByLabel('Giá dịch vụ').fill('2000000');
  await dialog.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(page.getByText('Cập nhật dịch vụ thành công!')).toBeVisible();
  await expect(row).toContainText('2.000.000');

  await row.getByRole('button', { name: `Xóa ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Chuyển vào thùng rác' })
    .getByRole('button', { name: 'Xóa' })
    .click();
  await expect(page.getByText('Dịch vụ đã được chuyển vào thùng rác')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/admin/services/trash');
  await waitForHydration(page);
  await page.getByLabel('Tìm kiếm theo tiêu đề').fill(title);
  const trashRow = page.getByTestId('service-trash-row').filter({ hasText: title });
  await expect(trashRow).toContainText('bởi');
  await expectNoViolations(page, '/admin/services/trash');
  await trashRow.getByRole('button', { name: `Khôi phục ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Khôi phục dịch vụ' })
    .getByRole('button', { name: 'Khôi phục' })
    .click();
  await expect(page.getByText('Khôi phục dịch vụ thành công')).toBeVisible();
  await expect(page.getByText('Không có dịch vụ nào trong thùng rác')).toBeVisible();

  // back to the trash, then delete for good with the keyboard
  await page.goto('/admin/services/list');
  await waitForHydration(page);
  await page.getByLabel('Tìm kiếm theo tiêu đề').fill(title);
  await page
    .getByTestId('service-row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Xóa ${title}` })
    .click();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dịch vụ đã được chuyển vào thùng rác')).toBeVisible();
  await page.goto('/admin/services/trash');
  await waitForHydration(page);
  await page.getByLabel('Tìm kiếm theo tiêu đề').fill(title);
  await page
    .getByTestId('service-trash-row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Xóa vĩnh viễn ${title}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Xóa vĩnh viễn' })
    .getByRole('button', { name: 'Xóa vĩnh viễn' })
    .click();
  await expect(page.getByText('Xóa vĩnh viễn dịch vụ thành công')).toBeVisible();
  await expect(page.getByText('Không có dịch vụ nào trong thùng rác')).toBeVisible();
  expect((await request.get(`/api/services/${created._id}`)).status()).toBe(404);
});
