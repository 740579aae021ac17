import { sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AccountView,
  ROLE_MESSAGES,
  type RoleView,
} from '#domain/accounts/account.schema.ts';
import {
  BUILT_IN_ROLES,
  type BuiltInRoleKey,
  hasPermission,
  PERMISSIONS,
  type Permission,
} from '#domain/auth/permissions.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import {
  type AccountRow,
  type AccountsRepository,
  createAccountsRepository,
  type RoleRow,
} from './accounts.repository.ts';

// Any number for pg_advisory_xact_lock: every change that could leave the site without an admin takes it, so two
// admins demoting each other at the same moment cannot both succeed.
const LAST_ADMIN_LOCK = 724_015;

/** The permissions a role grants: the built-in ones from the catalogue (admin: all), custom ones as stored. */
export function permissionsOfRole(role: Pick<RoleRow, 'key' | 'permissions'>): Permission[] {
  if (role.key && role.key in BUILT_IN_ROLES)
    return [...BUILT_IN_ROLES[role.key as BuiltInRoleKey].permissions];
  return role.permissions.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
}

export const permissionsOfRoles = (roles: Array<Pick<RoleRow, 'key' | 'permissions'>>): Permission[] =>
  [...new Set(roles.flatMap(permissionsOfRole))].sort();

export const lostAny = (before: Permission[], after: Permission[]) =>
  before.some((p) => !hasPermission(after, p));

/** The account operations, on the pool or inside one transaction. */
export function accountsOn(db: Db, repo = createAccountsRepository(db)) {
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
 * What the accounts use cases share (spec 002 §1, §6): the repository, the one clock, the audit trail, and the
 * guards every change passes: the last admin, rights beyond one's own, roles held by others.
 */
export function createAccountsContext(deps: { db: Db; clock: () => Date; audit: AuditService }) {
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
  const isAdminRow = async (repoOn: AccountsRepository, id: string) =>
    (await repoOn.rolesOf([id])).some((r) => r.key === 'admin');

  const withLock = <T>(work: (tx: Db, txRepo: AccountsRepository) => Promise<T>) =>
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
    db,
    clock,
    audit,
    base,
    repo,
    views,
    load,
    guardLastAdmin,
    isAdminRow,
    withLock,
    guardOwnRights,
    guardHolders,
    rightsOf,
    builtInRights,
    roleView,
  };
}

export type AccountsContext = ReturnType<typeof createAccountsContext>;

/** One account as the screens show it, outside the trash. */
export async function getAccount(area: AccountsContext, id: string): Promise<AccountView> {
  const [view] = await area.views([await area.load(id, { deleted: false })]);
  return view!;
}
