import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createStubBank,
  createStubMomo,
  createStubVnpay,
  nextProviderId,
} from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT, placeOrder, startPaymentsApp } from '../helpers/payments-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

// ARCHITECTURE.md "Units of work", decision 026: a use case that writes two areas' tables commits both writes or
// neither. The failure is injected between the two writes by a database trigger that fails once (a sequence is
// not rolled back, so the retry passes), through the real app over HTTP, as a process stopped there would.
const ACCOUNT = PAYMENT_ACCOUNT;
let t: TestApp;
let baseUrl: string;
let admin: Record<string, string>;
let serviceId: string;
let price: number;

beforeAll(async () => {
  ({ t, baseUrl, admin, serviceId, price } = await startPaymentsApp());
  await t.app.pool.query(`
    create sequence injected_failures;
    create function fail_once() returns trigger language plpgsql as $$
    begin
      if nextval('injected_failures') = 1 then raise exception 'injected failure between the two writes'; end if;
      return new;
    end $$;`);
});
afterEach(async () => {
  await t.app.pool.query(`
    drop trigger if exists fail_once on orders;
    drop trigger if exists fail_once on order_status_history;`);
});
afterAll(async () => {
  await t.close();
});

/** The next write to `table` fails once, after the use case's first write to the other area's table. */
async function failNextWriteTo(table: 'orders' | 'order_status_history', event: 'update' | 'insert') {
  await t.app.pool.query(`
    alter sequence injected_failures restart;
    create trigger fail_once before ${event} on ${table} for each row execute function fail_once();`);
}

const newOrder = (paymentMethod = 'MOMO') =>
  placeOrder(t, serviceId, {
    fullName: 'Võ Minh Tâm',
    phone: '0901112233',
    email: 'tam@example.com',
    paymentMethod,
  });

async function orderState(orderId: string) {
  const { rows } = await t.app.pool.query(
    `select payment_status, paid_amount,
            (select count(*)::int from order_status_history h where h.order_id = o.id) history,
            (select count(*)::int from received_payments r where r.order_id = o.id) payments
       from orders o where id = $1`,
    [orderId],
  );
  return rows[0] as { payment_status: string; paid_amount: number; history: number; payments: number };
}

const paidOnce = { payment_status: 'paid', history: 1, payments: 1 };

