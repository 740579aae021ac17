import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVietQrPayload } from '../../src/domain/payments/vietqr.rules.ts';
import { anotherClientAddress } from '../helpers/client-address.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// spec 000 §4, §7, 001 §5, §7 and decision 013: orders, the visitor's claim, the admin's changes.
let t: TestApp;
let admin: Record<string, string>;
let serviceId: string;
let price: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
  const services = (await t.app.inject({ url: '/api/services?type=web' })).json().data;
  const priced = services.find((s: { price: number | null }) => s.price !== null);
  serviceId = priced._id;
  price = priced.price;
});
afterAll(async () => {
  await t.close();
});

const customer = () => ({
  serviceId,
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an@example.com',
  paymentMethod: 'MOMO',
  orderStatus: 'pending',
});
const place = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload,
    headers,
    remoteAddress: anotherClientAddress(),
  });

describe('POST /api/orders', () => {
  it('creates a pending order whose VietQR carries its amount and transfer content', async () => {
    const r = await place(customer());
    expect(r.statusCode).toBe(201);
    const order = r.json().data;
    expect(order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', amount: price });
    expect(order.orderCode).toMatch(/^DH[A-HJ-NP-Z2-9]{6}$/);
    expect(order.payment.transferContent).toBe(`SVS${order.orderCode}5678`);
    const qr = parseVietQrPayload(order.payment.qrPayload);
    expect(qr.crcValid).toBe(true);
    expect(qr.fields).toMatchObject({
      '38.00': 'A000000727',
      '38.01.00': t.config.payments.bankBin,
      '38.01.01': t.config.payments.accountNumber,
      '38.02': 'QRIBFTTA',
      '53': '704',
      '54': String(price),
      '58': 'VN',
      '62.08': order.payment.transferContent,
    });
  });

  it('refuses a payment status, an amount or a paid state from the browser', async () => {
    for (const extra of [{ paymentStatus: 'paid' }, { paidAmount: 1 }, { orderStatus: 'completed' }]) {
      const r = await place({ ...customer(), ...extra });
      expect(r.statusCode).toBe(400);
    }
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Vui lòng nhập họ và tên'],
    [{ fullName: 'A' }, 'fullName', 'Họ và tên phải có ít nhất 2 ký tự'],
    [{ phone: '0212345678' }, 'phone', 'Số điện thoại không hợp lệ (VD: 0912345678)'],
    [{ email: 'x@' }, 'email', 'Email không hợp lệ'],
    [{ paymentMethod: 'COD' }, 'paymentMethod', 'Vui lòng chọn phương thức thanh toán'],
  ])('answers the form rule of spec 000 §5 (%#)', async (change, field, message) => {
    const r = await place({ ...customer(), ...change });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[field]).toBe(message);
  });

  it('answers 404 for an unknown or trashed service', async () => {
    expect(
      (await place({ ...customer(), serviceId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { title: 'Dịch vụ tạm', description: 'Một dòng mô tả đủ dài', price: 1000 },
    });
    const id = created.json().data._id;
    await t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: admin });
    expect((await place({ ...customer(), serviceId: id })).statusCode).toBe(404);
  });

  it('gives one order for one Idempotency-Key, even ×10 at once; another body with the key is a 409', async () => {
    const key = `test-key-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(customer(), { 'idempotency-key': key })),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((a) => a.json().data._id));
    expect(ids.size).toBe(1);
    const { rows } = await t.app.pool.query('select count(*)::int n from orders where idempotency_key = $1', [
      key,
    ]);
    expect(rows[0].n).toBe(1);

    const again = await place(customer(), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe([...ids][0]);
    const other = await place({ ...customer(), fullName: 'Người Khác' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect((await place(customer(), { 'idempotency-key': 'bad' })).statusCode).toBe(400);
  });

  it('creates a new order on every call without the header', async () => {
    const a = (await place(customer())).json().data._id;
    const b = (await place(customer())).json().data._id;
    expect(a).not.toBe(b);
  });
});

describe('POST /api/orders/:id/process-payment', () => {
  it('records the claim with a server transaction id and leaves the order unpaid', async () => {
    const order = (await place(customer())).json().data;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/process-payment`,
      payload: { transactionId: 'FAKE-123', amount: 999_999_999 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ orderCode: order.orderCode, paymentStatus: 'pending' });
    expect(r.json().data.transactionId).toMatch(/^MOM\d{13}\d{3}$/);
    const { rows } = await t.app.pool.query(
      'select o.payment_status, o.paid_amount, p.claimed_transaction_id, p.claimed_amount from orders o join payment_transactions p on p.order_id = o.id where o.id = $1',
      [order._id],
    );
    expect(rows[0]).toEqual({
      payment_status: 'pending',
      paid_amount: 0,
      claimed_transaction_id: 'FAKE-123',
      claimed_amount: 999_999_999,
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/orders/00000000-0000-4000-8000-000000000000/process-payment',
      payload: { transactionId: 'x', amount: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin: GET /api/orders, PUT /api/orders/:id, GET /api/orders/history', () => {
  it('lists orders with their state and the service joined, searchable and paged (limit ≤ 100)', async () => {
    const order = (await place({ ...customer(), fullName: 'Trần Thị Tìm Kiếm' })).json().data;
    const r = await t.app.inject({ url: '/api/orders?search=Tìm Kiếm&limit=5', headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().data[0]).toMatchObject({
      _id: order._id,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paidAmount: 0,
      serviceTitle: order.serviceTitle,
      servicePrice: price,
    });
    expect(r.json().pagination).toMatchObject({ page: 1, limit: 5 });
    expect((await t.app.inject({ url: '/api/orders?limit=101', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });

  it('marks paid by hand with an amount, resets the amount otherwise, and stores each change', async () => {
    const order = (await place(customer())).json().data;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}`, headers: admin, payload });
    const bad = await put({ orderStatus: 'processing', paymentStatus: 'paid', paidAmount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.paidAmount).toBe('Vui lòng nhập số tiền thanh toán hợp lệ');

    const paid = await put({
      orderStatus: 'processing',
      paymentStatus: 'paid',
      paidAmount: price,
      reason: 'Khách trả tiền mặt',
    });
    expect(paid.json()).toMatchObject({
      message: 'Cập nhật trạng thái đơn hàng thành công',
      data: { orderStatus: 'processing', paymentStatus: 'paid', paidAmount: price },
    });
    const failed = await put({ orderStatus: 'processing', paymentStatus: 'failed', paidAmount: price });
    expect(failed.json().data.paidAmount).toBe(0);

    const history = (
      await t.app.inject({ url: `/api/orders/history?orderCode=${order.orderCode}`, headers: admin })
    ).json();
    expect(history.data).toHaveLength(2);
    expect(history.data[1]).toMatchObject({
      source: 'admin',
      fromOrderStatus: 'pending',
      toOrderStatus: 'processing',
      fromPaymentStatus: 'pending',
      toPaymentStatus: 'paid',
      toPaidAmount: price,
      reason: 'Khách trả tiền mặt',
    });
    // the range is in Vietnam's calendar (UTC+7): after 17:00 UTC its today is UTC's tomorrow
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const ranged = (
      await t.app.inject({ url: `/api/orders/history?from=2000-01-01&to=${today}`, headers: admin })
    ).json();
    expect(ranged.data.length).toBeGreaterThanOrEqual(2);
    const none = (
      await t.app.inject({ url: '/api/orders/history?from=2000-01-01&to=2000-01-02', headers: admin })
    ).json();
    expect(none.data).toEqual([]);
  });
});
