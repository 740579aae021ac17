import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';

export type ServiceRow = typeof services.$inferSelect;

const publicService = and(eq(services.isDeleted, false), eq(services.status, true));

export function createServicesRepository(db: Db) {
  return {
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
  };
}
