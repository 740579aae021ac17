import {
  ABANDONED_ORDER_REASON,
  abandonCutoff,
  claimHistoryReason,
  ORDER_CLAIM_BUDGET,
} from '#domain/orders/abandoned-orders.rules.ts';
import {
  type AdminOrder,
  ORDER_CHANGE_SOURCE_LABELS,
  type UpdateOrderInput,
} from '#domain/orders/order.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { runUnitOfWork, type Tx } from '../../db/unit-of-work.ts';
import { tooManyCalls } from '../../lib/counter-limits.ts';
import type { OrderRow, OrderState, StateChange } from './orders.repository.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { type ChangeSource, missingOrder, type OrdersContext, toAdmin } from './orders-context.ts';

// An order's states change only through the repository's `changeState`: under the row lock, decided by a rule,
// stored with who, when, from, to and why (decision 013). The calls that take part in another area's unit of
// work take its `tx` last (decision 026).

/**
 * A change that may pay the order: made in the caller's unit of work (or one of its own), and an order that
 * became paid is announced in that same transaction (decision 051), whichever path paid it.
 */
function changePaying(
  area: OrdersContext,
  id: string,
  decide: (current: OrderRow) => OrderState | null,
  change: StateChange,
  tx: Tx | undefined,
) {
  const work = async (unit: Tx) => {
    const result = await createOrdersRepository(unit).changeState(id, decide, change);
    const after = result?.after;
    if (after && after.paymentStatus === 'paid' && result.before.paymentStatus !== 'paid')
      await area.onPaid(unit, {
        orderId: after.id,
        orderCode: after.orderCode,
        amount: after.paidAmount,
        paidAt: area.clock(),
      });
    return result;
  };
  return tx ? work(tx) : runUnitOfWork(area.db, work);
}

/** PUT /orders/{id} (spec 001 §5): any state an admin chooses, stored with who, when, from, to and why. */
export async function updateOrder(
  area: OrdersContext,
  id: string,
  input: UpdateOrderInput,
  actor: { id: string; fullName: string },
): Promise<AdminOrder> {
  if (!isUuid(id)) throw missingOrder();
  const result = await changePaying(
    area,
    id,
    (current) =>
      current.orderStatus === input.orderStatus &&
      current.paymentStatus === input.paymentStatus &&
      current.paidAmount === input.paidAmount
        ? null
        : {
            orderStatus: input.orderStatus,
            paymentStatus: input.paymentStatus,
            paidAmount: input.paidAmount,
            // an order an admin opens again is no longer the job's cancellation
            ...(input.orderStatus === 'cancelled' ? {} : { abandonedAt: null }),
          },
    { source: 'admin', actorId: actor.id, actorName: actor.fullName, reason: input.reason },
    undefined,
  );
  if (!result) throw missingOrder();
  return toAdmin(result.after ?? result.before);
}

/**
 * Marks an order paid because the server received its money (a webhook or an IPN). Under the row lock, so
 * duplicated or concurrent callbacks make one transition at most: the later ones find it paid.
 */
export async function confirmPayment(
  area: OrdersContext,
  orderId: string,
  amount: number,
  by: { source: ChangeSource; actorName: string; reason: string; actorId?: string },
  tx?: Tx,
): Promise<'confirmed' | 'already-paid' | 'not-found'> {
  const result = await changePaying(
    area,
    orderId,
    (current) =>
      current.paymentStatus === 'paid'
        ? null
        : { orderStatus: current.orderStatus, paymentStatus: 'paid', paidAmount: amount },
    { source: by.source, actorId: by.actorId ?? null, actorName: by.actorName, reason: by.reason },
    tx,
  );
  if (!result) return 'not-found';
  return result.after ? 'confirmed' : 'already-paid';
}

/** A provider reported a failed payment: only an order still awaiting payment becomes failed. */
export async function recordFailure(
  area: OrdersContext,
  orderId: string,
  by: { source: ChangeSource; actorName: string; reason: string },
  tx?: Tx,
): Promise<void> {
  await area
    .on(tx)
    .changeState(
      orderId,
      (current) =>
        current.paymentStatus === 'pending'
          ? { orderStatus: current.orderStatus, paymentStatus: 'failed', paidAmount: 0 }
          : null,
      { source: by.source, actorId: null, actorName: by.actorName, reason: by.reason },
    );
}

/**
 * The visitor's 'Đã thanh toán' on the order and in its history (decision 025), inside the unit of work that
 * records the claim's payment row.
 */
export async function recordClaim(
  area: OrdersContext,
  orderId: string,
  claim: { at: Date; transactionId: string | null; customer: string },
  tx?: Tx,
): Promise<void> {
  await area.on(tx).recordClaim(
    orderId,
    { at: claim.at, transactionId: claim.transactionId },
    {
      source: 'visitor',
      actorId: null,
      actorName: claim.customer,
      reason: claimHistoryReason(claim.transactionId),
    },
  );
}

/** Counts one claim from a client; past its budget, a 429 (docs/security.md). */
export async function admitClaim(area: OrdersContext, client: string): Promise<void> {
  const calls = await area.counters.add(`order-claim:${client}`, ORDER_CLAIM_BUDGET.windowMs);
  if (calls > ORDER_CLAIM_BUDGET.perClient) throw tooManyCalls();
}

/** The abandoned-order job's run (decision 025): the ids it cancelled. */
export function cancelAbandoned(area: OrdersContext): Promise<string[]> {
  const now = area.clock();
  return area.repo.cancelAbandoned(abandonCutoff(now, area.abandonDays), now, {
    source: 'system',
    actorId: null,
    actorName: ORDER_CHANGE_SOURCE_LABELS.system,
    reason: ABANDONED_ORDER_REASON(area.abandonDays),
  });
}
