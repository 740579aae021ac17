// A read model across areas: the public pages (home, price list, news, products) show services, articles and
// products together, so the web context asks each area's service and never its tables.

import {
  CONSULTATION_FAILED_MESSAGE,
  CONSULTATION_SUCCESS_MESSAGE,
} from '#domain/bookings/consultation.rules.ts';
import { PUBLIC_PRODUCTS_PAGE_SIZE } from '#domain/products/product.schema.ts';
import { openingLines } from '#domain/site/business-hours.ts';
import type { WebServices } from '#domain/site/web-context.ts';
import { AppError } from '../../errors.ts';
import type { GenerationMemo } from '../../lib/generation-memo.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { NewsService } from '../news/news.service.ts';
import type { NewsPreviewService } from '../news/news-preview.service.ts';
import type { NewsPublicService } from '../news/news-public.service.ts';
import type { ProductRevisionsService } from '../products/product-revisions.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { BusinessHoursService } from '../system/business-hours.service.ts';

const HOME_SERVICES = 6;
const HOME_NEWS = 6;

/** What the public pages read on the server (the React Router loaders, through the web context). */
export function createSiteService(deps: {
  news: NewsService;
  newsPublic: NewsPublicService;
  products: ProductsService;
  companyServices: ServicesService;
  bookings: BookingsService;
  newsPreview: Pick<NewsPreviewService, 'open'>;
  businessHours: Pick<BusinessHoursService, 'calendar'>;
  productPreview: Pick<ProductRevisionsService, 'openPreview'>;
}): WebServices {
  const {
    news,
    newsPublic,
    products,
    companyServices,
    bookings,
    newsPreview,
    businessHours,
    productPreview,
  } = deps;
  return {
    // the one source of the hours the assistant, the live chat and this page give (decision 049)
    async openingHours() {
      return openingLines(await businessHours.calendar());
    },

    async homeContent() {
      const [services, latest] = await Promise.all([
        companyServices.listPublic(undefined, HOME_SERVICES),
        news.latestPublic(HOME_NEWS),
      ]);
      return { services, news: latest };
    },

    priceList: () => companyServices.listPublic(),
    paymentService: async (id) => (await companyServices.findOrderable(id)) ?? null,

    newsList: (page, search) => newsPublic.list(page, search),
    newsArticle: (slug) => newsPublic.articlePage(slug),

    async newsPreview(token) {
      try {
        const article = await newsPreview.open(token);
        return { article, gallery: [], previous: null, next: null, recent: [], preview: true };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },

    async productList() {
      const { products: list } = await products.listPublic({
        page: 1,
        limit: PUBLIC_PRODUCTS_PAGE_SIZE,
        sortBy: 'sortOrder',
        sortOrder: 'asc',
      });
      return list;
    },

    async submitConsultation(form, clientIp) {
      try {
        await bookings.create(form, clientIp);
        return { ok: true, message: CONSULTATION_SUCCESS_MESSAGE };
      } catch (error) {
        if (error instanceof AppError && error.status < 500) {
          return { ok: false, message: error.message, errors: error.errors ?? {} };
        }
        return { ok: false, message: CONSULTATION_FAILED_MESSAGE, errors: {} };
      }
    },

    async productPreview(token) {
      try {
        const { isDeleted, deletedAt, deletedBy, ...product } = await productPreview.openPreview(token);
        return { product, related: [], files: [], preview: true };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
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

/**
 * The same reads, kept while content is unchanged (decision 022): a page rendered outside the page cache (a URL
 * with tracking tags, an evicted entry) costs the render only. Searches are read every time (their text is
 * unbounded); the consultation form is never kept.
 */
export function keptSiteReads(site: WebServices, memo: GenerationMemo): WebServices {
  return {
    ...site,
    homeContent: () => memo.get('home', site.homeContent),
    priceList: () => memo.get('price-list', site.priceList),
    openingHours: () => memo.get('opening-hours', site.openingHours),
    paymentService: (id) => memo.get(`payment:${id}`, () => site.paymentService(id)),
    productList: () => memo.get('products', site.productList),
    productDetail: (id) => memo.get(`product:${id}`, () => site.productDetail(id)),
    newsList: (page, search) =>
      search === undefined
        ? memo.get(`news:${page}`, () => site.newsList(page, search))
        : site.newsList(page, search),
    newsArticle: (slug) => memo.get(`article:${slug}`, () => site.newsArticle(slug)),
  };
}
