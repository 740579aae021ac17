import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { inTrash, newestDeletedFirst, softDeleteRepository } from '../../lib/admin-resource/soft-delete.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceWrite = Pick<ServiceRow, 'title' | 'price' | 'type' | 'description' | 'image'>;

const publicService = and(eq(services.isDeleted, false), eq(services.status, true));

export function createServicesRepository(db: Db) {
  const selectAdmin = () => db.select().from(services);

  return {
    ...softDeleteRepository(db, services),

    /**
     * Services the public may see: shown (status true) and not in the trash. Ordered web, app, agency (the
     * service_type enum's order, that of the price-list tabs), then oldest first.
     */
    async listPublic(limit?: number, type?: ServiceRow['type']): Promise<ServiceRow[]> {
      const query = db
        .select()
        .from(services)
        .where(and(publicService, type ? eq(services.type, type) : undefined))
        .orderBy(asc(services.type), asc(services.createdAt), asc(services.id));
      return limit ? query.limit(limit) : query;
    },

    async findPublic(id: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(publicService, eq(services.id, id)))
        .limit(1);
      return row;
    },

    async findAdmin(id: string): Promise<ServiceRow | undefined> {
      const [row] = await selectAdmin().where(eq(services.id, id)).limit(1);
      return row;
    },

    /** spec 001 §2 trash: deleted services, most recently deleted first. */
    async listTrash(search?: string): Promise<ServiceRow[]> {
      return selectAdmin()
        .where(inTrash(services, search ? ilike(services.title, containsPattern(search)) : undefined))
        .orderBy(...newestDeletedFirst(services));
    },

    async insert(values: ServiceWrite): Promise<ServiceRow> {
      const [row] = await db.insert(services).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Changes a service that is not in the trash; undefined when there is none. */
    async updateActive(id: string, values: ServiceWrite): Promise<ServiceRow | undefined> {
      const [row] = await db
        .update(services)
        .set(values)
        .where(and(eq(services.id, id), eq(services.isDeleted, false)))
        .returning();
      return row;
    },

    // ---- the dashboard's figures (spec 002 §3 Dashboard stats: counted outside the trash) ----

    async countActive(): Promise<number> {
      return db.$count(services, eq(services.isDeleted, false));
    },

    async countPerType(): Promise<{ type: ServiceRow['type']; count: number }[]> {
      return db
        .select({ type: services.type, count: count() })
        .from(services)
        .where(eq(services.isDeleted, false))
        .groupBy(services.type);
    },
  };
}
