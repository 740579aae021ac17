import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { agent, ask, newSessionId, type Recorder, visitor } from '../helpers/livechat-client.ts';
import { createStubBank, nextProviderId } from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT, type PaymentsTestApp, startPaymentsApp } from '../helpers/payments-app.ts';
import { login } from '../helpers/test-app.ts';

// A payment request inside the live chat: the card the visitor sees (service, amount, VietQR, transfer content,
// the /payment rules), and 'Đã nhận thanh toán' on both sides, once, when the order is paid by any path: written
// in the paying transaction and told after its commit (decision 051), with no job polling for it.
let p: PaymentsTestApp;
let adminToken: string;
const open: Recorder[] = [];
type Card = {
  orderId: string;
  orderCode: string;
  serviceTitle: string;
  amount: number;
  transferContent: string;
  qrImage: string;
  paid: boolean;
};
type Message = { _id: string; sender: string; message: string; payment?: Card };
type Sent = { success: boolean; data: Message; code?: string; message?: string };

beforeAll(async () => {
  p = await startPaymentsApp();
  adminToken = await login(p.t.app, 'admin');
});
afterAll(async () => {
  for (const s of open) s.close();
  await p.t.close();
});

let people = 0;
/** A visitor of their own (a phone and an e-mail nobody else in this file has) and an agent in their room. */
async function room(details: Record<string, unknown> = {}) {
  people++;
  const person = {
    userPhone: `09130000${String(people).padStart(2, '0')}`,
    userEmail: `khach.${people}@example.com`,
    ...details,
  };
  const v = await visitor(p.baseUrl, newSessionId(), person);
  open.push(v);
  await ask(v, 'send_message', { message: 'Tôi muốn đặt dịch vụ', sessionId: v.sessionId });
  const a = await agent(p.baseUrl, adminToken);
  open.push(a);
  await vi.waitFor(() => expect(a.of('active_chats')).toHaveLength(1));
  const rooms = (a.of('active_chats')[0] as Array<{ roomId: string; user: { sessionId: string } }>) ?? [];
  const roomId = rooms.find((r) => r.user.sessionId === v.sessionId)?.roomId as string;
  return { v, a, roomId, person };
}

const history = async (sessionId: string) =>
  (await (await fetch(`${p.baseUrl}/api/livechat/history/${sessionId}`)).json()).data as Message[];
const notices = async (sessionId: string) =>
  (await history(sessionId)).filter((m) => m.sender === 'system' && m.message === P.received);
const told = (m: unknown) => (m as { message?: { message: string } }).message?.message === P.received;

const transfer = (card: Card, amount = p.price, id: number | string = nextProviderId()) =>
  createStubBank(p.baseUrl).send({
    id,
    accountNumber: PAYMENT_ACCOUNT,
    content: card.transferContent,
    transferAmount: amount,
  });

async function placeOrder(person: { userPhone: string; userEmail: string }) {
  const response = await p.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      fullName: 'Nguyễn Văn An',
      phone: person.userPhone,
      email: person.userEmail,
      serviceId: p.serviceId,
      paymentMethod: 'MOMO',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; orderCode: string; payment: { transferContent: string } };
}

