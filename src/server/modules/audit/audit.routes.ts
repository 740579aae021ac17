import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuditEntry, auditEntrySchema, auditQuerySchema } from '#domain/audit/audit.schema.ts';
import { failure, pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuditService } from './audit.service.ts';

/**
 * Names for the ids a page of the trail holds, read when shown (decision 023): who acted (name), and the account
 * (e-mail) or role (name) they acted on, the item a trash action moved (the name its trash actions recorded).
 * An id that no longer resolves keeps what the entry recorded.
 */
async function withNames(
  entries: AuditEntry[],
  accounts: AccountsService,
  audit: AuditService,
): Promise<AuditEntry[]> {
  const accountIds = new Set<string>();
  const trashedIds = new Set<string>();
  for (const e of entries) {
    if (e.actorId) accountIds.add(e.actorId);
    if (e.targetType === 'account' && e.targetId) accountIds.add(e.targetId);
    if (e.action === 'trash.action' && e.targetId) trashedIds.add(e.targetId);
  }
  const [people, trashed] = await Promise.all([
    accounts.namesByIds([...accountIds]).then((found) => new Map(found.map((a) => [a.id, a]))),
    audit.trashedTitles([...trashedIds]),
  ]);
  const roles = entries.some((e) => e.targetType === 'role')
    ? new Map((await accounts.roles()).map((r) => [r._id, r.name]))
    : new Map<string, string>();
  return entries.map((e) => ({
    ...e,
    actorName: (e.actorId && people.get(e.actorId)?.fullName) || null,
    targetLabel:
      (e.targetId &&
        (e.targetType === 'account'
          ? people.get(e.targetId)?.email
          : e.targetType === 'role'
            ? roles.get(e.targetId)
            : e.action === 'trash.action'
              ? trashed.get(e.targetId)
              : undefined)) ||
      null,
  }));
}

/** The audit trail for the admin screen (decision 016). */
export async function auditRoutes(
  app: FastifyInstance,
  opts: { audit: AuditService; accounts: AccountsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/audit', {
    config: { permission: 'audit.view' },
    schema: {
      tags: ['audit'],
      summary: 'Nhật ký hoạt động: lọc theo hành động, người thực hiện, khoảng ngày; tên người và đối tượng',
      querystring: auditQuerySchema,
      response: { 200: pagedEnvelope(auditEntrySchema), 400: failure, 401: failure, 403: failure },
    },
    handler: async (request) => {
      const page = await opts.audit.list(request.query);
      return { success: true as const, ...page, data: await withNames(page.data, opts.accounts, opts.audit) };
    },
  });
}
