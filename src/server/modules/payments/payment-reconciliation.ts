import { ORDER_MESSAGES } from '#domain/orders/order.schema.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ReceivedRow } from './payments.repository.ts';
import { type PaymentsContext, toReceivedView } from './payments-context.ts';

// The payments screen (decision 013): what was received, and an admin settling what did not match.

/** GET /payments: every received payment, matched or not, newest first. */
export async function listReceived(
  area: PaymentsContext,
  filter: { status?: ReceivedRow['status'] | undefined; page: number; limit: number },
) {
  const { rows, total } = await area.repo.listReceived(filter);
  return { items: rows.map(toReceivedView), pagination: paginationOf(filter.page, filter.limit, total) };
}

/** An admin gives an unmatched payment to an order, with a reason; the order becomes paid if it was not. */
export async function assignPayment(
  area: PaymentsContext,
  id: string,
  orderCode: string,
  reason: string,
  actor: { id: string; fullName: string },
) {
  const { repo, orders, unitOfWork } = area;
  const received = isUuid(id) ? await repo.findReceived(id) : undefined;
  if (!received) throw notFound(PAYMENT_MESSAGES.notFound, 'PAYMENT_NOT_FOUND');
  const order = await orders.findByCode(orderCode.trim().toUpperCase());
  if (!order) throw notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
  // the assignment and the order's payment commit together (decision 026)
  const row = await unitOfWork(async (tx, payments) => {
    await orders.lock(order.id, tx);
    const assigned = await payments.assign(received.id, order.id, reason, actor.id);
    if (!assigned) throw new AppError('PAYMENT_ALREADY_SETTLED', 409, PAYMENT_MESSAGES.alreadySettled);
    await orders.confirmPayment(
      order.id,
      received.amount,
      {
        source: 'admin',
        actorId: actor.id,
        actorName: actor.fullName,
        reason: `Gán giao dịch ${received.providerTransactionId}: ${reason}`,
      },
      tx,
    );
    return assigned;
  });
  return toReceivedView(row);
}
