import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_FOR_ABANDONED_REASON } from '../../src/domain/orders/abandoned-orders.rules.ts';
import { createStubBank, nextProviderId } from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT, placeOrder, startPaymentsApp } from '../helpers/payments-app.ts';
import { login, type TestApp } from '../helpers/test-app.ts';

// decision 025: the visitor's 'Đã thanh toán' is shown to the office (list badge and filter, details, history);
// orders nobody paid nor claimed are cancelled after ORDER_ABANDON_DAYS, and their late money waits unmatched.
// Time moves through the injected clock: nothing sleeps.
const ACCOUNT = PAYMENT_ACCOUNT;
const DAY = 86_400_000;
let now = Date.parse('2026-11-20T03:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let baseUrl: string;
let adminToken = { at: 0, header: {} as Record<string, string> };
let serviceId: string;
let price: number;

beforeAll(async () => {
  ({ t, baseUrl, serviceId, price } = await startPaymentsApp({ orderAbandonDays: 7 }, clock));
});
afterAll(async () => {
  await t.close();
});

const newOrder = (fullName: string) => placeOrder(t, serviceId, { fullName });

const claim = (orderId: string, transactionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/process-payment`,
    payload: { transactionId, amount: price },
  });

/** An admin token signed at the clock's time: moving days ahead outlives the previous one (8 h). */
async function admin(): Promise<Record<string, string>> {
  if (adminToken.at !== now) {
    adminToken = { at: now, header: { authorization: `Bearer ${await login(t.app, 'admin')}` } };
  }
  return adminToken.header;
}

async function adminOrder(orderCode: string) {
  const r = await t.app.inject({ url: `/api/orders?search=${orderCode}`, headers: await admin() });
  return r.json().data[0];
}

async function historyOf(orderCode: string) {
  return (
    await t.app.inject({ url: `/api/orders/history?orderCode=${orderCode}`, headers: await admin() })
  ).json().data;
}

const sendTransfer = (content: string, amount: number) =>
  createStubBank(baseUrl, clock).send({
    id: nextProviderId(),
    accountNumber: ACCOUNT,
    content,
    transferAmount: amount,
  });

describe("the visitor's claim", () => {
  it('shows in the list (claimed filter), the details and the history, with when and the transaction id given', async () => {
    const claimed = await newOrder('Khách Báo Đã Trả');
    const silent = await newOrder('Khách Im Lặng');
    const claimedAt = new Date(now + 60_000);
    now = claimedAt.getTime();
    expect((await claim(claimed._id, 'FT-MB-778899')).statusCode).toBe(200);

    expect(await adminOrder(claimed.orderCode)).toMatchObject({
      claimedAt: claimedAt.toISOString(),
      claimedTransactionId: 'FT-MB-778899',
      paymentStatus: 'pending',
    });
    expect(await adminOrder(silent.orderCode)).toMatchObject({ claimedAt: null, claimedTransactionId: null });

    const filtered = (
      await t.app.inject({ url: '/api/orders?filter=claimed&limit=100', headers: await admin() })
    ).json();
    const codes = filtered.data.map((o: { orderCode: string }) => o.orderCode);
    expect(codes).toContain(claimed.orderCode);
    expect(codes).not.toContain(silent.orderCode);
    expect(
      filtered.data.every(
        (o: { claimedAt: string | null; paymentStatus: string }) =>
          o.claimedAt !== null && o.paymentStatus !== 'paid',
      ),
    ).toBe(true);
    expect((await t.app.inject({ url: '/api/orders?filter=other', headers: await admin() })).statusCode).toBe(
      400,
    );

    const [entry] = await historyOf(claimed.orderCode);
    expect(entry).toMatchObject({
      source: 'visitor',
      actorName: 'Khách Báo Đã Trả',
      fromPaymentStatus: 'pending',
      toPaymentStatus: 'pending',
      createdAt: claimedAt.toISOString(),
    });
    expect(entry.reason).toContain('FT-MB-778899');
  });

  it('leaves the claimed filter once the money arrives', async () => {
    const order = await newOrder('Khách Đã Chuyển Thật');
    await claim(order._id, 'FT-1');
    expect((await sendTransfer(order.payment.transferContent, price).then((r) => r.json())).outcome).toBe(
      'confirmed',
    );
    const filtered = (
      await t.app.inject({ url: '/api/orders?filter=claimed&limit=100', headers: await admin() })
    ).json();
    expect(filtered.data.map((o: { orderCode: string }) => o.orderCode)).not.toContain(order.orderCode);
  });
});

describe('abandoned orders', () => {
  it('cancels pending orders with no claim and no payment after ORDER_ABANDON_DAYS, once, with a history entry', async () => {
    now = Date.parse('2026-12-01T03:00:00Z');
    const abandoned = await newOrder('Khách Bỏ Giữa Chừng');
    const claimed = await newOrder('Khách Đã Báo');
    const paid = await newOrder('Khách Đã Trả');
    now += 60_000;
    await claim(claimed._id, 'FT-CLAIM');
    expect((await sendTransfer(paid.payment.transferContent, price).then((r) => r.json())).outcome).toBe(
      'confirmed',
    );

    now += 6 * DAY;
    await t.app.jobs.abandonedOrders.tick();
    expect((await adminOrder(abandoned.orderCode)).orderStatus).toBe('pending');

    now += DAY;
    // two instances running the job at once: one cancellation, one history entry
    await Promise.all([t.app.jobs.abandonedOrders.tick(), t.app.services.orders.cancelAbandoned()]);
    await t.app.jobs.abandonedOrders.tick();

    const cancelled = await adminOrder(abandoned.orderCode);
    expect(cancelled).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending' });
    expect(cancelled.abandonedAt).toBe(new Date(now).toISOString());
    expect((await adminOrder(claimed.orderCode)).orderStatus).toBe('pending');
    expect(await adminOrder(paid.orderCode)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });

    const history = await historyOf(abandoned.orderCode);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      source: 'system',
      actorName: 'Hệ thống',
      fromOrderStatus: 'pending',
      toOrderStatus: 'cancelled',
      createdAt: new Date(now).toISOString(),
    });
    expect(history[0].reason).toContain('7 ngày');
  });

  it('keeps money that arrives later for an auto-cancelled order as unmatched with that reason, for an admin to assign', async () => {
    now = Date.parse('2026-12-20T03:00:00Z');
    const order = await newOrder('Khách Trả Muộn');
    now += 8 * DAY;
    await t.app.jobs.abandonedOrders.tick();
    expect((await adminOrder(order.orderCode)).orderStatus).toBe('cancelled');

    const answer = await sendTransfer(order.payment.transferContent, price);
    expect((await answer.json()).outcome).toBe('unmatched');
    const { rows } = await t.app.pool.query(
      `select id, status, reason, order_id from received_payments where content = $1`,
      [order.payment.transferContent],
    );
    expect(rows).toEqual([
      { id: expect.any(String), status: 'unmatched', reason: LATE_FOR_ABANDONED_REASON, order_id: null },
    ]);
    expect(await adminOrder(order.orderCode)).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'pending',
    });

    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${rows[0].id}/assign`,
      headers: await admin(),
      payload: { orderCode: order.orderCode, reason: 'Khách chuyển muộn, đã gọi xác nhận' },
    });
    expect(assigned.statusCode).toBe(200);
    expect(await adminOrder(order.orderCode)).toMatchObject({ paymentStatus: 'paid', paidAmount: price });
  });
});
