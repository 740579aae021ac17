import { sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AccountView,
  type CreateAccountInput,
  createAccountSchema,
  ROLE_MESSAGES,
  type RoleView,
  roleInputSchema,
  type UpdateAccountInput,
  updateAccountSchema,
} from '#domain/accounts/account.schema.ts';
import {
  BUILT_IN_ROLES,
  type BuiltInRoleKey,
  hasPermission,
  PERMISSIONS,
  type Permission,
} from '#domain/auth/permissions.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { z } from '#domain/shared/zod.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { accountSignIn } from './account-sign-in.ts';
import { type AccountRow, createAccountsRepository, type RoleRow } from './accounts.repository.ts';

export type Account = AccountRow;

// Any number for pg_advisory_xact_lock: every change that could leave the site without an admin takes it, so two
// admins demoting each other at the same moment cannot both succeed.
const LAST_ADMIN_LOCK = 724_015;

/** The permissions a role grants: the built-in ones from the catalogue (admin: all), custom ones as stored. */
export function permissionsOfRole(role: Pick<RoleRow, 'key' | 'permissions'>): Permission[] {
  if (role.key && role.key in BUILT_IN_ROLES)
    return [...BUILT_IN_ROLES[role.key as BuiltInRoleKey].permissions];
  return role.permissions.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
}

const permissionsOfRoles = (roles: Array<Pick<RoleRow, 'key' | 'permissions'>>): Permission[] =>
  [...new Set(roles.flatMap(permissionsOfRole))].sort();

const lostAny = (before: Permission[], after: Permission[]) => before.some((p) => !hasPermission(after, p));

/** What the first-start seed does with accounts, on the pool or inside one transaction. */
function accountsOn(db: Db, repo = createAccountsRepository(db)) {
  return {
    /** How many accounts there are, deleted ones included. */
    count: (): Promise<number> => repo.count(),
    /** Creates an account holding the built-in role its `role` names. */
    async create(values: Parameters<typeof repo.insert>[0]): Promise<AccountRow> {
      const row = await repo.insert(values);
      const builtIn = await repo.roleByKey(row.role);
      if (builtIn) await repo.setRoles(row.id, [builtIn.id]);
      return row;
    },
    async ensureBuiltInRoles(): Promise<void> {
      await repo.ensureBuiltInRoles(
        (Object.keys(BUILT_IN_ROLES) as BuiltInRoleKey[]).map((key) => ({
          key,
          name: BUILT_IN_ROLES[key].name,
        })),
      );
    },
  };
}

/**
 * The admin-side accounts, their roles and permissions (spec 002 §1, §6, §7). Other modules (auth, the
 * seed, the live-chat socket) reach these tables only through here.
 */
