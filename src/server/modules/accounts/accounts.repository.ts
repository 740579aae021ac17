import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountRoles, accountSessions, accounts, recoveryCodes, roles } from '../../db/schema/accounts.ts';
import { type DeletedBy, softDeleteRepository } from '../../lib/admin-resource/soft-delete.ts';
import { foldedContains } from '../../lib/folded-search.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type SessionRow = typeof accountSessions.$inferSelect;

/** What one authenticated request needs, read in one statement: the account, its roles, and the token's session. */
export type AuthContextRow = {
  account: AccountRow;
  roles: Array<Pick<RoleRow, 'key' | 'permissions'>>;
  session: { revokedAt: Date | null; lastUsedAt: Date } | null;
};

const holdersOf = (db: Db, roleId: string) =>
  db.select({ id: accountRoles.accountId }).from(accountRoles).where(eq(accountRoles.roleId, roleId));
// a change that ends an account's tokens (the version) also marks its sessions ended, so the list stays true
const endSessionsOf = (db: Db, accountIds: string[] | ReturnType<typeof holdersOf>) =>
  db
    .update(accountSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(accountSessions.accountId, accountIds), isNull(accountSessions.revokedAt)));

/** The accounts area's queries, one group per concern: accounts, roles, sessions, two-factor. */
export function createAccountsRepository(db: Db) {
  return {
    ...accountReads(db),
    ...accountWrites(db),
    ...roleQueries(db),
    ...sessionQueries(db),
    ...twoFactorQueries(db),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** Reading accounts: the per-request context, look-ups, the paged list and the last-admin count. */
function accountReads(db: Db) {
  // every request with a token reads its account (revocation, role): built and planned once (decision 020)
  const activeById = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, sql.placeholder('id')), eq(accounts.isDeleted, false)))
    .limit(1)
    .prepare('accounts_active_by_id');
  // …and with its roles and the token's session in the same statement: still one round trip per request
  const authContext = db
    .select({
      account: accounts,
      roles: sql<Array<Pick<RoleRow, 'key' | 'permissions'>>>`coalesce((
        select json_agg(json_build_object('key', r.key, 'permissions', r.permissions))
        from ${accountRoles} ar join ${roles} r on r.id = ar.role_id
        where ar.account_id = ${accounts.id}), '[]'::json)`,
      sessionId: accountSessions.id,
      revokedAt: accountSessions.revokedAt,
      lastUsedAt: accountSessions.lastUsedAt,
    })
    .from(accounts)
    .leftJoin(
      accountSessions,
      and(eq(accountSessions.id, sql.placeholder('sid')), eq(accountSessions.accountId, accounts.id)),
    )
    .where(and(eq(accounts.id, sql.placeholder('id')), eq(accounts.isDeleted, false)))
    .limit(1)
    .prepare('accounts_auth_context');
  return {
    /** The account behind a token (not deleted), its roles' grants, and the token's session when it exists. */
    async authContext(id: string, sessionId: string): Promise<AuthContextRow | undefined> {
      const [row] = await authContext.execute({ id, sid: sessionId });
      if (!row) return undefined;
      return {
        account: row.account,
        roles: row.roles,
        session:
          row.sessionId === null || row.lastUsedAt === null
            ? null
            : { revokedAt: row.revokedAt, lastUsedAt: row.lastUsedAt },
      };
    },
    /** Names and e-mails of these accounts, deleted ones included (a trash shows who deleted what). */
    async namesByIds(ids: string[]): Promise<{ id: string; fullName: string; email: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: accounts.id, fullName: accounts.fullName, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.id, ids));
    },
    /** The accounts that may work now (not deleted, not locked), by name. */
    activeNames(): Promise<Array<{ id: string; fullName: string }>> {
      return db
        .select({ id: accounts.id, fullName: accounts.fullName })
        .from(accounts)
        .where(and(eq(accounts.isDeleted, false), eq(accounts.isActive, true)))
        .orderBy(accounts.fullName);
    },
    async findActiveByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, eq(accounts.isDeleted, false)))
        .limit(1);
      return row;
    },
    async findActiveById(id: string): Promise<AccountRow | undefined> {
      const [row] = await activeById.execute({ id });
      return row;
    },
    async findById(id: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },
    /** The roles each of these accounts holds. */
    async rolesOf(accountIds: string[]): Promise<Array<{ accountId: string } & RoleRow>> {
      if (accountIds.length === 0) return [];
      const rows = await db
        .select({ accountId: accountRoles.accountId, role: roles })
        .from(accountRoles)
        .innerJoin(roles, eq(roles.id, accountRoles.roleId))
        .where(inArray(accountRoles.accountId, accountIds))
        .orderBy(roles.name);
      return rows.map((r) => ({ accountId: r.accountId, ...r.role }));
    },
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
      return row?.n ?? 0;
    },
    async list(q: { deleted: boolean; search?: string | undefined; page: number; limit: number }) {
      const where = and(
        eq(accounts.isDeleted, q.deleted),
        foldedContains([sql`${accounts.fullName}`, sql`${accounts.email}`], q.search),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(accounts)
          .where(where)
          .orderBy(q.deleted ? desc(accounts.deletedAt) : desc(accounts.createdAt), accounts.id)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Active accounts (not deleted, not locked) that hold the built-in admin role, other than `except`. */
    async countOtherActiveAdmins(except: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${accounts.id})::int` })
        .from(accounts)
        .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
        .innerJoin(roles, eq(roles.id, accountRoles.roleId))
        .where(
          and(
            eq(roles.key, 'admin'),
            eq(accounts.isDeleted, false),
            eq(accounts.isActive, true),
            sql`${accounts.id} <> ${except}`,
          ),
        );
      return row?.n ?? 0;
    },
  };
}

/** Changing accounts: token versions (ending sessions with them), fields, the trash, creation, held roles. */
function accountWrites(db: Db) {
  const softDelete = softDeleteRepository(db, accounts);
  return {
    async bumpTokenVersion(id: string): Promise<void> {
      await db
        .update(accounts)
        .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, id));
      await endSessionsOf(db, [id]);
    },
    /** Ends the sessions of every account holding this role. */
    async bumpTokenVersionOfHolders(roleId: string): Promise<void> {
      await db
        .update(accounts)
        .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(inArray(accounts.id, holdersOf(db, roleId)));
      await endSessionsOf(db, holdersOf(db, roleId));
    },
    /** Every change that must end existing sessions raises the token version in the same statement. */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .update(accounts)
        .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, id));
      await endSessionsOf(db, [id]);
    },
    async update(
      id: string,
      values: Partial<Pick<AccountRow, 'fullName' | 'role' | 'isActive' | 'passwordHash'>>,
      revoke: boolean,
    ): Promise<void> {
      await db
        .update(accounts)
        .set({ ...values, ...(revoke ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}) })
        .where(eq(accounts.id, id));
      if (revoke) await endSessionsOf(db, [id]);
    },
    ...softDelete,
    /** To the trash: the account's tokens stop working and its sessions end in the same step. */
    async trash(ids: string[], by: DeletedBy): Promise<AccountRow[]> {
      const rows = await softDelete.trash(ids, by, { tokenVersion: sql`${accounts.tokenVersion} + 1` });
      await endSessionsOf(db, ids);
      return rows;
    },
    async insert(values: typeof accounts.$inferInsert): Promise<AccountRow> {
      const [row] = await db.insert(accounts).values(values).returning();
      return row!;
    },
    async setRoles(accountId: string, roleIds: string[]): Promise<void> {
      await db.delete(accountRoles).where(eq(accountRoles.accountId, accountId));
      if (roleIds.length > 0)
        await db.insert(accountRoles).values(roleIds.map((roleId) => ({ accountId, roleId })));
    },
  };
}

/** The stored roles and who holds them. */
function roleQueries(db: Db) {
  return {
    async allRoles(): Promise<Array<RoleRow & { accountCount: number }>> {
      const rows = await db
        .select({
          role: roles,
          // spelt out: inside a sub-select drizzle writes ${roles.id} as a bare "id", which there is a.id
          accountCount: sql<number>`(select count(*)::int from ${accountRoles} ar join ${accounts} a on a.id = ar.account_id where ar.role_id = "roles"."id" and not a.is_deleted)`,
        })
        .from(roles)
        .orderBy(sql`${roles.key} is null`, roles.name);
      return rows.map((r) => ({ ...r.role, accountCount: r.accountCount }));
    },
    async roleById(id: string): Promise<RoleRow | undefined> {
      const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
      return row;
    },
    async rolesByIds(ids: string[]): Promise<RoleRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(roles).where(inArray(roles.id, ids));
    },
    async roleByKey(key: string): Promise<RoleRow | undefined> {
      const [row] = await db.select().from(roles).where(eq(roles.key, key)).limit(1);
      return row;
    },
    async roleNameTaken(name: string, except?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            sql`lower(${roles.name}) = ${name.toLowerCase()}`,
            except ? sql`${roles.id} <> ${except}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async insertRole(values: typeof roles.$inferInsert): Promise<RoleRow> {
      const [row] = await db.insert(roles).values(values).returning();
      return row!;
    },
    async updateRole(
      id: string,
      values: Pick<RoleRow, 'name' | 'description' | 'permissions'>,
    ): Promise<void> {
      await db.update(roles).set(values).where(eq(roles.id, id));
    },
    async deleteRole(id: string): Promise<void> {
      await db.delete(roles).where(eq(roles.id, id));
    },
    /**
     * The built-in roles exist. Only when they are created now (the first start of a database made before roles
     * were stored) does every account without a role get the built-in role its `role` column names; afterwards
     * an account without a role holds no permission, never an implicit one (docs/decisions/024-roles-held-and-budgets.md).
     */
    async ensureBuiltInRoles(builtIn: Array<{ key: string; name: string }>): Promise<void> {
      let created = 0;
      for (const r of builtIn) {
        const rows = await db
          .insert(roles)
          .values({ key: r.key, name: r.name, permissions: [] })
          .onConflictDoNothing()
          .returning({ id: roles.id });
        created += rows.length;
      }
      if (created === 0) return;
      await db.execute(sql`
        insert into ${accountRoles} (account_id, role_id)
        select a.id, r.id from ${accounts} a join ${roles} r on r.key = a.role::text
        where not exists (select 1 from ${accountRoles} ar where ar.account_id = a.id)
        on conflict do nothing`);
    },
    /** Accounts (not deleted) holding this role. */
    async holderCount(roleId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accountRoles)
        .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
        .where(and(eq(accountRoles.roleId, roleId), eq(accounts.isDeleted, false)));
      return row?.n ?? 0;
    },
    /** The roles held by every account that holds this one (their whole rights, for the own-rights rule). */
    async rolesOfHolders(roleId: string): Promise<RoleRow[]> {
      const rows = await db
        .selectDistinct({ role: roles })
        .from(accountRoles)
        .innerJoin(roles, eq(roles.id, accountRoles.roleId))
        .where(inArray(accountRoles.accountId, holdersOf(db, roleId)));
      return rows.map((r) => r.role);
    },
  };
}

