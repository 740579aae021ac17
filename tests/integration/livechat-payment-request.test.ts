import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as P } from '../../src/domain/livechat/payment-request.schema.ts';
import { agent, ask, newSessionId, type Recorder, visitor } from '../helpers/livechat-client.ts';
import { createStubBank, nextProviderId } from '../helpers/payment-provider-stub.ts';
import { PAYMENT_ACCOUNT, type PaymentsTestApp, startPaymentsApp } from '../helpers/payments-app.ts';
import { login } from '../helpers/test-app.ts';

// A payment request inside the live chat: the card the visitor sees (service, amount, VietQR, transfer content,
// the /payment rules), and 'Đã nhận thanh toán' on both sides once the bank's webhook pays the order.
let p: PaymentsTestApp;
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

beforeAll(async () => {
  p = await startPaymentsApp();
});
afterAll(async () => {
  for (const s of open) s.close();
  await p.t.close();
});

async function room(details: Record<string, unknown>) {
  const v = await visitor(p.baseUrl, newSessionId(), details);
  open.push(v);
  await ask(v, 'send_message', { message: 'Tôi muốn đặt dịch vụ', sessionId: v.sessionId });
  const a = await agent(p.baseUrl, await login(p.t.app, 'admin'));
  open.push(a);
  await vi.waitFor(() => expect(a.of('active_chats')).toHaveLength(1));
  const rooms = (a.of('active_chats')[0] as Array<{ roomId: string; user: { sessionId: string } }>) ?? [];
  const roomId = rooms.find((r) => r.user.sessionId === v.sessionId)?.roomId as string;
  return { v, a, roomId };
}

describe('payment request in the chat', () => {
  it('sends the card of a new order for the service picked, and tells both sides once the bank pays it', async () => {
    const { v, a, roomId } = await room({ userEmail: 'an.nguyen@example.com' });
    const sent = await ask<{ success: boolean; data: Message }>(a, 'send_payment_request', {
      roomId,
      serviceId: p.serviceId,
    });
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
    const history = (await (await fetch(`${p.baseUrl}/api/livechat/history/${v.sessionId}`)).json())
      .data as Message[];
    expect(history.find((m) => m.payment)?.payment).toMatchObject({ orderId: card.orderId, paid: false });

    const paid = await createStubBank(p.baseUrl).send({
      id: nextProviderId(),
      accountNumber: PAYMENT_ACCOUNT,
      content: card.transferContent,
      transferAmount: p.price,
    });
    expect(await paid.json()).toEqual({ success: true, outcome: 'confirmed' });
    const told = (m: unknown) => (m as { message?: { message: string } }).message?.message === P.received;
    await vi.waitFor(
      () => {
        expect((v.of('message_received') as Message[]).filter((m) => m.message === P.received)).toHaveLength(
          1,
        );
        expect(a.of('new_message').filter(told)).toHaveLength(1);
      },
      { timeout: 5000 },
    );
    const after = (await (await fetch(`${p.baseUrl}/api/livechat/history/${v.sessionId}`)).json())
      .data as Message[];
    expect(after.find((m) => m.payment)?.payment?.paid).toBe(true);
    // told once, however often the watch runs again
    expect(await p.t.app.services.liveChat.announcePayments()).toBe(0);
  });

  it('refuses with the payment form’s message when the visitor left no e-mail, and needs a service or an order', async () => {
    const { a, roomId } = await room({});
    const noEmail = await ask(a, 'send_payment_request', { roomId, serviceId: p.serviceId });
    expect(noEmail).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await ask(a, 'send_payment_request', { roomId })).toMatchObject({
      success: false,
      message: P.chooseOne,
    });
  });
});
