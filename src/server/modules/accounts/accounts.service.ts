import type {
  CreateAccountInput,
  RoleView,
  roleInputSchema,
  UpdateAccountInput,
} from '#domain/accounts/account.schema.ts';
import { hasPermission, type Permission } from '#domain/auth/permissions.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { z } from '#domain/shared/zod.ts';
import type { Db } from '../../db/client.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { createRole, deleteRole, updateRole } from './account-roles.ts';
import { accountSignIn } from './account-sign-in.ts';
import { assignRoles, createAccount, updateAccount } from './account-writes.ts';
import type { AccountRow } from './accounts.repository.ts';
import { accountsOn, createAccountsContext, getAccount, permissionsOfRoles } from './accounts-context.ts';
import { deleteAccountPermanently, restoreAccount, trashAccount } from './accounts-trash.ts';

export type Account = AccountRow;
type RoleInput = z.input<typeof roleInputSchema>;

/**
 * The admin-side accounts, their roles and permissions (spec 002 §1, §6, §7). Other modules (auth, the seed, the
 * live-chat socket) reach these tables only through here; each use case is written in its own file beside this.
 */
export function createAccountsService(deps: { db: Db; clock: () => Date; audit: AuditService }) {
  const area = createAccountsContext(deps);
  const { db, clock, base, repo } = area;

  return {
    create: base.create,
    count: base.count,
    ensureBuiltInRoles: base.ensureBuiltInRoles,
    /** Names and e-mails of these accounts, deleted ones included (a trash shows who deleted what). */
    namesByIds: (ids: string[]) => repo.namesByIds(ids),
    /** The accounts that may work now and hold `permission` through their roles (a contact's owners), by name. */
    async holding(permission: Permission): Promise<Array<{ id: string; fullName: string }>> {
      const active = await repo.activeNames();
      const roles = await repo.rolesOf(active.map((a) => a.id));
      return active.filter((a) =>
        hasPermission(permissionsOfRoles(roles.filter((r) => r.accountId === a.id)), permission),
      );
    },
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
      return { data: await area.views(rows), pagination: paginationOf(q.page, q.limit, total) };
    },

    get: (id: string) => getAccount(area, id),
    createAccount: (raw: CreateAccountInput, ctx: AuditContext) => createAccount(area, raw, ctx),
    updateAccount: (id: string, raw: UpdateAccountInput, ctx: AuditContext) =>
      updateAccount(area, id, raw, ctx),
    trash: (id: string, ctx: AuditContext) => trashAccount(area, id, ctx),
    restore: (id: string, ctx: AuditContext) => restoreAccount(area, id, ctx),
    deletePermanently: (id: string, ctx: AuditContext) => deleteAccountPermanently(area, id, ctx),
    /** PUT /api/accounts/{id}/roles: the account's whole set of roles. Losing a permission ends its sessions. */
    assignRoles: (id: string, roleIds: string[], ctx: AuditContext) => assignRoles(area, id, roleIds, ctx),

    // ---- roles (spec 002 §7 Roles) ----

    async roles(): Promise<RoleView[]> {
      return (await repo.allRoles()).map(area.roleView);
    },
    createRole: (raw: RoleInput, ctx: AuditContext) => createRole(area, raw, ctx),
    updateRole: (id: string, raw: RoleInput, ctx: AuditContext) => updateRole(area, id, raw, ctx),
    deleteRole: (id: string, ctx: AuditContext) => deleteRole(area, id, ctx),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