/** Sign-in sessions: created, touched, listed, ended, pruned. */
function sessionQueries(db: Db) {
  return {
    async createSession(values: { accountId: string; ip: string; userAgent: string | null; at: Date }) {
      const [row] = await db
        .insert(accountSessions)
        .values({
          accountId: values.accountId,
          ip: values.ip,
          userAgent: values.userAgent,
          createdAt: values.at,
          lastUsedAt: values.at,
        })
        .returning();
      return row!;
    },
    /** Marks the session used now, unless it was already marked after `unlessAfter` (at most once a minute). */
    async touchSession(id: string, at: Date, unlessAfter: Date): Promise<void> {
      await db
        .update(accountSessions)
        .set({ lastUsedAt: at })
        .where(and(eq(accountSessions.id, id), lt(accountSessions.lastUsedAt, unlessAfter)));
    },
    /** The account's sessions still in force (not revoked, signed in after `since`), most recently used first. */
    async activeSessions(accountId: string, since: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(accountSessions)
        .where(
          and(
            eq(accountSessions.accountId, accountId),
            isNull(accountSessions.revokedAt),
            gt(accountSessions.createdAt, since),
          ),
        )
        .orderBy(desc(accountSessions.lastUsedAt), accountSessions.id);
    },
    /**
     * Ends sessions of this account still in force: the one named (`only`), or all but one (`except`). Returns how
     * many ended: 0 when the one named is another account's, gone or already ended.
     */
    async revokeSessions(accountId: string, which: { only: string } | { except: string }, at: Date) {
      const rows = await db
        .update(accountSessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(accountSessions.accountId, accountId),
            'only' in which ? eq(accountSessions.id, which.only) : ne(accountSessions.id, which.except),
            isNull(accountSessions.revokedAt),
          ),
        )
        .returning({ id: accountSessions.id });
      return rows.length;
    },
    /** Deletes sessions signed in before `before` (their tokens have expired); returns how many. */
    async pruneSessions(before: Date): Promise<number> {
      const rows = await db
        .delete(accountSessions)
        .where(lt(accountSessions.createdAt, before))
        .returning({ id: accountSessions.id });
      return rows.length;
    },
  };
}

/** Two-factor sign-in: the TOTP secret and its last step, and the recovery codes. */
function twoFactorQueries(db: Db) {
  return {
    async setTotp(
      id: string,
      values: Partial<Pick<AccountRow, 'totpSecret' | 'totpEnabledAt' | 'totpLastStep'>>,
    ): Promise<void> {
      await db.update(accounts).set(values).where(eq(accounts.id, id));
    },
    /** Accepts a time step only if it is later than the last one accepted (one statement: no double use). */
    async claimTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(accounts.id, id),
            sql`(${accounts.totpLastStep} is null or ${accounts.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: accounts.id });
      return rows.length === 1;
    },
    async replaceRecoveryCodes(accountId: string, hashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
      if (hashes.length > 0)
        await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
    },
    async unusedRecoveryCodes(accountId: string) {
      return db
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
    },
    async spendRecoveryCode(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },
  };
}
