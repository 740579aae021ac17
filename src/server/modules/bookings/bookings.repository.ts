import { and, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { BookingStatus } from '#domain/bookings/booking.schema.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { foldedContains } from '../../lib/folded-search.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingInsert = typeof bookings.$inferInsert;

// pg_advisory_xact_lock namespaces: one per client address, one per phone (always taken in this order)
const IP_LOCK = 7_241;
const PHONE_LOCK = 7_242;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The only queries on bookings (and on crm_outbox rows written with them). */
export function createBookingsRepository(db: Db) {
  return {
    /**
     * One transaction for a new booking (decision 014): `decide` runs under per-address and per-phone locks
     * and returns an existing booking (duplicate) or the rows to write; the booking and its outbox rows commit
     * together or not at all.
     */
    async insertWithOutbox<Queued>(
      enqueue: (tx: Tx, bookingId: string, rows: Queued[]) => Promise<void>,
      clientIp: string,
      phone: string,
      decide: (q: {
        acceptedSince(since: Date): Promise<number>;
        findSame(since: Date, form: Omit<BookingInsert, 'clientIp'>): Promise<BookingRow | undefined>;
      }) => Promise<
        { existing: BookingRow } | { booking: BookingInsert; outbox: (booking: BookingRow) => Queued[] }
      >,
    ): Promise<{ booking: BookingRow; created: boolean }> {
      return db.transaction(async (tx: Tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${clientIp}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phone}))`);
        const decision = await decide({
          async acceptedSince(since) {
            const [row] = await tx
              .select({ n: count() })
              .from(bookings)
              .where(and(eq(bookings.clientIp, clientIp), gte(bookings.createdAt, since)));
            return row?.n ?? 0;
          },
          async findSame(since, form) {
            const same = (column: SQL | typeof bookings.email, value: string | null | undefined) =>
              value == null ? sql`${column} is null` : sql`${column} = ${value}`;
            const [row] = await tx
              .select()
              .from(bookings)
              .where(
                and(
                  eq(bookings.phone, form.phone),
                  gte(bookings.createdAt, since),
                  eq(bookings.service, form.service),
                  eq(bookings.fullName, form.fullName ?? ''),
                  same(sql`${bookings.email}`, form.email),
                  same(sql`${bookings.gender}`, form.gender),
                  same(sql`${bookings.occupation}`, form.occupation),
                  same(sql`${bookings.dateOfBirth}`, form.dateOfBirth),
                  same(sql`${bookings.note}`, form.note),
                ),
              )
              .orderBy(bookings.createdAt)
              .limit(1);
            return row;
          },
        });
        if ('existing' in decision) return { booking: decision.existing, created: false };
        const [booking] = await tx.insert(bookings).values(decision.booking).returning();
        if (!booking) throw new Error('insert into bookings returned no row');
        await enqueue(tx, booking.id, decision.outbox(booking));
        return { booking, created: true };
      });
    },

    async page(filter: { statuses: BookingStatus[] | null; search?: string; page: number; limit: number }) {
      const where = and(
        filter.statuses ? inArray(bookings.status, filter.statuses) : undefined,
        foldedContains(
          [
            sql`${bookings.fullName}`,
            sql`${bookings.phone}`,
            sql`${bookings.email}`,
            sql`${bookings.service}`,
            sql`${bookings.note}`,
          ],
          filter.search,
        ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(desc(bookings.createdAt), desc(bookings.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** Changes the status only if it is still `from` (two admins clicking at once: one wins). */
    async changeStatus(id: string, from: BookingStatus, to: BookingStatus, now: Date) {
      const [row] = await db
        .update(bookings)
        .set({ status: to, updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.status, from)))
        .returning();
      return row;
    },

    // ---- the dashboard's figures (spec 002 §3 Dashboard stats: bookings have no trash) ----

    async countAll(): Promise<number> {
      return db.$count(bookings);
    },

    async countPerStatus(): Promise<{ status: BookingStatus; count: number }[]> {
      return db.select({ status: bookings.status, count: count() }).from(bookings).groupBy(bookings.status);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
