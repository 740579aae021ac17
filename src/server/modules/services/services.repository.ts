import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';

export type ServiceRow = typeof services.$inferSelect;

export function createServicesRepository(db: Db) {
  return {
    /**
     * Services the public may see: shown (status true) and not in the trash. Ordered web, app, agency (the
     * service_type enum's order, that of the price-list tabs), then oldest first.
     */
    async listPublic(limit: number): Promise<ServiceRow[]> {
      return db
        .select()
        .from(services)
        .where(and(eq(services.isDeleted, false), eq(services.status, true)))
        .orderBy(asc(services.type), asc(services.createdAt), asc(services.id))
        .limit(limit);
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
