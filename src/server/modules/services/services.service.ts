import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { ServiceCard, ServiceType } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createServicesRepository, type ServiceRow } from './services.repository.ts';

function toServiceCard(row: ServiceRow): ServiceCard {
  return {
    _id: row.id,
    title: row.title,
    price: row.price,
    type: row.type,
    description: row.description,
    image: row.image,
  };
}

/** The company's services (dịch vụ) on the price list. */
export function createServicesService(deps: { db: Db }) {
  const repo = createServicesRepository(deps.db);
  return {
    /** Services the public may see, in price-list order; limit 0 or none means all (spec 000 §7). */
    async listPublic(type?: ServiceType, limit = 0): Promise<ServiceCard[]> {
      return (await repo.listPublic(limit, type)).map(toServiceCard);
    },

    async getPublic(id: string): Promise<ServiceCard> {
      const row = isUuid(id) ? await repo.findPublic(id) : undefined;
      if (!row) throw notFound('Không tìm thấy dịch vụ', 'SERVICE_NOT_FOUND');
      return toServiceCard(row);
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
