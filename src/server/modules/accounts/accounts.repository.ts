import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';

export type AccountRow = typeof accounts.$inferSelect;

export function createAccountsRepository(db: Db) {
  // every request with a token reads its account (revocation, role): built and planned once (issue 18)
  const activeById = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, sql.placeholder('id')), eq(accounts.isDeleted, false)))
    .limit(1)
    .prepare('accounts_active_by_id');
  return {
    /** Names and e-mails of these accounts, deleted ones included (a trash shows who deleted what). */
    async namesByIds(ids: string[]): Promise<{ id: string; fullName: string; email: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: accounts.id, fullName: accounts.fullName, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.id, ids));
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
    async bumpTokenVersion(id: string): Promise<void> {
      await db
        .update(accounts)
        .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, id));
    },
    /** Every change that must end existing sessions raises the token version in the same statement. */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .update(accounts)
        .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, id));
    },
    async setRole(id: string, role: AccountRow['role']): Promise<void> {
      await db
        .update(accounts)
        .set({ role, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, id));
    },
    async softDelete(id: string, deletedBy: string, at: Date): Promise<void> {
      await db
        .update(accounts)
        .set({ isDeleted: true, deletedAt: at, deletedBy, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, id));
    },
    async insert(values: typeof accounts.$inferInsert): Promise<AccountRow> {
      const [row] = await db.insert(accounts).values(values).returning();
      return row!;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
      return row?.n ?? 0;
    },
  };
}
