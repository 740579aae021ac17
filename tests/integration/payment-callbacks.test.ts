import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStubBank,
  createStubMomo,
  createStubVnpay,
  nextProviderId,
  STUB_SECRETS,
} from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT, placeOrder, startPaymentsApp } from '../helpers/payments-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

// decision 013: only the server decides that an order is paid, from what the bank and the providers send,
// over real HTTP from local stand-ins signing as the providers do.
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

const newOrder = (paymentMethod = 'MOMO') =>
  placeOrder(t, serviceId, {
    fullName: 'Lê Thị Bình',
    phone: '0987654321',
    email: 'binh@example.com',
    paymentMethod,
  });

async function state(orderId: string) {
  const { rows } = await t.app.pool.query(
    `select payment_status, paid_amount, (select count(*)::int from order_status_history h where h.order_id = o.id and h.source <> 'visitor') transitions
       from orders o where id = $1`,
    [orderId],
  );
  return rows[0] as { payment_status: string; paid_amount: number; transitions: number };
}

async function received(providerTransactionId: string) {
  const { rows } = await t.app.pool.query(
    'select status, reason, order_id from received_payments where provider_transaction_id = $1',
    [providerTransactionId],
  );
  return rows;
}

describe('bank-transfer webhook', () => {
  const bank = () => createStubBank(baseUrl);

  it('pays the order whose code, amount and account match (HMAC and API key)', async () => {
    for (const auth of ['hmac', 'apikey'] as const) {
      const order = await newOrder();
      const r = await bank().send(
        {
          id: nextProviderId(),
          accountNumber: ACCOUNT,
          content: `CT DEN ${order.payment.transferContent} FT2611`,
          transferAmount: price,
        },
        { auth },
      );
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ success: true, outcome: 'confirmed' });
      expect(await state(order._id)).toEqual({ payment_status: 'paid', paid_amount: price, transitions: 1 });
      const history = (
        await t.app.inject({ url: `/api/orders/history?orderCode=${order.orderCode}`, headers: admin })
      ).json();
      expect(history.data[0]).toMatchObject({ source: 'webhook', toPaymentStatus: 'paid' });
    }
  });

  it('makes one transition from the same transfer sent ×10 at once', async () => {
    const order = await newOrder();
    const id = nextProviderId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        bank().send({
          id,
          accountNumber: ACCOUNT,
          content: order.payment.transferContent,
          transferAmount: price,
        }),
      ),
    );
    const outcomes = await Promise.all(answers.map((a) => a.json()));
    expect(outcomes.filter((o) => o.outcome === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(9);
    expect(await state(order._id)).toEqual({ payment_status: 'paid', paid_amount: price, transitions: 1 });
    expect(await received(String(id))).toHaveLength(1);
  });

  it('keeps two different transfers for one order: the second, concurrent or later, goes to unmatched', async () => {
    const order = await newOrder();
    const [a, b] = [nextProviderId(), nextProviderId()];
    await Promise.all(
      [a, b].map((id) =>
        bank().send({
          id,
          accountNumber: ACCOUNT,
          content: order.payment.transferContent,
          transferAmount: price,
        }),
      ),
    );
    expect(await state(order._id)).toMatchObject({ payment_status: 'paid', transitions: 1 });
    const rows = [...(await received(String(a))), ...(await received(String(b)))];
    expect(rows.map((r) => r.status).sort()).toEqual(['matched', 'unmatched']);
    expect(rows.find((r) => r.status === 'unmatched').reason).toBe('Đơn hàng đã được thanh toán trước đó');
  });

  it.each([
    ['1 đồng short', -1, 'Số tiền chuyển thiếu'],
    ['1 đồng over', 1, 'Số tiền chuyển thừa'],
  ])('keeps %s unmatched, order unpaid', async (_name, delta, reason) => {
    const order = await newOrder();
    const id = nextProviderId();
    const r = await bank().send({
      id,
      accountNumber: ACCOUNT,
      content: order.payment.transferContent,
      transferAmount: price + delta,
    });
    expect((await r.json()).outcome).toBe('unmatched');
    expect(await state(order._id)).toMatchObject({ payment_status: 'pending', transitions: 0 });
    expect(await received(String(id))).toEqual([{ status: 'unmatched', reason, order_id: null }]);
  });

  it('keeps a missing or mangled code, an unknown order and another account unmatched', async () => {
    const order = await newOrder();
    const cases: Array<[string, string, string]> = [
      ['chuyen tien dich vu', ACCOUNT, 'Không tìm thấy mã đơn hàng trong nội dung chuyển khoản'],
      [order.payment.transferContent.replace(order.orderCode, order.orderCode.slice(0, 5)), ACCOUNT, ''],
      ['SVSDHZZZZZZ5678', ACCOUNT, 'Không có đơn hàng với mã này'],
      [order.payment.transferContent, '1234567890', 'Sai tài khoản nhận'],
    ];
    for (const [content, account, reason] of cases) {
      const id = nextProviderId();
      const r = await bank().send({ id, accountNumber: account, content, transferAmount: price });
      expect((await r.json()).outcome).toBe('unmatched');
      const [row] = await received(String(id));
      expect(row.status).toBe('unmatched');
      if (reason) expect(row.reason).toBe(reason);
    }
    expect(await state(order._id)).toMatchObject({ payment_status: 'pending', transitions: 0 });
  });

  it('refuses a bad signature, a wrong API key and a stale or missing timestamp without recording anything', async () => {
    const order = await newOrder();
    const transfer = {
      accountNumber: ACCOUNT,
      content: order.payment.transferContent,
      transferAmount: price,
    };
    const stale = Math.floor(Date.now() / 1000) - 600;
    const attempts = [
      bank().send({ id: nextProviderId(), ...transfer }, { secret: 'wrong-secret-0123456789' }),
      bank().send({ id: nextProviderId(), ...transfer }, { auth: 'apikey', secret: 'wrong-key' }),
      bank().send({ id: nextProviderId(), ...transfer }, { timestamp: stale }),
      bank().send({ id: nextProviderId(), ...transfer }, { timestamp: Math.floor(Date.now() / 1000) + 600 }),
    ];
    for (const r of await Promise.all(attempts)) expect(r.status).toBe(401);
    expect(await state(order._id)).toMatchObject({ payment_status: 'pending', transitions: 0 });
    const { rows } = await t.app.pool.query(
      'select count(*)::int n from received_payments where content = $1',
      [transfer.content],
    );
    expect(rows[0].n).toBe(0);
  });

  it('accepts the transfer before the visitor presses "Đã thanh toán" (out of order); the late claim changes nothing', async () => {
    const order = await newOrder();
    await bank().send({
      id: nextProviderId(),
      accountNumber: ACCOUNT,
      content: order.payment.transferContent,
      transferAmount: price,
    });
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/process-payment`,
      payload: { transactionId: 'late', amount: 1 },
    });
    expect(claim.json().data.paymentStatus).toBe('paid');
    expect(await state(order._id)).toEqual({ payment_status: 'paid', paid_amount: price, transitions: 1 });
  });

  it('answers 400 to a malformed body and ignores outgoing transfers', async () => {
    const r = await fetch(`${baseUrl}/api/payments/bank-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Apikey ${STUB_SECRETS.bankApiKey}`,
        'x-timestamp': String(Math.floor(Date.now() / 1000)),
      },
      body: '{not json',
    });
    expect(r.status).toBe(400);
    const out = await bank().send({
      id: nextProviderId(),
      accountNumber: ACCOUNT,
      content: 'x',
      transferAmount: 5,
      transferType: 'out',
    });
    expect((await out.json()).outcome).toBe('ignored');
  });
});

describe('MoMo IPN', () => {
  const momo = () => createStubMomo(baseUrl);

  it('pays on a valid IPN (204), once for ×10 duplicates at once', async () => {
    const order = await newOrder('MOMO');
    const transId = nextProviderId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => momo().ipn({ orderId: order.orderCode, amount: price, transId })),
    );
    expect(answers.every((a) => a.status === 204)).toBe(true);
    expect(await state(order._id)).toEqual({ payment_status: 'paid', paid_amount: price, transitions: 1 });
  });

  it('refuses a bad signature (401) and keeps an amount off by 1 đồng unmatched', async () => {
    const order = await newOrder('MOMO');
    expect(
      (
        await momo().ipn(
          { orderId: order.orderCode, amount: price, transId: nextProviderId() },
          'wrong-secret-0123456789',
        )
      ).status,
    ).toBe(401);
    const transId = nextProviderId();
    expect((await momo().ipn({ orderId: order.orderCode, amount: price - 1, transId })).status).toBe(204);
    expect(await state(order._id)).toMatchObject({ payment_status: 'pending', transitions: 0 });
    expect((await received(String(transId)))[0]).toMatchObject({
      status: 'unmatched',
      reason: 'Số tiền chuyển thiếu',
    });
  });

  it('records an unknown order as unmatched; a late failure never undoes a payment (out of order)', async () => {
    const unknown = nextProviderId();
    expect((await momo().ipn({ orderId: 'DHZZZZZZ', amount: price, transId: unknown })).status).toBe(204);
    expect((await received(String(unknown)))[0]).toMatchObject({
      status: 'unmatched',
      reason: 'Không có đơn hàng với mã này',
    });

    const order = await newOrder('MOMO');
    await momo().ipn({ orderId: order.orderCode, amount: price, transId: nextProviderId() });
    await momo().ipn({
      orderId: order.orderCode,
      amount: price,
      transId: nextProviderId(),
      resultCode: 1006,
    });
    expect(await state(order._id)).toMatchObject({ payment_status: 'paid', transitions: 1 });

    const failedFirst = await newOrder('MOMO');
    await momo().ipn({
      orderId: failedFirst.orderCode,
      amount: price,
      transId: nextProviderId(),
      resultCode: 1006,
    });
    expect((await state(failedFirst._id)).payment_status).toBe('failed');
    await momo().ipn({ orderId: failedFirst.orderCode, amount: price, transId: nextProviderId() });
    expect(await state(failedFirst._id)).toMatchObject({
      payment_status: 'paid',
      paid_amount: price,
      transitions: 2,
    });
  });
});

describe('VNPAY IPN', () => {
  const vnpay = () => createStubVnpay(baseUrl);

  it('answers 00 and pays, then 02 for a duplicate; ×10 at once make one transition', async () => {
    const order = await newOrder('VNPAY');
    const transactionNo = nextProviderId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        vnpay().ipn({ txnRef: order.orderCode, amountVnd: price, transactionNo }),
      ),
    );
    const codes = await Promise.all(answers.map(async (a) => (await a.json()).RspCode));
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c === '02')).toHaveLength(9);
    expect(await state(order._id)).toEqual({ payment_status: 'paid', paid_amount: price, transitions: 1 });
    const again = await vnpay().ipn({ txnRef: order.orderCode, amountVnd: price, transactionNo });
    expect(await again.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
  });

  it('answers 97 to a bad signature, 01 to an unknown order, 04 to an amount off by 1 đồng', async () => {
    const order = await newOrder('VNPAY');
    const rsp = async (r: Response) => (await r.json()).RspCode;
    expect(
      await rsp(
        await vnpay().ipn(
          { txnRef: order.orderCode, amountVnd: price, transactionNo: nextProviderId() },
          'wrong-secret-0123456789',
        ),
      ),
    ).toBe('97');
    expect(
      await rsp(await vnpay().ipn({ txnRef: 'DHZZZZZZ', amountVnd: price, transactionNo: nextProviderId() })),
    ).toBe('01');
    expect(
      await rsp(
        await vnpay().ipn({ txnRef: order.orderCode, amountVnd: price + 1, transactionNo: nextProviderId() }),
      ),
    ).toBe('04');
    expect(await state(order._id)).toMatchObject({ payment_status: 'pending', transitions: 0 });
  });
});

describe('payments list and assignment by an admin', () => {
  it('lists unmatched transfers and assigns one to an order with a reason', async () => {
    const order = await newOrder();
    const id = nextProviderId();
    await createStubBank(baseUrl).send({
      id,
      accountNumber: ACCOUNT,
      content: 'khach quen ghi ma',
      transferAmount: price,
    });
    const list = (
      await t.app.inject({ url: '/api/payments?status=unmatched&limit=100', headers: admin })
    ).json();
    const row = list.data.find(
      (p: { providerTransactionId: string }) => p.providerTransactionId === String(id),
    );
    expect(row).toMatchObject({ status: 'unmatched', amount: price });

    const assign = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/payments/${row._id}/assign`, headers: admin, payload });
    expect((await assign({ orderCode: order.orderCode, reason: '' })).statusCode).toBe(400);
    const r = await assign({ orderCode: order.orderCode, reason: 'Khách gọi điện xác nhận' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'assigned', orderId: order._id });
    expect(await state(order._id)).toEqual({ payment_status: 'paid', paid_amount: price, transitions: 1 });
    expect((await assign({ orderCode: order.orderCode, reason: 'lần hai' })).statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/payments' })).statusCode).toBe(401);
  });
});
