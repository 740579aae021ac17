import { LIVECHAT_EVENTS as E } from '#domain/livechat/livechat.schema.ts';
import {
  LIVECHAT_PAYMENT_EVENTS,
  PAYMENT_REQUEST_MESSAGES as M,
  type PaymentPaidEvent,
} from '#domain/livechat/payment-request.schema.ts';
import type { OrderPaid } from '#domain/orders/order-paid.ts';
import { afterCommit, type Tx } from '../../db/unit-of-work.ts';
import { createLivechatRepository } from './livechat.repository.ts';
import { channels, type LivechatBroadcaster, toMessage } from './livechat-views.ts';

/**
 * 'Đã nhận thanh toán' in the threads that asked for an order, written in the transaction that pays it (the
 * orders area's paid listener, wired by the composition root) and told to both sides once it has committed
 * (decision 051). Each request is marked paid by one conditional update, so two processes, a repeated webhook or
 * a payment racing the request itself tell it once; the message's (room, client id) key stores it once besides.
 */
export function createLivechatPaidNotices(deps: { io: LivechatBroadcaster }) {
  const { io } = deps;

  return {
    async orderPaid(tx: Tx, paid: OrderPaid): Promise<void> {
      const repo = createLivechatRepository(tx);
      for (const request of await repo.markOrderRequestsPaid(paid.orderId, paid.paidAt)) {
        const room = await repo.findRoom(request.roomId);
        if (!room) continue;
        const [stored] = await repo.insertMessages([
          {
            roomId: room.id,
            sender: 'system',
            message: M.received,
            clientId: `paid-${request.id}`,
            at: paid.paidAt,
          },
        ]);
        if (!stored || stored.duplicate) continue;
        const message = toMessage(stored.message);
        const event: PaymentPaidEvent = { roomId: room.id, messageId: request.messageId };
        // through the socket adapter: every process's sockets of the room and of the agents hear it
        afterCommit(tx, () => {
          io.emit(channels.session(room.sessionId), LIVECHAT_PAYMENT_EVENTS.paid, event);
          io.emit(channels.agents, LIVECHAT_PAYMENT_EVENTS.paid, event);
          io.emit(channels.session(room.sessionId), E.messageReceived, message);
          io.emit(channels.agents, E.newMessage, { roomId: room.id, sessionId: room.sessionId, message });
        });
      }
    },
  };
}

export type LivechatPaidNotices = ReturnType<typeof createLivechatPaidNotices>;
