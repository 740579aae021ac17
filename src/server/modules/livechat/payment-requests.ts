import type { LivechatMessage } from '#domain/livechat/livechat.schema.ts';
import {
  type ContactOrder,
  PAYMENT_REQUEST_MESSAGES as M,
  type PaymentCard,
  paymentRequestText,
} from '#domain/livechat/payment-request.schema.ts';
import { createOrderSchema, type PlacedOrder } from '#domain/orders/order.schema.ts';
import type { Db } from '../../db/client.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { ContactsService } from '../contacts/contacts.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { LivechatRepository, RoomRow } from './livechat.repository.ts';
import type { LivechatPaidNotices } from './paid-notices.ts';
import type { Posted, PostInput } from './room-posting.ts';

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

/** The room's row as the contacts area names it (decision 043). */
const roomRef = (room: RoomRow) => ({ source: 'livechat' as const, refId: room.id });

/**
 * A payment request inside the chat: the agent picks a service (an order is placed for the visitor with the
 * /payment rules and payload) or one of the orders the room's contact already has awaiting payment, and the card
 * goes into the thread; once the order is paid (bank webhook, IPN, admin), 'Đã nhận thanh toán' follows on both
 * sides, told once (paid-notices.ts, decision 051).
 */
export function paymentRequests(deps: {
  db: Db;
  repo: LivechatRepository;
  orders: Pick<OrdersService, 'place' | 'placed' | 'find' | 'lock' | 'awaitingPayment'>;
  contacts: Pick<ContactsService, 'refsBeside'>;
  paid: LivechatPaidNotices;
  post(input: PostInput): Promise<Posted>;
  clock: () => Date;
}) {
  const { repo, orders } = deps;

  /** The orders of the room's contact still awaiting payment: those an agent may ask for in this room. */
  async function contactOrders(room: RoomRow) {
    return orders.awaitingPayment(await deps.contacts.refsBeside(roomRef(room), 'order'));
  }

  async function existingOrder(room: RoomRow, orderId: string) {
    const order = await orders.placed(orderId);
    // another person's order is not asked for in this thread: its code and transfer would reach a stranger
    const own = await deps.contacts.refsBeside(roomRef(room), 'order', 1000);
    if (!own.includes(order._id))
      throw new AppError('ORDER_NOT_CONTACTS', 403, M.notContactsOrder, { orderId: M.notContactsOrder });
    if (order.paymentStatus === 'paid') throw new AppError('ORDER_PAID', 409, M.orderPaid);
    if (order.orderStatus === 'cancelled') throw new AppError('ORDER_CANCELLED', 409, M.orderClosed);
    return order;
  }

  async function orderFor(
    room: RoomRow,
    input: { serviceId?: string | undefined; orderId?: string | undefined },
    agentId: string,
  ) {
    if (input.orderId) return existingOrder(room, input.orderId);
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

  /**
   * A payment that committed between the order's check and the request's row found no request to mark: under
   * the order's lock (a payment in flight commits first) the order is read again, and told here if it is paid.
   */
  function settleIfPaidMeanwhile(orderId: string) {
    return runUnitOfWork(deps.db, async (tx) => {
      await orders.lock(orderId, tx);
      const order = await orders.find(orderId);
      if (order?.paymentStatus !== 'paid') return;
      await deps.paid.orderPaid(tx, {
        orderId,
        orderCode: order.orderCode,
        amount: order.paidAmount,
        paidAt: deps.clock(),
      });
    });
  }

  return {
    async contactOrders(room: RoomRow): Promise<ContactOrder[]> {
      return (await contactOrders(room)).map((o) => ({
        _id: o.id,
        orderCode: o.orderCode,
        serviceTitle: o.serviceTitle,
        amount: o.amount,
        createdAt: o.createdAt.toISOString(),
      }));
    },

    async sendPaymentRequest(
      room: RoomRow,
      input: { serviceId?: string | undefined; orderId?: string | undefined },
      agentId: string,
    ): Promise<LivechatMessage> {
      const card = cardOf(await orderFor(room, input, agentId));
      const { message, duplicate } = await deps.post({
        sessionId: room.sessionId,
        sender: 'admin',
        message: paymentRequestText(card),
        adminId: agentId,
        clientId: `pay-${card.orderId}`,
        room,
        card,
      });
      // the same order asked for again in this room is the card already sent (its client id is the order's)
      if (duplicate) return message;
      await repo.insertPaymentRequest({
        roomId: room.id,
        messageId: message._id,
        orderId: card.orderId,
        card,
      });
      await settleIfPaidMeanwhile(card.orderId);
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
  };
}
