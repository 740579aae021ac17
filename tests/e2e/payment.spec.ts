import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parseVietQrPayload } from '#domain/payments/vietqr.rules.ts';
import { createStubBank, nextProviderId } from '../helpers/payment-provider-stub.ts';
import { E2E_BANK_WEBHOOK_KEY } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

/** The payload of the QR code drawn in an <img> with a PNG data: URL, decoded like a phone would. */
function decodeQr(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

// decision 013: a visitor orders and sees a real VietQR; the bank's webhook, not the browser, makes the
// order paid, and the admin sees it; an admin marks another order paid by hand.
test('a visitor pays by VietQR, the bank confirms, the admin sees the order paid', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/price-list?type=web');
  await waitForHydration(page);
  const card = page.getByTestId('price-card').filter({ hasNotText: 'Liên hệ' }).first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: /Bắt đầu/ }).click();
  await expect(page).toHaveURL(/\/payment\//);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const price = Number((await page.getByTestId('service-price').textContent())?.replace(/\D/g, ''));

  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(page.getByText('Vui lòng nhập họ và tên')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập số điện thoại')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập email')).toBeVisible();
  await page.getByLabel('Họ và tên').fill('Phạm Minh Châu');
  await page.getByLabel('Số điện thoại').fill('0123');
  await page.getByLabel('Số điện thoại').blur();
  await expect(page.getByText('Số điện thoại không hợp lệ (VD: 0912345678)')).toBeVisible();
  await page.getByLabel('Số điện thoại').fill('0987654321');
  await page.getByLabel('Email').fill('chau@example.com');
  await expect(page.getByLabel('Ví MoMo')).toBeChecked();
  await page.getByLabel('VNPAY').check();
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();

  const dialog = page.getByRole('dialog', { name: 'Thanh toán bằng mã QR' });
  await expect(dialog).toBeVisible();
  const orderCode = (await dialog.getByTestId('order-code').textContent())?.trim() ?? '';
  const content = (await dialog.getByTestId('transfer-content').textContent())?.trim() ?? '';
  expect(orderCode).toMatch(/^DH[A-HJ-NP-Z2-9]{6}$/);
  expect(content).toBe(`SVS${orderCode}4321`);

  const src = (await dialog.getByTestId('vietqr').getAttribute('src')) ?? '';
  const { fields, crcValid } = parseVietQrPayload(decodeQr(src));
  expect(crcValid).toBe(true);
  expect(fields).toMatchObject({
    '38.00': 'A000000727',
    '38.02': 'QRIBFTTA',
    '53': '704',
    '54': String(price),
    '58': 'VN',
    '62.08': content,
  });
  await expectNoViolations(page, '/payment (QR)');

  await dialog.getByRole('button', { name: 'Đã thanh toán' }).click();
  const success = page.getByRole('dialog', { name: 'Đặt hàng thành công' });
  await expect(success.getByTestId('success-order-code')).toHaveText(orderCode);
  await expect(success.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');

  // the browser said "paid": the order is still waiting for the money
  const session = await signInAs(page, request, 'admin');
  const auth = { authorization: `Bearer ${session.token}` };
  const before = (await (await request.get(`/api/orders?search=${orderCode}`, { headers: auth })).json())
    .data[0];
  expect(before.paymentStatus).toBe('pending');

  // the stub bank reports the transfer, signed with the configured key
  const sent = await createStubBank(baseURL ?? '').send(
    {
      id: nextProviderId(),
      accountNumber: fields['38.01.01'] ?? '',
      content: `CK ${content}`,
      transferAmount: price,
    },
    { auth: 'apikey', secret: E2E_BANK_WEBHOOK_KEY },
  );
  expect(await sent.json()).toEqual({ success: true, outcome: 'confirmed' });

  await page.goto('/admin/orders/list');
  await waitForHydration(page);
  await page.getByLabel('Tìm kiếm đơn hàng').fill(orderCode);
  const row = page.getByTestId('order-row').filter({ hasText: orderCode });
  await expect(row.getByTestId('order-status')).toContainText('Đã thanh toán');
  await expect(row.getByTestId('order-amount')).toContainText(new Intl.NumberFormat('vi-VN').format(price));
  await expectNoViolations(page, '/admin/orders/list');

  await page.goto('/admin/orders/history');
  await waitForHydration(page);
  await page.getByLabel('Mã đơn hàng').fill(orderCode);
  await expect(page.getByTestId('history-row').filter({ hasText: 'Webhook ngân hàng' })).toHaveCount(1);
  await expectNoViolations(page, '/admin/orders/history');

  await page.goto('/admin/payments/list');
  await waitForHydration(page);
  await expect(page.getByTestId('payment-row').filter({ hasText: content }).first()).toContainText('Đã khớp');
  await expectNoViolations(page, '/admin/payments/list');
});

