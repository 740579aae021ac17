import type { WebServices } from '#web/lib/web-context.ts';
import type { Db } from '../../db/client.ts';
import { createNewsRepository } from '../news/news.repository.ts';
import { toNewsCard } from '../news/news.service.ts';
import { createServicesService } from '../services/services.service.ts';

const HOME_SERVICES = 6;
const HOME_NEWS = 6;

/** What the public pages read on the server (the React Router loaders, through the web context). */
export function createSiteService(db: Db, clock: () => Date = () => new Date()): WebServices {
  const services = createServicesService(db);
  const newsRepo = createNewsRepository(db);
  return {
    async homeContent() {
      const [serviceCards, news] = await Promise.all([
        services.listPublic(undefined, HOME_SERVICES),
        newsRepo.latestPublic(clock(), HOME_NEWS),
      ]);
      return { services: serviceCards, news: news.map(toNewsCard) };
    },

    priceList: () => services.listPublic(),
  };
}
