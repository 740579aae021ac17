import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderState = Pick<OrderRow, 'orderStatus' | 'paymentStatus' | 'paidAmount'> &
  Partial<Pick<OrderRow, 'abandonedAt'>>;
export type StateChange = {
  source: HistoryRow['source'];
  actorId: string | null;
  actorName: string;
  reason: string;
};

/** The company's days are Vietnamese days: "today" starts at midnight in Ho Chi Minh City. */
const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The only queries on orders and their history; `db` is the pool or the unit of work's transaction. */
export function createOrdersRepository(db: Executor) {
  return { ...orderRecords(db), ...orderStateQueries(db), ...orderFigures(db) };
}

/** Orders as records: created, found, locked, listed. */
function orderRecords(db: Executor) {
  return {
    /** Inserts the order, or nothing when its idempotency key is taken (then undefined). */
    async insert(values: NewOrder): Promise<OrderRow | undefined> {
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning();
      return row;
    },

    async findByIdempotencyKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
      return row;
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** Takes the order's row lock for the rest of the caller's transaction. */
    async lock(id: string): Promise<void> {
      await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
    },

    /** Those of `ids` still awaiting their payment (neither paid nor cancelled), newest first. */
    awaitingPayment: (ids: string[]): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(
          and(inArray(orders.id, ids), ne(orders.paymentStatus, 'paid'), ne(orders.orderStatus, 'cancelled')),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id)),

    async findByCode(code: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderCode, code)).limit(1);
      return row;
    },

    /** spec 001 §2 orders list: newest first, searched by customer, contact, code or service. */
    async list(
      page: number,
      limit: number,
      search?: string,
      claimedOnly = false,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = and(
        search
          ? or(
              ...[orders.fullName, orders.phone, orders.email, orders.orderCode, orders.serviceTitle].map(
                (c) => ilike(c, containsPattern(search)),
              ),
            )
          : undefined,
        // decision 025: 'Khách báo đã thanh toán' lists the claims still waiting for their money
        claimedOnly ? and(isNotNull(orders.claimedAt), ne(orders.paymentStatus, 'paid')) : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },
  };
}

/** State changes under the row lock, claims, the abandoned orders' cancellation, and the history. */
function orderStateQueries(db: Executor) {
  return {
    /**
     * Changes an order's state under a row lock and records the change, in one transaction: concurrent callers
     * queue on the lock, and `decide` sees the state the previous one left. `decide` returns the new state, or
     * null to change nothing.
     */
    async changeState(
      id: string,
      decide: (current: OrderRow) => OrderState | null,
      change: StateChange,
    ): Promise<{ before: OrderRow; after: OrderRow | null } | undefined> {
      // a savepoint inside the caller's unit of work, a transaction of its own otherwise (decision 026)
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!current) return undefined;
        const next = decide(current);
        if (!next) return { before: current, after: null };
        const [after] = await tx.update(orders).set(next).where(eq(orders.id, id)).returning();
        await tx.insert(orderStatusHistory).values({
          orderId: id,
          ...change,
          fromOrderStatus: current.orderStatus,
          toOrderStatus: next.orderStatus,
          fromPaymentStatus: current.paymentStatus,
          toPaymentStatus: next.paymentStatus,
          fromPaidAmount: current.paidAmount,
          toPaidAmount: next.paidAmount,
        });
        return { before: current, after: after ?? null };
      });
    },

    /**
     * The visitor's 'Đã thanh toán' (decision 025): kept on the order and in its history, states unchanged. Under
     * the row lock, so it queues behind a payment being recorded for the same order.
     */
    async recordClaim(
      id: string,
      claim: { at: Date; transactionId: string | null },
      change: StateChange,
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!current) return undefined;
        const [after] = await tx
          .update(orders)
          .set({ claimedAt: claim.at, claimedTransactionId: claim.transactionId })
          .where(eq(orders.id, id))
          .returning();
        await tx.insert(orderStatusHistory).values({
          orderId: id,
          ...change,
          fromOrderStatus: current.orderStatus,
          toOrderStatus: current.orderStatus,
          fromPaymentStatus: current.paymentStatus,
          toPaymentStatus: current.paymentStatus,
          fromPaidAmount: current.paidAmount,
          toPaidAmount: current.paidAmount,
          createdAt: claim.at,
        });
        return after;
      });
    },

    /**
     * decision 025: pending orders with no claim and no payment, placed before `cutoff`, become cancelled, each
     * with a history entry, in one statement. Idempotent: any instance may run it at any moment; two runs at once
     * queue on the same rows and the second finds them no longer pending.
     */
    async cancelAbandoned(cutoff: Date, now: Date, change: StateChange): Promise<string[]> {
      const result = await db.execute<{ id: string }>(sql`
        with cancelled as (
          update orders
             set order_status = 'cancelled', abandoned_at = ${now}, updated_at = ${now}
           where order_status = 'pending' and claimed_at is null and payment_status <> 'paid'
             and created_at <= ${cutoff}
          returning id, payment_status, paid_amount
        )
        insert into order_status_history
          (order_id, source, actor_id, actor_name, from_order_status, to_order_status,
           from_payment_status, to_payment_status, from_paid_amount, to_paid_amount, reason, created_at)
        select id, ${change.source}, null, ${change.actorName}, 'pending', 'cancelled',
               payment_status, payment_status, paid_amount, paid_amount, ${change.reason}, ${now}
          from cancelled
        returning order_id as id`);
      return result.rows.map((r) => r.id);
    },

    /** The status history, newest first, filtered by order and by a time range [from, to). */
    async history(filter: {
      orderId?: string | undefined;
      from?: Date | undefined;
      to?: Date | undefined;
      page: number;
      limit: number;
    }): Promise<{ rows: Array<HistoryRow & { orderCode: string; fullName: string }>; total: number }> {
      const conditions: SQL[] = [];
      if (filter.orderId) conditions.push(eq(orderStatusHistory.orderId, filter.orderId));
      if (filter.from) conditions.push(gte(orderStatusHistory.createdAt, filter.from));
      if (filter.to) conditions.push(lt(orderStatusHistory.createdAt, filter.to));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ h: orderStatusHistory, orderCode: orders.orderCode, fullName: orders.fullName })
          .from(orderStatusHistory)
          .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
          .where(where)
          .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ n: count() }).from(orderStatusHistory).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.h, orderCode: r.orderCode, fullName: r.fullName })),
        total: totalRow?.n ?? 0,
      };
    },
  };
}

/** The dashboard's figures (spec 002 §3 Dashboard stats). */
function orderFigures(db: Executor) {
  return {
    async countAll(): Promise<number> {
      return db.$count(orders);
    },

    /** Orders created on each of the `days` calendar days ending with today (business time zone), oldest first. */
    async createdPerDay(now: Date, days: number): Promise<{ date: string; count: number }[]> {
      const timeZone = BUSINESS_TIME_ZONE;
      const result = await db.execute<{ date: string; count: number }>(sql`
        with bounds as (
          select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as today
        ), calendar as (
          select today - offs as day from bounds, generate_series(0, ${days - 1}::int) as offs
        )
        select to_char(calendar.day, 'YYYY-MM-DD') as date, count(${orders.id})::int as count
        from calendar
        left join ${orders}
          on ${orders.createdAt} >= (calendar.day::timestamp at time zone ${timeZone})
         and ${orders.createdAt} < ((calendar.day + 1)::timestamp at time zone ${timeZone})
        group by calendar.day
        order by calendar.day`);
      return result.rows;
    },
  };
}
