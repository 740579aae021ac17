import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts';
import { AppError } from '../../errors.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import type { AccountsContext } from './accounts-context.ts';

// The accounts trash (spec 002 §2, §7) on the admin kit's writes (docs/decisions/039); the last-admin guard and
// the audit trail stay the accounts area's own.

/** To the trash; the account's sessions end at once. The last admin and one's own account are refused. */
export async function trashAccount(area: AccountsContext, id: string, ctx: AuditContext): Promise<void> {
  const { clock, audit, load, guardLastAdmin, isAdminRow, withLock, guardOwnRights, rightsOf } = area;
  const current = await load(id, { deleted: false });
  if (ctx.actor?.id === id) throw new AppError('SELF_DELETE', 409, ACCOUNT_MESSAGES.selfDelete);
  await guardOwnRights(ctx, await rightsOf(id), { type: 'account', id });
  await withLock(async (tx, txRepo) => {
    if (await isAdminRow(txRepo, id)) await guardLastAdmin(tx, id);
    await txRepo.trash([id], { at: clock(), accountId: ctx.actor?.id ?? id });
  });
  await audit.record(ctx, {
    action: 'account.delete',
    targetType: 'account',
    targetId: id,
    before: { email: current.email, isDeleted: false },
    after: { isDeleted: true },
  });
}

export async function restoreAccount(area: AccountsContext, id: string, ctx: AuditContext): Promise<void> {
  const { audit, repo, load, guardOwnRights, rightsOf } = area;
  const current = await load(id, { deleted: true });
  await guardOwnRights(ctx, await rightsOf(id), { type: 'account', id });
  await repo.restore([id]);
  await audit.record(ctx, {
    action: 'account.restore',
    targetType: 'account',
    targetId: id,
    before: { email: current.email, isDeleted: true },
    after: { isDeleted: false },
  });
}

/** For good: only from the trash (so the last-admin and self rules were checked on the way in). */
export async function deleteAccountPermanently(
  area: AccountsContext,
  id: string,
  ctx: AuditContext,
): Promise<void> {
  const { audit, repo, load, guardOwnRights, rightsOf } = area;
  const current = await load(id);
  if (ctx.actor?.id === id) throw new AppError('SELF_DELETE', 409, ACCOUNT_MESSAGES.selfDelete);
  await guardOwnRights(ctx, await rightsOf(id), { type: 'account', id });
  if (!current.isDeleted) {
    // DELETE …?permanent=true on an account still in use: the same rules as the trash, then gone
    await trashAccount(area, id, ctx);
  }
  await repo.deletePermanently([id]);
  await audit.record(ctx, {
    action: 'account.delete-permanently',
    targetType: 'account',
    targetId: id,
    before: { email: current.email, fullName: current.fullName, role: current.role },
  });
}
