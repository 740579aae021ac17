import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherClientAddress } from '../helpers/client-address.ts';
import {
  createStubBank,
  createStubMomo,
  nextProviderId,
  STUB_SECRETS,
} from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT, startPaymentsApp } from '../helpers/payments-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

// docs/security.md, payments: what the bank webhook, MoMo's notices and order creation refuse, over real HTTP
// from stand-ins that sign as the providers do.
const ACCOUNT = PAYMENT_ACCOUNT;
let t: TestApp;
let baseUrl: string;
let admin: Record<string, string>;
let serviceId: string;
let price: number;

beforeAll(async () => {
  ({ t, baseUrl, admin, serviceId, price } = await startPaymentsApp());
});
afterAll(async () => {
  await t.close();
});

const orderBody = () => ({
  serviceId,
  fullName: 'Trần Thị Mai',
  phone: '0912345678',
  email: 'mai@example.com',
  paymentMethod: 'MOMO',
});
const placeFrom = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', remoteAddress, payload: orderBody() });

async function newOrder() {
  const r = await placeFrom(anotherClientAddress());
  return r.json().data as { _id: string; orderCode: string; payment: { transferContent: string } };
}

async function paymentStatus(orderId: string) {
  const { rows } = await t.app.pool.query('select payment_status from orders where id = $1', [orderId]);
  return rows[0].payment_status as string;
}

async function received(providerTransactionId: string) {
  const { rows } = await t.app.pool.query(
    'select status, reason, order_id from received_payments where provider_transaction_id = $1',
    [providerTransactionId],
  );
  return rows;
}

describe('bank webhook', () => {
  it('L8: an amount of 2^31 or more is a 400 with a Vietnamese message, never a 500, and records nothing', async () => {
    const order = await newOrder();
    for (const amount of [2 ** 31, 2 ** 31 - 1, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      const id = nextProviderId();
      const r = await createStubBank(baseUrl).send({
        id,
        accountNumber: ACCOUNT,
        content: order.payment.transferContent,
        transferAmount: amount,
      });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ success: false, message: 'Số tiền không hợp lệ' });
      expect(await received(String(id))).toEqual([]);
    }
    expect(await paymentStatus(order._id)).toBe('pending');
  });

  it('L9: a transfer without our account number never pays an order; it is kept unmatched with the reason', async () => {
    for (const accountNumber of [undefined, null, '', '   ']) {
      const order = await newOrder();
      const id = nextProviderId();
      const body = JSON.stringify({
        id,
        ...(accountNumber === undefined ? {} : { accountNumber }),
        content: order.payment.transferContent,
        transferType: 'in',
        transferAmount: price,
      });
      const r = await createStubBank(baseUrl).sendRaw(body);
      expect(r.status).toBe(200);
      expect((await r.json()).outcome).toBe('unmatched');
      expect(await paymentStatus(order._id)).toBe('pending');
      expect(await received(String(id))).toEqual([
        { status: 'unmatched', reason: 'Giao dịch không có số tài khoản nhận', order_id: null },
      ]);
    }
  });

  it('compares the API key in constant time over digests: keys of any length are refused with a 401, never a 500', async () => {
    const order = await newOrder();
    for (const secret of [
      '',
      'x',
      `${STUB_SECRETS.bankApiKey}x`,
      STUB_SECRETS.bankApiKey.slice(0, -1),
      'khóa-sai',
    ]) {
      const r = await createStubBank(baseUrl).send(
        {
          id: nextProviderId(),
          accountNumber: ACCOUNT,
          content: order.payment.transferContent,
          transferAmount: price,
        },
        { auth: 'apikey', secret },
      );
      expect(r.status).toBe(401);
    }
    expect(await paymentStatus(order._id)).toBe('pending');
    const ok = await createStubBank(baseUrl).send(
      {
        id: nextProviderId(),
        accountNumber: ACCOUNT,
        content: order.payment.transferContent,
        transferAmount: price,
      },
      { auth: 'apikey' },
    );
    expect((await ok.json()).outcome).toBe('confirmed');
  });
});

describe('MoMo notices', () => {
  it('L8: a MoMo amount of 2^31 or more is a 400, never a 500', async () => {
    const order = await newOrder();
    const r = await createStubMomo(baseUrl).ipn({
      orderId: order.orderCode,
      amount: 2 ** 31,
      transId: nextProviderId(),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).message).toBe('Số tiền không hợp lệ');
  });

  it('a replayed MoMo failure notice does not fail an order again (deduplicated by MoMo transaction)', async () => {
    const order = await newOrder();
    const transId = nextProviderId();
    expect(
      (
        await createStubMomo(baseUrl).ipn({
          orderId: order.orderCode,
          amount: price,
          transId,
          resultCode: 1006,
        })
      ).status,
    ).toBe(204);
    expect(await paymentStatus(order._id)).toBe('failed');
    // the visitor tries again: an admin puts the order back to awaiting payment
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}`,
      headers: admin,
      payload: { orderStatus: 'pending', paymentStatus: 'pending', paidAmount: 0, reason: 'Khách thử lại' },
    });
    expect(reset.statusCode).toBe(200);
    const replay = await createStubMomo(baseUrl).ipn({
      orderId: order.orderCode,
      amount: price,
      transId,
      resultCode: 1006,
    });
    expect(replay.status).toBe(204);
    expect(await paymentStatus(order._id)).toBe('pending');
  });

  it('a MoMo failure notice sent more than 5 minutes ago (a replay) changes nothing', async () => {
    const order = await newOrder();
    const stale = await createStubMomo(baseUrl).ipn({
      orderId: order.orderCode,
      amount: price,
      transId: nextProviderId(),
      resultCode: 1006,
      responseTime: Date.now() - 6 * 60_000,
    });
    expect(stale.status).toBe(204);
    expect(await paymentStatus(order._id)).toBe('pending');
    const future = await createStubMomo(baseUrl).ipn({
      orderId: order.orderCode,
      amount: price,
      transId: nextProviderId(),
      resultCode: 1006,
      responseTime: Date.now() + 6 * 60_000,
    });
    expect(future.status).toBe(204);
    expect(await paymentStatus(order._id)).toBe('pending');
  });
});

describe('order creation', () => {
  it('L10: one client gets 10 orders per 10 minutes, then a 429 with the Vietnamese rate-limit message', async () => {
    const address = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await placeFrom(address));
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau.',
      });
    }
    expect((await placeFrom('203.0.113.8')).statusCode).toBe(201);
  });

  it("L10: one client's 'Đã thanh toán' claims are budgeted too (each writes the order's history)", async () => {
    const order = await newOrder();
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/process-payment`,
        remoteAddress: '198.51.100.9',
        payload: { transactionId: 'FT-LOOP' },
      });
    for (let i = 0; i < 20; i++) expect((await claim()).statusCode).toBe(200);
    const refused = await claim();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Bạn thao tác quá nhanh. Vui lòng thử lại sau.');
    const { rows } = await t.app.pool.query(
      `select count(*)::int n from order_status_history where order_id = $1 and source = 'visitor'`,
      [order._id],
    );
    expect(rows[0].n).toBe(20);
  });

  it('L10: the addresses of one IPv6 /64 share one budget', async () => {
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push(await placeFrom(`2001:db8:77:1::${i.toString(16)}`));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 201)).toBe(true);
    expect(answers[10]?.statusCode).toBe(429);
    expect((await placeFrom('2001:db8:77:2::1')).statusCode).toBe(201);
  });
});
