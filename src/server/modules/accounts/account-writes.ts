import {
  ACCOUNT_MESSAGES,
  type AccountView,
  type CreateAccountInput,
  createAccountSchema,
  ROLE_MESSAGES,
  type UpdateAccountInput,
  updateAccountSchema,
} from '#domain/accounts/account.schema.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type AccountRow, createAccountsRepository } from './accounts.repository.ts';
import {
  type AccountsContext,
  accountsOn,
  getAccount,
  lostAny,
  permissionsOfRoles,
} from './accounts-context.ts';
import { restoreAccount } from './accounts-trash.ts';

export async function createAccount(
  area: AccountsContext,
  raw: CreateAccountInput,
  ctx: AuditContext,
): Promise<AccountView> {
  const { db, audit, repo, views, guardOwnRights, builtInRights } = area;
  const input = createAccountSchema.parse(raw);
  // the form gives any roles, built-in and custom; `role` then follows them (admin exactly with the admin role)
  const chosen = input.roles ? await repo.rolesByIds(input.roles) : null;
  if (chosen && chosen.length !== input.roles?.length)
    throw badRequest(ROLE_MESSAGES.notFound, { roles: ROLE_MESSAGES.notFound }, 'ROLE_NOT_FOUND');
  const role = chosen ? (chosen.some((r) => r.key === 'admin') ? 'admin' : 'staff') : input.role;
  await guardOwnRights(ctx, chosen ? permissionsOfRoles(chosen) : builtInRights(input.role), {
    type: 'account',
  });
  if (await repo.emailTaken(input.email))
    throw new AppError('EMAIL_EXISTS', 409, ACCOUNT_MESSAGES.emailExists, {
      email: ACCOUNT_MESSAGES.emailExists,
    });
  const passwordHash = await hashPassword(input.password);
  let row: AccountRow;
  try {
    row = await db.transaction(async (tx) => {
      const created = await accountsOn(tx).create({
        fullName: input.fullName,
        email: input.email,
        passwordHash,
        role,
      });
      if (chosen)
        await createAccountsRepository(tx).setRoles(
          created.id,
          chosen.map((r) => r.id),
        );
      return created;
    });
  } catch (error) {
    // two creations of one e-mail at the same moment: the unique index decides
    if ((error as { cause?: { code?: string } }).cause?.code === '23505')
      throw new AppError('EMAIL_EXISTS', 409, ACCOUNT_MESSAGES.emailExists, {
        email: ACCOUNT_MESSAGES.emailExists,
      });
    throw error;
  }
  const [view] = await views([row]);
  await audit.record(ctx, {
    action: 'account.create',
    targetType: 'account',
    targetId: row.id,
    after: {
      fullName: row.fullName,
      email: row.email,
      role: row.role,
      ...(chosen ? { roles: chosen.map((r) => r.name) } : {}),
    },
  });
  return view!;
}