describe('payment request in the chat', () => {
  it('sends the card of a new order for the service picked, and tells both sides once the bank pays it', async () => {
    const { v, a, roomId } = await room();
    const sent = await ask<Sent>(a, 'send_payment_request', { roomId, serviceId: p.serviceId });
    expect(sent.success).toBe(true);
    const card = sent.data.payment as Card;
    expect(card).toMatchObject({ amount: p.price, paid: false });
    expect(card.qrImage).toMatch(/^data:image\/png;base64,/);
    // the same order and payload the payment page makes
    const order = (
      await p.t.app.inject({ url: `/api/orders?search=${card.orderCode}`, headers: p.admin })
    ).json();
    expect(order.data[0]).toMatchObject({
      _id: card.orderId,
      servicePrice: p.price,
      transferContent: card.transferContent,
    });
    // the visitor sees it in the thread, and in the history after a reload
    await vi.waitFor(() =>
      expect((v.of('message_received') as Message[]).some((m) => m.payment?.orderId === card.orderId)).toBe(
        true,
      ),
    );
    expect((await history(v.sessionId)).find((m) => m.payment)?.payment).toMatchObject({
      orderId: card.orderId,
      paid: false,
    });

    expect(await (await transfer(card)).json()).toEqual({ success: true, outcome: 'confirmed' });
    // told by the paying request itself: both sides hear the card turn paid and the notice
    await vi.waitFor(() => {
      expect(v.of('payment_request_paid')).toEqual([{ roomId, messageId: sent.data._id }]);
      expect(a.of('payment_request_paid')).toEqual([{ roomId, messageId: sent.data._id }]);
      expect((v.of('message_received') as Message[]).filter((m) => m.message === P.received)).toHaveLength(1);
      expect(a.of('new_message').filter(told)).toHaveLength(1);
    });
    expect((await history(v.sessionId)).find((m) => m.payment)?.payment?.paid).toBe(true);

    // the bank repeating its webhook, and a second transfer for the paid order, tell nothing more
    const again = await transfer(card, p.price, 'repeat-me');
    expect((await again.json()).outcome).toBe('unmatched');
    expect((await (await transfer(card, p.price, 'repeat-me')).json()).outcome).toBe('duplicate');
    expect(await notices(v.sessionId)).toHaveLength(1);
    expect(v.of('payment_request_paid')).toHaveLength(1);
  });

  it('tells the thread when an admin marks the order paid, and only the first time', async () => {
    const { v, a, roomId } = await room();
    const sent = await ask<Sent>(a, 'send_payment_request', { roomId, serviceId: p.serviceId });
    const orderId = sent.data.payment?.orderId as string;
    const put = (paymentStatus: string, paidAmount: number) =>
      p.t.app.inject({
        method: 'PUT',
        url: `/api/orders/${orderId}`,
        headers: p.admin,
        payload: { orderStatus: 'processing', paymentStatus, paidAmount, reason: 'Khách chuyển tiền mặt' },
      });
    expect((await put('paid', p.price)).statusCode).toBe(200);
    await vi.waitFor(() => expect(a.of('new_message').filter(told)).toHaveLength(1));
    expect(v.of('payment_request_paid')).toEqual([{ roomId, messageId: sent.data._id }]);
    // undone and paid again: the thread was told already
    expect((await put('pending', 0)).statusCode).toBe(200);
    expect((await put('paid', p.price)).statusCode).toBe(200);
    expect(await notices(v.sessionId)).toHaveLength(1);
  });

  it('offers the orders the room’s contact has awaiting payment, and refuses another person’s', async () => {
    const { a, roomId, person, v } = await room();
    const own = await placeOrder(person);
    const stranger = await placeOrder({ userPhone: '0987000111', userEmail: 'nguoi.khac@example.com' });
    const listed = await ask<{ success: boolean; data: Array<{ _id: string; orderCode: string }> }>(
      a,
      'payment_request_orders',
      roomId,
    );
    expect(listed.success).toBe(true);
    expect(listed.data.map((o) => o._id)).toEqual([own._id]);

    const refused = await ask<Sent>(a, 'send_payment_request', { roomId, orderId: stranger._id });
    expect(refused).toMatchObject({
      success: false,
      code: 'ORDER_NOT_CONTACTS',
      message: P.notContactsOrder,
    });
    expect((await history(v.sessionId)).some((m) => m.payment)).toBe(false);

    const sent = await ask<Sent>(a, 'send_payment_request', { roomId, orderId: own._id });
    expect(sent.success).toBe(true);
    expect(sent.data.payment).toMatchObject({ orderId: own._id, orderCode: own.orderCode, paid: false });
    // paid, it is no longer offered, and asking for it again is refused
    expect(await (await transfer(sent.data.payment as Card)).json()).toMatchObject({ outcome: 'confirmed' });
    await vi.waitFor(async () => expect(await notices(v.sessionId)).toHaveLength(1));
    expect((await ask<{ data: unknown[] }>(a, 'payment_request_orders', roomId)).data).toEqual([]);
    expect(await ask<Sent>(a, 'send_payment_request', { roomId, orderId: own._id })).toMatchObject({
      success: false,
      code: 'ORDER_PAID',
      message: P.orderPaid,
    });
  });

  it('a transfer landing while the card is sent: the card is refused as paid, or ends paid and told once', async () => {
    // the payment commits before, during or after the card's row: each time the thread must not keep a card
    // waiting for an order already paid (decision 051: the order's lock orders the two)
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { a, roomId, person, v } = await room();
      const order = await placeOrder(person);
      const [sent, paid] = await Promise.all([
        ask<Sent>(a, 'send_payment_request', { roomId, orderId: order._id }),
        transfer({ transferContent: order.payment.transferContent } as Card),
      ]);
      expect(await paid.json()).toMatchObject({ outcome: 'confirmed' });
      if (!sent.success) {
        expect(sent).toMatchObject({ code: 'ORDER_PAID', message: P.orderPaid });
        expect((await history(v.sessionId)).some((m) => m.payment)).toBe(false);
        outcomes.push('refused');
        continue;
      }
      await vi.waitFor(async () => {
        expect((await history(v.sessionId)).find((m) => m.payment)?.payment?.paid).toBe(true);
        expect(await notices(v.sessionId)).toHaveLength(1);
      });
      outcomes.push('paid');
    }
    expect(outcomes).toHaveLength(6);
  });

  it('refuses with the payment form’s message when the visitor left no e-mail, and needs a service or an order', async () => {
    const { a, roomId } = await room({ userEmail: undefined });
    const noEmail = await ask(a, 'send_payment_request', { roomId, serviceId: p.serviceId });
    expect(noEmail).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await ask(a, 'send_payment_request', { roomId })).toMatchObject({
      success: false,
      message: P.chooseOne,
    });
  });
});
