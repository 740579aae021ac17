import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditQuery } from '#domain/audit/audit.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/accounts.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** Who did something, from where: routes hand it to every service call that is audited. */
export type AuditContext = {
  actor: { id: string; email: string } | null;
  ip: string | null;
  userAgent: string | null;
};

export type AuditRecord = {
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
};

// Vietnam's calendar: a day of the filter starts at 00:00 in UTC+7
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

/** The audit trail (issue 15 item 5): recorded by the services, read by the audit screen, trimmed by age. */
export function createAuditService(deps: { db: Db; clock: () => Date; retentionDays: number }) {
  const { db, clock } = deps;
  return {
    /** `on`: a transaction the entry belongs to (a content import's, decision 029; a unit of work's, 026), else its own write. */
    async record(ctx: AuditContext, entry: AuditRecord, on: Executor = db): Promise<void> {
      await on.insert(auditLog).values({
        at: clock(),
        actorId: ctx.actor?.id ?? null,
        actorEmail: ctx.actor?.email ?? null,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        ip: ctx.ip?.slice(0, 100) ?? null,
        userAgent: ctx.userAgent?.slice(0, 500) ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async list(q: AuditQuery): Promise<{ data: AuditEntry[]; pagination: ReturnType<typeof paginationOf> }> {
      const where = and(
        q.action ? sql`${auditLog.action} = ${q.action}` : undefined,
        q.actor ? or(ilike(auditLog.actorEmail, containsPattern(q.actor.toLowerCase()))) : undefined,
        q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
        q.to ? lt(auditLog.at, new Date(dayStart(q.to).getTime() + 86_400_000)) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((r) => ({
          _id: r.id,
          at: r.at.toISOString(),
          actorId: r.actorId,
          actorEmail: r.actorEmail,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          ip: r.ip,
          userAgent: r.userAgent,
          before: r.before,
          after: r.after,
        })),
        pagination: paginationOf(q.page, q.limit, count?.n ?? 0),
      };
    },

    /** The latest name a trash action recorded for each of `targetIds` (an item deleted for good keeps it). */
    async trashedTitles(targetIds: string[]): Promise<Map<string, string>> {
      if (targetIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([auditLog.targetId], {
          id: auditLog.targetId,
          title: sql<string | null>`${auditLog.after} ->> 'title'`,
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'trash.action'),
            inArray(auditLog.targetId, targetIds),
            sql`${auditLog.after} ? 'title'`,
          ),
        )
        .orderBy(auditLog.targetId, desc(auditLog.at));
      return new Map(rows.flatMap((r) => (r.id && r.title ? [[r.id, r.title] as const] : [])));
    },

    /** The addresses an account signed in from since `since` (decision 024: its owner's usual places). */
    async signInAddresses(accountId: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ ip: auditLog.ip })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'auth.login.success'),
            eq(auditLog.actorId, accountId),
            gte(auditLog.at, since),
            isNotNull(auditLog.ip),
          ),
        )
        .limit(500);
      return rows.flatMap((r) => (r.ip ? [r.ip] : []));
    },

    /** Deletes entries older than the retention (AUDIT_RETENTION_DAYS); returns how many. */
    async deleteExpired(): Promise<number> {
      const cutoff = new Date(clock().getTime() - deps.retentionDays * 86_400_000);
      const rows = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
      return rows.length;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
