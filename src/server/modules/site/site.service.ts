import type { ServiceCard } from '#domain/site/home.schema.ts';
import type { WebServices } from '#web/lib/web-context.ts';
import type { Db } from '../../db/client.ts';
import { createNewsRepository } from '../news/news.repository.ts';
import { toNewsCard } from '../news/news.service.ts';
import { createServicesRepository, type ServiceRow } from '../services/services.repository.ts';

const HOME_SERVICES = 6;
const HOME_NEWS = 6;

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

/** What the public pages read on the server (the React Router loaders, through the web context). */
export function createSiteService(db: Db, clock: () => Date = () => new Date()): WebServices {
  const servicesRepo = createServicesRepository(db);
  const newsRepo = createNewsRepository(db);
  return {
    async homeContent() {
      const [services, news] = await Promise.all([
        servicesRepo.listPublic(HOME_SERVICES),
        newsRepo.latestPublic(clock(), HOME_NEWS),
      ]);
      return { services: services.map(toServiceCard), news: news.map(toNewsCard) };
    },
  };
}
