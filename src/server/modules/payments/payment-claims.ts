import { randomInt } from 'node:crypto';
import { transactionIdFor } from '#domain/orders/payment-matching.rules.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { PaymentsContext } from './payments-context.ts';

/**
 * POST /orders/{id}/process-payment: what the visitor says they paid, kept beside a transaction id of our own
 * (spec 000 §9). The order's payment state does not change.
 */
export async function recordClaim(
  area: PaymentsContext,
  orderId: string,
  claim: { transactionId: string; amount?: number | undefined },
) {
  const { orders, clock, unitOfWork } = area;
  const order = await orders.get(orderId);
  for (let attempt = 0; ; attempt++) {
    try {
      const at = clock();
      // the claim's row and the order's claim with its history entry commit together (decision 026)
      const row = await unitOfWork(async (tx, payments) => {
        await orders.lock(order.id, tx);
        const inserted = await payments.insertClaim({
          orderId: order.id,
          transactionId: transactionIdFor(order.paymentMethod, at, randomInt(1000)),
          amount: order.amount ?? 0,
          method: order.paymentMethod,
          status: 'pending',
          claimedTransactionId: claim.transactionId || null,
          claimedAmount: claim.amount ?? null,
          createdAt: at,
          updatedAt: at,
        });
        await orders.recordClaim(
          order.id,
          { at, transactionId: claim.transactionId || null, customer: order.fullName },
          tx,
        );
        return inserted;
      });
      return {
        orderId: order.id,
        orderCode: order.orderCode,
        transactionId: row.transactionId,
        paymentStatus: order.paymentStatus,
      };
    } catch (error) {
      // a transaction id drawn twice (the same millisecond and random number): draw another
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
