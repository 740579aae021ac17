import { PUBLIC_PRODUCTS_PAGE_SIZE } from '#domain/products/product.schema.ts';
import type { WebServices } from '#web/lib/web-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createNewsRepository } from '../news/news.repository.ts';
import { toNewsCard } from '../news/news.service.ts';
import { createNewsPublicService } from '../news/news-public.service.ts';
import { createProductsService } from '../products/products.service.ts';
import { createServicesService } from '../services/services.service.ts';

const HOME_SERVICES = 6;
const HOME_NEWS = 6;

/** What the public pages read on the server (the React Router loaders, through the web context). */
export function createSiteService(
  db: Db,
  mediaDir: string,
  clock: () => Date = () => new Date(),
): WebServices {
  const services = createServicesService(db);
  const newsRepo = createNewsRepository(db);
  const products = createProductsService(db);
  const news = createNewsPublicService({ db, now: clock, mediaDir });
  return {
    async homeContent() {
      const [serviceCards, news] = await Promise.all([
        services.listPublic(undefined, HOME_SERVICES),
        newsRepo.latestPublic(clock(), HOME_NEWS),
      ]);
      return { services: serviceCards, news: news.map(toNewsCard) };
    },

    priceList: () => services.listPublic(),

    newsList: (page, search) => news.list(page, search),
    newsArticle: (slug) => news.articlePage(slug),

    async productList() {
      const { products: list } = await products.listPublic({
        page: 1,
        limit: PUBLIC_PRODUCTS_PAGE_SIZE,
        sortBy: 'sortOrder',
        sortOrder: 'asc',
      });
      return list;
    },

    async productDetail(id) {
      try {
        return await products.detail(id);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
