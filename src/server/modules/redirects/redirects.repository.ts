import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { redirects } from '../../db/schema/redirects.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type RedirectRow = typeof redirects.$inferSelect;

/** The only queries on `redirects` (decision 042). */
export function createRedirectsRepository(db: Executor) {
  return {
    /** Every source and its target: the table is small (a site's moved addresses), held in memory for look-ups. */
    async all(): Promise<Array<{ sourcePath: string; targetPath: string }>> {
      return db
        .select({ sourcePath: redirects.sourcePath, targetPath: redirects.targetPath })
        .from(redirects);
    },

    async page(
      page: number,
      limit: number,
      search?: string,
    ): Promise<{ rows: RedirectRow[]; total: number }> {
      const where = search
        ? or(
            ilike(redirects.sourcePath, containsPattern(search)),
            ilike(redirects.targetPath, containsPattern(search)),
          )
        : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(redirects)
          .where(where)
          .orderBy(desc(redirects.createdAt), desc(redirects.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(redirects).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findById(id: string): Promise<RedirectRow | undefined> {
      const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
      return row;
    },

    async targetOf(sourcePath: string): Promise<string | undefined> {
      const [row] = await db
        .select({ targetPath: redirects.targetPath })
        .from(redirects)
        .where(eq(redirects.sourcePath, sourcePath))
        .limit(1);
      return row?.targetPath;
    },

    /** Inserts, or when the source already has a redirect, points it at the new target. */
    async upsert(values: typeof redirects.$inferInsert): Promise<RedirectRow> {
      const [row] = await db
        .insert(redirects)
        .values(values)
        .onConflictDoUpdate({
          target: redirects.sourcePath,
          set: {
            targetPath: values.targetPath,
            kind: values.kind ?? 'manual',
            newsId: values.newsId ?? null,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('upsert into redirects returned no row');
      return row;
    },

    /** Inserts unless the source already has a redirect (then undefined). */
    async insertNew(values: typeof redirects.$inferInsert): Promise<RedirectRow | undefined> {
      const [row] = await db.insert(redirects).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Chains collapse: every redirect that ended at `from` now ends at `to` (one that would point at itself goes). */
    async retarget(from: string, to: string): Promise<void> {
      await db.delete(redirects).where(and(eq(redirects.targetPath, from), eq(redirects.sourcePath, to)));
      await db
        .update(redirects)
        .set({ targetPath: to, updatedAt: sql`now()` })
        .where(and(eq(redirects.targetPath, from), ne(redirects.sourcePath, to)));
    },

    async deleteBySource(sourcePath: string): Promise<void> {
      await db.delete(redirects).where(eq(redirects.sourcePath, sourcePath));
    },

    async deleteById(id: string): Promise<RedirectRow | undefined> {
      const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
      return row;
    },
  };
}
