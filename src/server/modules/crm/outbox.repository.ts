import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crmOutbox, type OUTBOX_KINDS } from '../../db/schema/crm.ts';

export type OutboxRow = typeof crmOutbox.$inferSelect;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type OutboxMessage = { kind: OutboxKind; idempotencyKey: string; payload: unknown };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What one delivery attempt decided for its row. */
export type AttemptOutcome =
  | { result: 'sent' }
  | { result: 'retry'; error: string; nextAttemptAt: Date }
  | { result: 'dead'; error: string };

/** The only queries on crm_outbox: the outbox of everything sent to another system (CRM, e-mail). */
export function createOutboxRepository(db: Db) {
  return {
    /**
     * One row on its own, at most once per idempotency key: a second call with the same key is a no-op and
     * answers false (a notice that must not be sent twice, decided by the database across processes).
     */
    async insertOnce(message: OutboxMessage): Promise<boolean> {
      const rows = await db
        .insert(crmOutbox)
        .values({ ...message, bookingId: null })
        .onConflictDoNothing({ target: crmOutbox.idempotencyKey })
        .returning({ id: crmOutbox.id });
      return rows.length > 0;
    },

    /** Rows written inside the caller's transaction (the booking's), so both commit or neither. */
    async insert(tx: Tx, bookingId: string | null, messages: OutboxMessage[]) {
      if (messages.length === 0) return;
      await tx.insert(crmOutbox).values(messages.map((m) => ({ ...m, bookingId })));
    },

    /**
     * Takes the next due row of these kinds, locked with FOR UPDATE SKIP LOCKED so no other dispatcher (in this
     * process or another) can take it, runs `attempt` and records its outcome in the same transaction. A process
     * killed mid-attempt leaves the row as it was: it is tried again, and the receiver dedupes by idempotency key.
     */
    async withNextDue(
      kinds: OutboxKind[],
      now: Date,
      attempt: (row: OutboxRow) => Promise<AttemptOutcome>,
    ): Promise<AttemptOutcome | null> {
      if (kinds.length === 0) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(crmOutbox)
          .where(
            and(
              eq(crmOutbox.status, 'pending'),
              lte(crmOutbox.nextAttemptAt, now),
              inArray(crmOutbox.kind, kinds),
            ),
          )
          .orderBy(asc(crmOutbox.nextAttemptAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        const outcome = await attempt(row);
        const attempts = row.attempts + 1;
        const set =
          outcome.result === 'sent'
            ? { status: 'sent' as const, attempts, sentAt: now, lastError: null }
            : outcome.result === 'retry'
              ? { attempts, lastError: outcome.error, nextAttemptAt: outcome.nextAttemptAt }
              : { status: 'failed' as const, attempts, lastError: outcome.error };
        await tx
          .update(crmOutbox)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(crmOutbox.id, row.id));
        return outcome;
      });
    },

    /** When the next row of these kinds falls due (null: nothing waits). */
    async nextDueAt(kinds: OutboxKind[]): Promise<Date | null> {
      if (kinds.length === 0) return null;
      const [row] = await db
        .select({ at: sql<Date | null>`min(${crmOutbox.nextAttemptAt})` })
        .from(crmOutbox)
        .where(and(eq(crmOutbox.status, 'pending'), inArray(crmOutbox.kind, kinds)));
      return row?.at ? new Date(row.at) : null;
    },

    async ofBookings(bookingIds: string[], kind: OutboxKind): Promise<OutboxRow[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(crmOutbox)
        .where(and(inArray(crmOutbox.bookingId, bookingIds), eq(crmOutbox.kind, kind)));
    },

    /** Rows per kind and state: sent, waiting (never tried), retrying, failed (dead letters). */
    async counts() {
      return db
        .select({
          kind: crmOutbox.kind,
          status: crmOutbox.status,
          retrying: sql<boolean>`${crmOutbox.status} = 'pending' and ${crmOutbox.attempts} > 0`,
          n: count(),
        })
        .from(crmOutbox)
        .groupBy(
          crmOutbox.kind,
          crmOutbox.status,
          sql`${crmOutbox.status} = 'pending' and ${crmOutbox.attempts} > 0`,
        );
    },

    async deadLetters(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(crmOutbox)
        .where(eq(crmOutbox.status, 'failed'))
        .orderBy(desc(crmOutbox.updatedAt))
        .limit(limit);
    },

    /** A dead letter back in the queue, due now, with a fresh set of attempts. */
    async requeue(id: string, now: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(crmOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
        .where(and(eq(crmOutbox.id, id), eq(crmOutbox.status, 'failed')))
        .returning();
      return row;
    },

    async byId(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(crmOutbox).where(eq(crmOutbox.id, id));
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
