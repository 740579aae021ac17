import type { LivechatMessage } from '#domain/livechat/livechat.schema.ts';
import {
  PAYMENT_REQUEST_MESSAGES as M,
  type PaymentCard,
  paymentRequestText,
} from '#domain/livechat/payment-request.schema.ts';
import { createOrderSchema, type PlacedOrder } from '#domain/orders/order.schema.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { LivechatRepository, RoomRow } from './livechat.repository.ts';
import type { Posted, PostInput } from './room-posting.ts';

// a request older than this is no longer watched (an unpaid order is cancelled long before: decision 025)
const WATCHED_MS = 30 * 86_400_000;

const cardOf = (order: PlacedOrder): PaymentCard => ({
  orderId: order._id,
  orderCode: order.orderCode,
  serviceTitle: order.serviceTitle,
  amount: order.amount,
  bankName: order.payment.bankName,
  accountNumber: order.payment.accountNumber,
  accountName: order.payment.accountName,
  transferContent: order.payment.transferContent,
  qrImage: order.payment.qrImage,
  paid: order.paymentStatus === 'paid',
});

/**
 * A payment request inside the chat: the agent picks a service (an order is placed for the visitor with the
 * /payment rules and payload) or the visitor's existing order, and the card goes into the thread; once the order
 * is paid (bank webhook, IPN, admin), 'Đã nhận thanh toán' follows on both sides, told once across processes.
 */
export function paymentRequests(deps: {
  repo: LivechatRepository;
  orders: Pick<OrdersService, 'place' | 'placed' | 'find'>;
  post(input: PostInput): Promise<Posted>;
  clock: () => Date;
}) {
  const { repo, orders } = deps;

  async function orderFor(
    room: RoomRow,
    input: { serviceId?: string | undefined; orderId?: string | undefined },
    agentId: string,
  ) {
    if (input.orderId) {
      const order = await orders.placed(input.orderId);
      if (order.paymentStatus === 'paid') throw new AppError('ORDER_PAID', 409, M.orderPaid);
      return order;
    }
    // the visitor's details as the payment form would take them (spec 000 §5), for the service picked
    const customer = createOrderSchema.safeParse({
      fullName: room.visitorName,
      phone: room.visitorPhone ?? '',
      email: room.visitorEmail ?? '',
      serviceId: input.serviceId,
    });
    if (!customer.success) throw badRequest(customer.error.issues[0]?.message ?? M.chooseOne);
    // counted per account, as an order placed from the payment page is per client
    return (await orders.place(customer.data, undefined, `livechat-agent:${agentId}`)).order;
  }

  return {
    async sendPaymentRequest(
      room: RoomRow,
      input: { serviceId?: string | undefined; orderId?: string | undefined },
      agentId: string,
    ): Promise<LivechatMessage> {
      const card = cardOf(await orderFor(room, input, agentId));
      const { message } = await deps.post({
        sessionId: room.sessionId,
        sender: 'admin',
        message: paymentRequestText(card),
        adminId: agentId,
        clientId: `pay-${card.orderId}`,
        room,
        card,
      });
      await repo.insertPaymentRequest({
        roomId: room.id,
        messageId: message._id,
        orderId: card.orderId,
        card,
      });
      return message;
    },

    /** Cards joined to the messages that carry them (a page of history). */
    async withCards(messages: LivechatMessage[]): Promise<LivechatMessage[]> {
      const cards = await repo.cardsOf(messages.map((m) => m._id));
      return messages.map((m) => {
        const card = cards.get(m._id);
        return card ? { ...m, payment: card } : m;
      });
    },

    /** Every open request whose order is now paid: the thread is told, once. Answers how many were told. */
    async announcePayments(): Promise<number> {
      let told = 0;
      const open = await repo.openPaymentRequests(new Date(deps.clock().getTime() - WATCHED_MS));
      for (const request of open) {
        const order = await orders.find(request.orderId);
        if (order?.paymentStatus !== 'paid') continue;
        if (!(await repo.markPaymentRequestPaid(request.id, deps.clock()))) continue;
        const room = await repo.findRoom(request.roomId);
        if (!room) continue;
        await deps.post({
          sessionId: room.sessionId,
          sender: 'system',
          message: M.received,
          clientId: `paid-${request.id}`,
          room,
        });
        told++;
      }
      return told;
    },
  };
}