export async function updateAccount(
  area: AccountsContext,
  id: string,
  raw: UpdateAccountInput,
  ctx: AuditContext,
): Promise<AccountView> {
  const { audit, load, guardLastAdmin, isAdminRow, withLock, guardOwnRights, rightsOf, builtInRights } = area;
  const input = updateAccountSchema.parse(raw);
  const current = await load(id);
  if (input.isDeleted === false && current.isDeleted) {
    await restoreAccount(area, id, ctx);
    return getAccount(area, id);
  }
  if (current.isDeleted) throw notFound(ACCOUNT_MESSAGES.notFound, 'ACCOUNT_NOT_FOUND');
  await guardOwnRights(ctx, [...(await rightsOf(id)), ...(input.role ? builtInRights(input.role) : [])], {
    type: 'account',
    id,
  });
  if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email)
    throw badRequest(
      ACCOUNT_MESSAGES.emailReadOnly,
      { email: ACCOUNT_MESSAGES.emailReadOnly },
      'EMAIL_READ_ONLY',
    );

  const changes: { fullName?: string; role?: 'admin' | 'staff'; isActive?: boolean } = {};
  if (input.fullName !== undefined && input.fullName !== current.fullName) changes.fullName = input.fullName;
  if (input.role !== undefined && input.role !== current.role) changes.role = input.role;
  const active = input.status === undefined ? undefined : input.status === 'active';
  if (active !== undefined && active !== current.isActive) changes.isActive = active;
  if (Object.keys(changes).length === 0 && input.password === undefined)
    throw new AppError('NO_CHANGES', 400, ACCOUNT_MESSAGES.noChanges);
  if (changes.isActive === false && ctx.actor?.id === id)
    throw new AppError('SELF_LOCK', 409, ACCOUNT_MESSAGES.selfLock);

  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  await withLock(async (tx, txRepo) => {
    const wasAdmin = await isAdminRow(txRepo, id);
    if (wasAdmin && (changes.role === 'staff' || changes.isActive === false)) await guardLastAdmin(tx, id);
    const revoke = changes.role !== undefined || changes.isActive === false || passwordHash !== undefined;
    await txRepo.update(id, { ...changes, ...(passwordHash ? { passwordHash } : {}) }, revoke);
    if (changes.role !== undefined) {
      // the form's role swaps the built-in role and keeps the custom ones
      const held = await txRepo.rolesOf([id]);
      const target = await txRepo.roleByKey(changes.role);
      const kept = held.filter((r) => r.key === null).map((r) => r.id);
      await txRepo.setRoles(id, [...kept, ...(target ? [target.id] : [])]);
    }
  });
  await audit.record(ctx, {
    action: 'account.update',
    targetType: 'account',
    targetId: id,
    before: {
      ...(changes.fullName !== undefined ? { fullName: current.fullName } : {}),
      ...(changes.role !== undefined ? { role: current.role } : {}),
      ...(changes.isActive !== undefined ? { status: current.isActive ? 'active' : 'inactive' } : {}),
    },
    after: {
      ...(changes.fullName !== undefined ? { fullName: changes.fullName } : {}),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.isActive !== undefined ? { status: changes.isActive ? 'active' : 'inactive' } : {}),
      ...(passwordHash ? { password: 'đã đặt lại' } : {}),
    },
  });
  return getAccount(area, id);
}

/** PUT /api/accounts/{id}/roles: the account's whole set of roles. Losing a permission ends its sessions. */
export async function assignRoles(
  area: AccountsContext,
  id: string,
  roleIds: string[],
  ctx: AuditContext,
): Promise<AccountView> {
  const { audit, repo, load, guardLastAdmin, withLock, guardOwnRights } = area;
  const current = await load(id, { deleted: false });
  const wanted = await repo.rolesByIds(roleIds);
  if (wanted.length !== roleIds.length)
    throw badRequest(ROLE_MESSAGES.notFound, { roles: ROLE_MESSAGES.notFound }, 'ROLE_NOT_FOUND');
  const before = await repo.rolesOf([id]);
  await guardOwnRights(ctx, [...permissionsOfRoles(before), ...permissionsOfRoles(wanted)], {
    type: 'account',
    id,
  });
  await withLock(async (tx, txRepo) => {
    const willBeAdmin = wanted.some((r) => r.key === 'admin');
    if (before.some((r) => r.key === 'admin') && !willBeAdmin) await guardLastAdmin(tx, id);
    await txRepo.setRoles(id, roleIds);
    const role = willBeAdmin ? 'admin' : 'staff';
    const revoke = lostAny(permissionsOfRoles(before), permissionsOfRoles(wanted)) || role !== current.role;
    await txRepo.update(id, { role }, revoke);
  });
  await audit.record(ctx, {
    action: 'account.roles',
    targetType: 'account',
    targetId: id,
    before: { roles: before.map((r) => r.name) },
    after: { roles: wanted.map((r) => r.name) },
  });
  return getAccount(area, id);
}
