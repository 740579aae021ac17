import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/unit-of-work.ts';

/** A table with the soft-delete columns (`db/schema/columns.ts` softDelete): what the trash needs. */
export type SoftDeleteTable = PgTable & {
  id: PgColumn;
  isDeleted: PgColumn;
  deletedAt: PgColumn;
  deletedBy: PgColumn;
};

/** Who moved a row to the trash and when, stored on the server (spec README: soft delete). */
export type DeletedBy = { at: Date; accountId: string };

/** The rows in the trash, and those not in it, for an area's own queries. */
export function inTrash(table: SoftDeleteTable, also?: SQL): SQL {
  return and(eq(table.isDeleted, true), also) as SQL;
}
export function notInTrash(table: SoftDeleteTable, also?: SQL): SQL {
  return and(eq(table.isDeleted, false), also) as SQL;
}

/** The trash's order on every screen: most recently deleted first. */
export function newestDeletedFirst(table: SoftDeleteTable): SQL[] {
  return [desc(table.deletedAt), desc(table.id)];
}

/**
 * The trash's writes over one table (docs/decisions/039). Each changes only rows in the opposite state, so a
 * repeated call changes nothing, and answers the rows it changed: an empty answer is a row that was not there.
 * `also` sets the area's own columns in the same statement (news its `updatedAt`, accounts end sessions).
 */
export function softDeleteRepository<T extends SoftDeleteTable>(db: Executor, table: T) {
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  return {
    async trash(ids: string[], by: DeletedBy, also?: PgUpdateSetSource<T>): Promise<T['$inferSelect'][]> {
      if (ids.length === 0) return [];
      return db
        .update(table)
        .set({ ...set({ isDeleted: true, deletedAt: by.at, deletedBy: by.accountId }), ...also })
        .where(and(inArray(table.id, ids), eq(table.isDeleted, false)))
        .returning() as Promise<T['$inferSelect'][]>;
    },

    async restore(ids: string[], also?: PgUpdateSetSource<T>): Promise<T['$inferSelect'][]> {
      if (ids.length === 0) return [];
      return db
        .update(table)
        .set({ ...set({ isDeleted: false, deletedAt: null, deletedBy: null }), ...also })
        .where(and(inArray(table.id, ids), eq(table.isDeleted, true)))
        .returning() as Promise<T['$inferSelect'][]>;
    },

    /** Deletes for good, only from the trash; the whole trash when `ids` is absent. */
    async deletePermanently(ids?: string[]): Promise<T['$inferSelect'][]> {
      if (ids?.length === 0) return [];
      return db
        .delete(table)
        .where(and(eq(table.isDeleted, true), ids ? inArray(table.id, ids) : undefined))
        .returning() as Promise<T['$inferSelect'][]>;
    },
  };
}
