import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { paymentFailures, paymentTransactions, receivedPayments } from '../../db/schema/payments.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type ReceivedRow = typeof receivedPayments.$inferSelect;
export type NewReceived = typeof receivedPayments.$inferInsert;
export type ClaimRow = typeof paymentTransactions.$inferSelect;

/** The only queries on the payments tables; `db` is the pool or the unit of work's transaction. */
export function createPaymentsRepository(db: Executor) {
  return {
    async insertClaim(values: typeof paymentTransactions.$inferInsert): Promise<ClaimRow> {
      const [row] = await db.insert(paymentTransactions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Records a provider's payment once: a second report of the same provider transaction inserts nothing. */
    async insertReceived(values: NewReceived): Promise<ReceivedRow | undefined> {
      const [row] = await db
        .insert(receivedPayments)
        .values(values)
        .onConflictDoNothing({ target: [receivedPayments.provider, receivedPayments.providerTransactionId] })
        .returning();
      return row;
    },

    /** A provider's failure notice, once per provider transaction: false for a repeat or a replay. */
    async insertFailureOnce(values: typeof paymentFailures.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentFailures)
        .values(values)
        .onConflictDoNothing({ target: [paymentFailures.provider, paymentFailures.providerTransactionId] })
        .returning({ id: paymentFailures.id });
      return rows.length > 0;
    },

    async findReceived(id: string): Promise<ReceivedRow | undefined> {
      const [row] = await db.select().from(receivedPayments).where(eq(receivedPayments.id, id)).limit(1);
      return row;
    },

    async markUnmatched(id: string, reason: string): Promise<void> {
      await db
        .update(receivedPayments)
        .set({ status: 'unmatched', reason, orderId: null })
        .where(eq(receivedPayments.id, id));
    },

    /** An unmatched payment given to an order by an admin; only once (the status guards it). */
    async assign(id: string, orderId: string, reason: string, by: string): Promise<ReceivedRow | undefined> {
      const [row] = await db
        .update(receivedPayments)
        .set({ status: 'assigned', orderId, reason, assignedBy: by })
        .where(and(eq(receivedPayments.id, id), eq(receivedPayments.status, 'unmatched')))
        .returning();
      return row;
    },

    async listReceived(filter: {
      status?: ReceivedRow['status'] | undefined;
      page: number;
      limit: number;
    }): Promise<{ rows: ReceivedRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(receivedPayments.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(receivedPayments)
          .where(where)
          .orderBy(desc(receivedPayments.receivedAt), desc(receivedPayments.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ n: count() }).from(receivedPayments).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },
  };
}