describe('a received payment and its order commit together', () => {
  it("bank webhook: stopped between recording the transfer and paying the order, the bank's retry pays it exactly once", async () => {
    const order = await newOrder();
    const transfer = {
      id: nextProviderId(),
      accountNumber: ACCOUNT,
      content: order.payment.transferContent,
      transferAmount: price,
    };
    await failNextWriteTo('orders', 'update');
    const first = await createStubBank(baseUrl).send(transfer);
    expect(first.status).toBe(500);
    expect(await orderState(order._id)).toEqual({
      payment_status: 'pending',
      paid_amount: 0,
      history: 0,
      payments: 0,
    });

    const retry = await createStubBank(baseUrl).send(transfer);
    expect(await retry.json()).toEqual({ success: true, outcome: 'confirmed' });
    const again = await createStubBank(baseUrl).send(transfer);
    expect((await again.json()).outcome).toBe('duplicate');
    expect(await orderState(order._id)).toMatchObject({ ...paidOnce, paid_amount: price });
  });

  it("MoMo IPN: the failed first delivery leaves nothing, MoMo's retry pays exactly once", async () => {
    const order = await newOrder('MOMO');
    const notice = { orderId: order.orderCode, amount: price, transId: nextProviderId() };
    await failNextWriteTo('orders', 'update');
    expect((await createStubMomo(baseUrl).ipn(notice)).status).toBe(500);
    expect(await orderState(order._id)).toMatchObject({ payment_status: 'pending', payments: 0 });
    expect((await createStubMomo(baseUrl).ipn(notice)).status).toBe(204);
    expect((await createStubMomo(baseUrl).ipn(notice)).status).toBe(204);
    expect(await orderState(order._id)).toMatchObject({ ...paidOnce, paid_amount: price });
  });

  it("VNPAY IPN: the failed first delivery leaves nothing, VNPAY's retry pays exactly once", async () => {
    const order = await newOrder('VNPAY');
    const notice = { txnRef: order.orderCode, amountVnd: price, transactionNo: nextProviderId() };
    await failNextWriteTo('orders', 'update');
    expect((await createStubVnpay(baseUrl).ipn(notice)).status).toBe(500);
    expect(await orderState(order._id)).toMatchObject({ payment_status: 'pending', payments: 0 });
    expect(await (await createStubVnpay(baseUrl).ipn(notice)).json()).toMatchObject({ RspCode: '00' });
    expect(await (await createStubVnpay(baseUrl).ipn(notice)).json()).toMatchObject({ RspCode: '02' });
    expect(await orderState(order._id)).toMatchObject({ ...paidOnce, paid_amount: price });
  });

  it("an admin's assignment of an unmatched payment: a failure leaves it unassigned, and the retry pays the order once", async () => {
    const order = await newOrder();
    const id = nextProviderId();
    await createStubBank(baseUrl).send({
      id,
      accountNumber: ACCOUNT,
      content: `chuyen tien ${order.orderCode.slice(0, 5)}`,
      transferAmount: price,
    });
    const { rows } = await t.app.pool.query(
      'select id from received_payments where provider_transaction_id = $1',
      [String(id)],
    );
    const assign = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${rows[0].id}/assign`,
        headers: admin,
        payload: { orderCode: order.orderCode, reason: 'Khách ghi thiếu mã đơn' },
      });
    await failNextWriteTo('orders', 'update');
    expect((await assign()).statusCode).toBe(500);
    const { rows: after } = await t.app.pool.query('select status from received_payments where id = $1', [
      rows[0].id,
    ]);
    expect(after[0].status).toBe('unmatched');
    expect((await assign()).statusCode).toBe(200);
    expect((await assign()).statusCode).toBe(409);
    expect(await orderState(order._id)).toMatchObject({ ...paidOnce, paid_amount: price });
  });
});

describe('units of work for one order, at once', () => {
  it('two different transfers and a claim for one order at once never deadlock: one pays, one waits unmatched', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => newOrder()));
    const answers = await Promise.all(
      orders.flatMap((order) => [
        ...[nextProviderId(), nextProviderId()].map((id) =>
          createStubBank(baseUrl).send({
            id,
            accountNumber: ACCOUNT,
            content: order.payment.transferContent,
            transferAmount: price,
          }),
        ),
        fetch(`${baseUrl}/api/orders/${order._id}/process-payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ transactionId: 'FT-AT-ONCE' }),
        }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(200));
    for (const order of orders) {
      expect(await orderState(order._id)).toMatchObject({
        payment_status: 'paid',
        paid_amount: price,
        payments: 1,
      });
    }
  });
});

describe('an order and its status history commit together', () => {
  it('the admin marking an order paid by hand: a failure writing the history leaves the order as it was', async () => {
    const order = await newOrder();
    const markPaid = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}`,
        headers: admin,
        payload: {
          orderStatus: 'processing',
          paymentStatus: 'paid',
          paidAmount: price,
          reason: 'Tiền mặt tại văn phòng',
        },
      });
    await failNextWriteTo('order_status_history', 'insert');
    expect((await markPaid()).statusCode).toBe(500);
    expect(await orderState(order._id)).toMatchObject({ payment_status: 'pending', history: 0 });
    expect((await markPaid()).statusCode).toBe(200);
    expect(await orderState(order._id)).toMatchObject({
      payment_status: 'paid',
      paid_amount: price,
      history: 1,
    });
  });

  it("the visitor's claim: a failure on the order leaves no claim row, the retry records one claim and one entry", async () => {
    const order = await newOrder();
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/process-payment`,
        payload: { transactionId: 'FT-RETRY', amount: price },
      });
    await failNextWriteTo('orders', 'update');
    expect((await claim()).statusCode).toBe(500);
    const count = async () =>
      (
        await t.app.pool.query(
          `select (select count(*)::int from payment_transactions where order_id = $1) claims,
                  (select count(*)::int from order_status_history where order_id = $1) history,
                  (select claimed_transaction_id from orders where id = $1) claimed`,
          [order._id],
        )
      ).rows[0];
    expect(await count()).toEqual({ claims: 0, history: 0, claimed: null });
    expect((await claim()).statusCode).toBe(200);
    expect(await count()).toEqual({ claims: 1, history: 1, claimed: 'FT-RETRY' });
  });
});
