import { sql } from 'drizzle-orm';
import { ROLE_MESSAGES, type RoleView, roleInputSchema } from '#domain/accounts/account.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { z } from '#domain/shared/zod.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { type AccountsContext, lostAny, permissionsOfRole } from './accounts-context.ts';

export async function createRole(
  area: AccountsContext,
  raw: z.input<typeof roleInputSchema>,
  ctx: AuditContext,
): Promise<RoleView> {
  const { audit, repo, guardOwnRights, roleView } = area;
  const input = roleInputSchema.parse(raw);
  await guardOwnRights(ctx, permissionsOfRole({ key: null, permissions: input.permissions }), {
    type: 'role',
  });
  if (await repo.roleNameTaken(input.name))
    throw new AppError('ROLE_EXISTS', 409, ROLE_MESSAGES.nameExists, { name: ROLE_MESSAGES.nameExists });
  const row = await repo.insertRole({ key: null, ...input });
  await audit.record(ctx, { action: 'role.create', targetType: 'role', targetId: row.id, after: input });
  return roleView({ ...row, accountCount: 0 });
}

export async function updateRole(
  area: AccountsContext,
  id: string,
  raw: z.input<typeof roleInputSchema>,
  ctx: AuditContext,
): Promise<RoleView> {
  const { db, audit, repo, guardOwnRights, guardHolders, roleView } = area;
  const input = roleInputSchema.parse(raw);
  const current = isUuid(id) ? await repo.roleById(id) : undefined;
  if (!current) throw notFound(ROLE_MESSAGES.notFound, 'ROLE_NOT_FOUND');
  if (current.key !== null) throw new AppError('BUILT_IN_ROLE', 409, ROLE_MESSAGES.builtIn);
  await guardOwnRights(
    ctx,
    [...permissionsOfRole(current), ...permissionsOfRole({ key: null, permissions: input.permissions })],
    { type: 'role', id },
  );
  await guardHolders(ctx, id);
  if (await repo.roleNameTaken(input.name, id))
    throw new AppError('ROLE_EXISTS', 409, ROLE_MESSAGES.nameExists, { name: ROLE_MESSAGES.nameExists });
  const removed = lostAny(
    permissionsOfRole(current),
    permissionsOfRole({ key: null, permissions: input.permissions }),
  );
  await db.transaction(async (tx) => {
    const txRepo = createAccountsRepository(tx);
    await txRepo.updateRole(id, input);
    if (removed) await txRepo.bumpTokenVersionOfHolders(id);
  });
  await audit.record(ctx, {
    action: 'role.update',
    targetType: 'role',
    targetId: id,
    before: { name: current.name, description: current.description, permissions: current.permissions },
    after: input,
  });
  const updated = (await repo.allRoles()).find((r) => r.id === id)!;
  return roleView(updated);
}

export async function deleteRole(area: AccountsContext, id: string, ctx: AuditContext): Promise<void> {
  const { db, audit, repo, guardOwnRights, guardHolders } = area;
  const current = isUuid(id) ? await repo.roleById(id) : undefined;
  if (!current) throw notFound(ROLE_MESSAGES.notFound, 'ROLE_NOT_FOUND');
  if (current.key !== null) throw new AppError('BUILT_IN_ROLE', 409, ROLE_MESSAGES.builtIn);
  await guardOwnRights(ctx, permissionsOfRole(current), { type: 'role', id });
  await guardHolders(ctx, id);
  // decision 024: a role accounts still hold is not deleted (they would be left with no role, so no right);
  // counted and deleted in one transaction, under the role's row lock, so an assignment cannot slip between
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from roles where id = ${id} for update`);
    const txRepo = createAccountsRepository(tx);
    const held = await txRepo.holderCount(id);
    if (held > 0) throw new AppError('ROLE_IN_USE', 409, ROLE_MESSAGES.inUse(held));
    await txRepo.bumpTokenVersionOfHolders(id);
    await txRepo.deleteRole(id);
  });
  await audit.record(ctx, {
    action: 'role.delete',
    targetType: 'role',
    targetId: id,
    before: { name: current.name, permissions: current.permissions },
  });
}
