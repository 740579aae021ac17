import type { AuditAction, AuditEntry, AuditQuery } from '#domain/audit/audit.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { createAuditRepository } from './audit.repository.ts';

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

/** The audit trail (decision 016): recorded by the services, read by the audit screen, trimmed by age. */
export function createAuditService(deps: { db: Db; clock: () => Date; retentionDays: number }) {
  const { db, clock } = deps;
  const repo = createAuditRepository(db);
  const service = {
    /**
     * Records an entry and answers its id (an undo names the entry it undoes, decision 043). `on`: a transaction
     * the entry belongs to (a content import's, decision 029; a unit of work's, 026), else its own write.
     */
    async recordWithId(ctx: AuditContext, entry: AuditRecord, on: Executor = db): Promise<string> {
      return (on === db ? repo : createAuditRepository(on)).insert({
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

    /** `on`: a transaction the entry belongs to (decisions 026, 029), else its own write. */
    async record(ctx: AuditContext, entry: AuditRecord, on: Executor = db): Promise<void> {
      await service.recordWithId(ctx, entry, on);
    },

    async list(q: AuditQuery): Promise<{ data: AuditEntry[]; pagination: ReturnType<typeof paginationOf> }> {
      const { rows, total } = await repo.page(
        {
          action: q.action,
          actor: q.actor?.toLowerCase(),
          ...(q.from ? { from: dayStart(q.from) } : {}),
          ...(q.to ? { to: new Date(dayStart(q.to).getTime() + 86_400_000) } : {}),
        },
        q.page,
        q.limit,
      );
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
        pagination: paginationOf(q.page, q.limit, total),
      };
    },

    /**
     * The newest entry of `action` about `targetId`, read in `on` (a transaction that acts on it): a contact's
     * merge, which its undo puts back (decision 043).
     */
    async latest(action: AuditAction, targetId: string, on: Executor = db) {
      const row = await createAuditRepository(on).latest(action, targetId);
      return row && { id: row.id, at: row.at, before: row.before, after: row.after };
    },

    /** The latest name a trash action recorded for each of `targetIds` (an item deleted for good keeps it). */
    async trashedTitles(targetIds: string[]): Promise<Map<string, string>> {
      if (targetIds.length === 0) return new Map();
      const rows = await repo.latestTitles('trash.action', targetIds);
      return new Map(rows.flatMap((r) => (r.id && r.title ? [[r.id, r.title] as const] : [])));
    },

    /** The addresses an account signed in from since `since` (decision 024: its owner's usual places). */
    signInAddresses(accountId: string, since: Date): Promise<string[]> {
      return repo.addressesOf('auth.login.success', accountId, since);
    },

    /** Deletes entries older than the retention (AUDIT_RETENTION_DAYS); returns how many. */
    deleteExpired(): Promise<number> {
      return repo.deleteBefore(new Date(clock().getTime() - deps.retentionDays * 86_400_000));
    },
  };
  return service;
}

export type AuditService = ReturnType<typeof createAuditService>;