export function createAccountsService(deps: { db: Db; clock: () => Date; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const repo = createAccountsRepository(db);
  const base = accountsOn(db, repo);

  async function views(rows: AccountRow[]): Promise<AccountView[]> {
    const held = await repo.rolesOf(rows.map((r) => r.id));
    return rows.map((a) => ({
      _id: a.id,
      fullName: a.fullName,
      email: a.email,
      role: a.role,
      roles: held.filter((r) => r.accountId === a.id).map((r) => ({ _id: r.id, key: r.key, name: r.name })),
      status: a.isActive ? ('active' as const) : ('inactive' as const),
      twoFactorEnabled: a.totpEnabledAt !== null,
      isDeleted: a.isDeleted,
      deletedAt: a.deletedAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    }));
  }

  async function load(id: string, opts: { deleted?: boolean } = {}): Promise<AccountRow> {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row || (opts.deleted !== undefined && row.isDeleted !== opts.deleted))
      throw notFound(
        opts.deleted ? ACCOUNT_MESSAGES.notInTrash : ACCOUNT_MESSAGES.notFound,
        'ACCOUNT_NOT_FOUND',
      );
    return row;
  }

  /** Within `work`'s transaction, after the last-admin lock: refuses when `accountId` is the last active admin. */
  async function guardLastAdmin(tx: Db, accountId: string) {
    const txRepo = createAccountsRepository(tx);
    if ((await txRepo.countOtherActiveAdmins(accountId)) === 0)
      throw new AppError('LAST_ADMIN', 409, ACCOUNT_MESSAGES.lastAdmin);
  }
  const isAdminRow = async (repoOn: ReturnType<typeof createAccountsRepository>, id: string) =>
    (await repoOn.rolesOf([id])).some((r) => r.key === 'admin');

  const withLock = <T>(work: (tx: Db, txRepo: ReturnType<typeof createAccountsRepository>) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK})`);
      return work(tx, createAccountsRepository(tx));
    });

  /**
   * Nobody grants, changes or takes away rights they do not hold themselves: an account manager that is not an
   * admin cannot make an admin, take an admin's account over (password, lock, delete) or widen a role, its own
   * included (403 BEYOND_OWN_RIGHTS, audited as a permission denial). Admins hold every permission.
   */
  async function guardOwnRights(
    ctx: AuditContext,
    touched: Permission[],
    target: { type: string; id?: string },
  ) {
    if (!ctx.actor) return; // the system itself (seed, start-up)
    const own = permissionsOfRoles(await repo.rolesOf([ctx.actor.id]));
    const beyond = touched.filter((p) => !hasPermission(own, p));
    if (beyond.length === 0) return;
    await audit.record(ctx, {
      action: 'permission.denied',
      targetType: target.type,
      ...(target.id ? { targetId: target.id } : {}),
      after: { needed: [...new Set(beyond)].sort() },
    });
    throw new AppError('BEYOND_OWN_RIGHTS', 403, ROLE_MESSAGES.beyondOwnRights);
  }
  /**
   * A role held by an account the actor may not manage (an admin, or anyone with rights beyond the actor's) is
   * out of reach: changing it would take that account's rights or end its sessions (decision 024).
   */
  async function guardHolders(ctx: AuditContext, roleId: string) {
    if (!ctx.actor) return;
    const own = permissionsOfRoles(await repo.rolesOf([ctx.actor.id]));
    const beyond = permissionsOfRoles(await repo.rolesOfHolders(roleId)).filter(
      (p) => !hasPermission(own, p),
    );
    if (beyond.length === 0) return;
    await audit.record(ctx, {
      action: 'permission.denied',
      targetType: 'role',
      targetId: roleId,
      after: { needed: beyond },
    });
    throw new AppError('BEYOND_OWN_RIGHTS', 403, ROLE_MESSAGES.heldBeyondOwnRights);
  }
  const rightsOf = async (accountId: string) => permissionsOfRoles(await repo.rolesOf([accountId]));
  const builtInRights = (key: BuiltInRoleKey): Permission[] => [...BUILT_IN_ROLES[key].permissions];

  const roleView = (r: RoleRow & { accountCount: number }): RoleView => ({
    _id: r.id,
    key: r.key,
    name: r.name,
    description: r.description,
    permissions: permissionsOfRole(r),
    builtIn: r.key !== null,
    accountCount: r.accountCount,
  });

  return {
    create: base.create,
    count: base.count,
    ensureBuiltInRoles: base.ensureBuiltInRoles,
    /** Names and e-mails of these accounts, deleted ones included (a trash shows who deleted what). */
    namesByIds: (ids: string[]) => repo.namesByIds(ids),
    /** The account signing in with this e-mail (stored lowercased), not deleted; locked ones included. */
    findActiveByEmail: (email: string) => repo.findActiveByEmail(email),
    /** The account, not deleted; locked ones included. */
    findActiveById: (id: string) => repo.findActiveById(id),
    ...accountSignIn(repo, clock),
    /** The account behind a token with its permissions and the token's session, in one statement. */
    async authContext(accountId: string, sessionId: string) {
      const row = await repo.authContext(accountId, sessionId);
      if (!row) return undefined;
      return { account: row.account, permissions: permissionsOfRoles(row.roles), session: row.session };
    },

    /**
     * Runs `work` in one transaction, with the account operations bound to it: the first-start seed creates the
     * first accounts and the demo content together, or nothing.
     */
    transaction<T>(work: (accounts: ReturnType<typeof accountsOn>, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(accountsOn(tx), tx));
    },

    /** The permissions an account holds now (the union of its roles'); none for a deleted or locked account. */
    async permissionsOf(accountId: string): Promise<Permission[]> {
      return permissionsOfRoles(await repo.rolesOf([accountId]));
    },

    /**
     * The one server-side question every guard asks (routes, the live-chat socket): does this account, as stored
     * now, hold `permission`? A deleted or locked account holds nothing.
     */
    async hasPermission(accountId: string, permission: Permission): Promise<boolean> {
      const account = await repo.findActiveById(accountId);
      if (!account?.isActive) return false;
      return hasPermission(await this.permissionsOf(accountId), permission);
    },

    // ---- accounts (spec 002 §7) ----

    async list(q: { search?: string | undefined; page: number; limit: number }, deleted = false) {
      const { rows, total } = await repo.list({ ...q, deleted });
      return { data: await views(rows), pagination: paginationOf(q.page, q.limit, total) };
    },

    async get(id: string): Promise<AccountView> {
      const [view] = await views([await load(id, { deleted: false })]);
      return view!;
    },

    async createAccount(raw: CreateAccountInput, ctx: AuditContext): Promise<AccountView> {
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
    },

    async updateAccount(id: string, raw: UpdateAccountInput, ctx: AuditContext): Promise<AccountView> {
      const input = updateAccountSchema.parse(raw);
      const current = await load(id);
      if (input.isDeleted === false && current.isDeleted) {
        await this.restore(id, ctx);
        return this.get(id);
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
      if (input.fullName !== undefined && input.fullName !== current.fullName)
        changes.fullName = input.fullName;
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
        if (wasAdmin && (changes.role === 'staff' || changes.isActive === false))
          await guardLastAdmin(tx, id);
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
      return this.get(id);
    },

    /** To the trash; the account's sessions end at once. The last admin and one's own account are refused. */
    async remove(id: string, ctx: AuditContext): Promise<void> {
      const current = await load(id, { deleted: false });
      if (ctx.actor?.id === id) throw new AppError('SELF_DELETE', 409, ACCOUNT_MESSAGES.selfDelete);
      await guardOwnRights(ctx, await rightsOf(id), { type: 'account', id });
      await withLock(async (tx, txRepo) => {
        if (await isAdminRow(txRepo, id)) await guardLastAdmin(tx, id);
        await txRepo.softDelete(id, ctx.actor?.id ?? id, clock());
      });
      await audit.record(ctx, {
        action: 'account.delete',
        targetType: 'account',
        targetId: id,
        before: { email: current.email, isDeleted: false },
        after: { isDeleted: true },
      });
    },

    async restore(id: string, ctx: AuditContext): Promise<void> {
      const current = await load(id, { deleted: true });
      await guardOwnRights(ctx, await rightsOf(id), { type: 'account', id });
      await repo.restore(id);
      await audit.record(ctx, {
        action: 'account.restore',
        targetType: 'account',
        targetId: id,
        before: { email: current.email, isDeleted: true },
        after: { isDeleted: false },
      });
    },

    /** For good: only from the trash (so the last-admin and self rules were checked on the way in). */
    async deletePermanently(id: string, ctx: AuditContext): Promise<void> {
      const current = await load(id);
      if (ctx.actor?.id === id) throw new AppError('SELF_DELETE', 409, ACCOUNT_MESSAGES.selfDelete);
      await guardOwnRights(ctx, await rightsOf(id), { type: 'account', id });
      if (!current.isDeleted) {
        // DELETE …?permanent=true on an account still in use: the same rules as the trash, then gone
        await this.remove(id, ctx);
      }
      await repo.deletePermanently(id);
      await audit.record(ctx, {
        action: 'account.delete-permanently',
        targetType: 'account',
        targetId: id,
        before: { email: current.email, fullName: current.fullName, role: current.role },
      });
    },

    /** PUT /api/accounts/{id}/roles: the account's whole set of roles. Losing a permission ends its sessions. */
    async assignRoles(id: string, roleIds: string[], ctx: AuditContext): Promise<AccountView> {
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
        const revoke =
          lostAny(permissionsOfRoles(before), permissionsOfRoles(wanted)) || role !== current.role;
        await txRepo.update(id, { role }, revoke);
      });
      await audit.record(ctx, {
        action: 'account.roles',
        targetType: 'account',
        targetId: id,
        before: { roles: before.map((r) => r.name) },
        after: { roles: wanted.map((r) => r.name) },
      });
      return this.get(id);
    },

    // ---- roles (spec 002 §7 Roles) ----

    async roles(): Promise<RoleView[]> {
      return (await repo.allRoles()).map(roleView);
    },

    async createRole(raw: z.input<typeof roleInputSchema>, ctx: AuditContext): Promise<RoleView> {
      const input = roleInputSchema.parse(raw);
      await guardOwnRights(ctx, permissionsOfRole({ key: null, permissions: input.permissions }), {
        type: 'role',
      });
      if (await repo.roleNameTaken(input.name))
        throw new AppError('ROLE_EXISTS', 409, ROLE_MESSAGES.nameExists, { name: ROLE_MESSAGES.nameExists });
      const row = await repo.insertRole({ key: null, ...input });
      await audit.record(ctx, { action: 'role.create', targetType: 'role', targetId: row.id, after: input });
      return roleView({ ...row, accountCount: 0 });
    },

    async updateRole(id: string, raw: z.input<typeof roleInputSchema>, ctx: AuditContext): Promise<RoleView> {
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
    },

    async deleteRole(id: string, ctx: AuditContext): Promise<void> {
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
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
