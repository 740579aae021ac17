import type { CreateOrderInput, PlacedOrder, UpdateOrderInput } from '#domain/orders/order.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { type OrderHistoryFilter, orderHistory } from './order-history.ts';
import { placeOrder } from './order-placing.ts';
import {
  admitClaim,
  cancelAbandoned,
  confirmPayment,
  recordClaim,
  recordFailure,
  updateOrder,
} from './order-states.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import {
  type ChangeSource,
  createOrdersContext,
  missingOrder,
  type OrdersDeps,
  toAdmin,
} from './orders-context.ts';

type PaymentChange = { source: ChangeSource; actorName: string; reason: string; actorId?: string };

/**
 * Orders (đơn hàng): placed from the payment page, paid only by what the server receives or by an admin. Each use
 * case is written in its own file beside this; the calls that take part in another area's unit of work take its
 * `tx` last (decision 026).
 */
export function createOrdersService(deps: OrdersDeps) {
  const area = createOrdersContext(deps);
  const { repo } = area;

  return {
    place: (input: CreateOrderInput, idempotencyKey: string | undefined, client: string) =>
      placeOrder(area, input, idempotencyKey, client),

    async find(id: string): Promise<OrderRow | undefined> {
      return isUuid(id) ? repo.findById(id) : undefined;
    },

    async get(id: string): Promise<OrderRow> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw missingOrder();
      return row;
    },

    findByCode: (code: string) => repo.findByCode(code),

    /** Those of the orders named still awaiting payment (neither paid nor cancelled), newest first. */
    async awaitingPayment(ids: string[]): Promise<OrderRow[]> {
      const valid = ids.filter(isUuid);
      return valid.length ? repo.awaitingPayment(valid) : [];
    },

    /** An order as the payment page shows it (its transfer and VietQR): what a live chat payment request sends. */
    async placed(id: string): Promise<PlacedOrder> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw missingOrder();
      return area.toPlaced(row);
    },

    /**
     * Takes the order's row lock first in a unit of work (decision 026): the rows other areas then insert for this
     * order take a foreign-key share lock on it, and two units holding those while each waits for the update lock
     * would deadlock; taken first, concurrent units for one order simply queue.
     */
    lock: (orderId: string, tx: Tx) => createOrdersRepository(tx).lock(orderId),

    /** GET /orders (spec 001 §7): one page, newest first. */
    async list(page: number, limit: number, search?: string, claimedOnly = false) {
      const { rows, total } = await repo.list(page, limit, search, claimedOnly);
      return { items: rows.map(toAdmin), pagination: paginationOf(page, limit, total) };
    },

    update: (id: string, input: UpdateOrderInput, actor: { id: string; fullName: string }) =>
      updateOrder(area, id, input, actor),
    confirmPayment: (orderId: string, amount: number, by: PaymentChange, tx?: Tx) =>
      confirmPayment(area, orderId, amount, by, tx),
    recordFailure: (orderId: string, by: Omit<PaymentChange, 'actorId'>, tx?: Tx) =>
      recordFailure(area, orderId, by, tx),
    recordClaim: (
      orderId: string,
      claim: { at: Date; transactionId: string | null; customer: string },
      tx?: Tx,
    ) => recordClaim(area, orderId, claim, tx),
    admitClaim: (client: string) => admitClaim(area, client),
    cancelAbandoned: () => cancelAbandoned(area),
    history: (filter: OrderHistoryFilter) => orderHistory(area, filter),

    toAdmin,

    /** The dashboard's figures (spec 002 §3): every order, and those created on each of the last `days` days. */
    async tally(days: number): Promise<{ total: number; perDay: { date: string; count: number }[] }> {
      const [total, perDay] = await Promise.all([repo.countAll(), repo.createdPerDay(area.clock(), days)]);
      return { total, perDay };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
