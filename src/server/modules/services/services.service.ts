import type { ServiceCard, ServiceType } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createServicesRepository, type ServiceRow } from './services.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toServiceCard(row: ServiceRow): ServiceCard {
  return {
    _id: row.id,
    title: row.title,
    price: row.price,
    type: row.type,
    description: row.description,
    image: row.image,
  };
}

export function createServicesService(db: Db) {
  const repo = createServicesRepository(db);
  return {
    /** Services the public may see, in price-list order; limit 0 or none means all (spec 000 §7). */
    async listPublic(type?: ServiceType, limit = 0): Promise<ServiceCard[]> {
      return (await repo.listPublic(limit, type)).map(toServiceCard);
    },

    async getPublic(id: string): Promise<ServiceCard> {
      const row = UUID.test(id) ? await repo.findPublic(id) : undefined;
      if (!row) throw notFound('Không tìm thấy dịch vụ', 'SERVICE_NOT_FOUND');
      return toServiceCard(row);
    },
  };
}