test('an admin marks an order paid by hand, with the amount the spec asks for', async ({ page, request }) => {
  const services = (await (await request.get('/api/services?type=app')).json()).data;
  const service = services.find((s: { price: number | null }) => s.price !== null);
  const placed = await request.post('/api/orders', {
    data: {
      serviceId: service._id,
      fullName: 'Đỗ Hải Yến',
      phone: '0356789012',
      email: 'yen@example.com',
      paymentMethod: 'MOMO',
    },
  });
  const order = (await placed.json()).data;

  await signInAs(page, request, 'admin');
  await page.goto('/admin/orders/list');
  await waitForHydration(page);
  await page.getByLabel('Tìm kiếm đơn hàng').fill(order.orderCode);
  const row = page.getByTestId('order-row').filter({ hasText: order.orderCode });
  await expect(row.getByTestId('order-amount')).toHaveText('Chưa thanh toán');
  await row.getByRole('button', { name: `Cập nhật đơn ${order.orderCode}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Cập nhật trạng thái đơn hàng' });
  await dialog.getByLabel('Trạng thái thanh toán').selectOption('paid');
  await dialog.getByLabel('Số tiền đã thanh toán (VND)').fill('0');
  await dialog.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(dialog.getByText('Vui lòng nhập số tiền thanh toán hợp lệ')).toBeVisible();
  await dialog.getByLabel('Số tiền đã thanh toán (VND)').fill(String(service.price));
  await dialog.getByLabel('Trạng thái đơn hàng').selectOption('processing');
  await dialog.getByLabel('Lý do').fill('Khách chuyển khoản nhầm nội dung');
  await dialog.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(
    page.getByText(
      'Bạn có chắc chắn muốn thay đổi trạng thái đơn hàng từ "Chờ xử lý" thành "Đang Triển Khai"?',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Cập nhật trạng thái đơn hàng thành công')).toBeVisible();
  await expect(row.getByTestId('order-status')).toContainText('Đang Triển Khai');
  await expect(row.getByTestId('order-status')).toContainText('Đã thanh toán');
});

test('an unknown or trashed service sends the visitor to the price list (spec 000 §8)', async ({
  page,
  request,
}) => {
  await page.goto('/payment/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/price-list$/);
  await page.goto('/payment/not-a-service');
  await expect(page).toHaveURL(/\/price-list$/);
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/price-list$/);

  const session = await signInAs(page, request, 'admin');
  const headers = { authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/services', {
    headers,
    data: { title: 'Gói sẽ bị xóa', description: 'Một dòng mô tả đủ dài', price: 100000, type: 'agency' },
  });
  const id = (await created.json()).data._id;
  await page.goto(`/payment/${id}`);
  await expect(page.getByRole('heading', { name: 'Gói sẽ bị xóa' })).toBeVisible();
  await waitForHydration(page);
  await request.delete(`/api/services/${id}`, { headers });
  // the server no longer renders the page (the browser may keep its copy for the page's max-age)…
  const fresh = await request.get(`/payment/${id}`, { maxRedirects: 0 });
  expect(fresh.status()).toBe(302);
  expect(fresh.headers().location).toMatch(/\/price-list$/);
  // …and the page already open goes to the price list when the order cannot be made
  await page.getByLabel('Họ và tên').fill('Vũ Thị Hoa');
  await page.getByLabel('Số điện thoại').fill('0912345678');
  await page.getByLabel('Email').fill('hoa@example.com');
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(page).toHaveURL(/\/price-list$/);
});
