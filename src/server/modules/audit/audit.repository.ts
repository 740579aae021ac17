import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

/** The only queries on audit_log: the audit service records, lists, looks up and trims through here. */
export function createAuditRepository(db: Executor) {
  return {
    /** Records an entry; answers its id. */
    async insert(values: AuditInsert): Promise<string> {
      const [row] = await db.insert(auditLog).values(values).returning({ id: auditLog.id });
      if (!row) throw new Error('audit insert returned nothing');
      return row.id;
    },

    /** The newest entry of `action` about `targetId`. */
    async latest(action: string, targetId: string): Promise<AuditRow | undefined> {
      const [row] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1);
      return row;
    },

    /** A page of entries matching the filter, newest first, and how many match in all. */
    async page(
      filter: { action?: string | undefined; actor?: string | undefined; from?: Date; to?: Date },
      page: number,
      limit: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = and(
        filter.action ? sql`${auditLog.action} = ${filter.action}` : undefined,
        filter.actor ? ilike(auditLog.actorEmail, containsPattern(filter.actor)) : undefined,
        filter.from ? gte(auditLog.at, filter.from) : undefined,
        filter.to ? lt(auditLog.at, filter.to) : undefined,
      ) as SQL | undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** For each target, the `title` its latest entry of `action` recorded (entries without one are skipped). */
    async latestTitles(
      action: string,
      targetIds: string[],
    ): Promise<Array<{ id: string | null; title: string | null }>> {
      return db
        .selectDistinctOn([auditLog.targetId], {
          id: auditLog.targetId,
          title: sql<string | null>`${auditLog.after} ->> 'title'`,
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            inArray(auditLog.targetId, targetIds),
            sql`${auditLog.after} ? 'title'`,
          ),
        )
        .orderBy(auditLog.targetId, desc(auditLog.at));
    },

    /** The distinct addresses of an actor's entries of `action` since `since` (at most 500). */
    async addressesOf(action: string, actorId: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ip: auditLog.ip })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            eq(auditLog.actorId, actorId),
            gte(auditLog.at, since),
            isNotNull(auditLog.ip),
          ),
        )
        .limit(500);
      return rows.flatMap((r) => (r.ip ? [r.ip] : []));
    },

    /** Deletes entries recorded before `cutoff`; returns how many. */
    async deleteBefore(cutoff: Date): Promise<number> {
      const rows = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
      return rows.length;
    },
  };
}
