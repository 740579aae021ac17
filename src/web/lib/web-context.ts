import { createContext } from 'react-router';
import type { Article } from '#domain/news/article.schema.ts';
import type { PublicProduct } from '#domain/products/product.schema.ts';
import type { HomeContent, NewsCard, ServiceCard } from '#domain/site/home.schema.ts';

/**
 * What the Fastify process hands the React Router loaders for one request. The server plugin fills it;
 * loaders read it with `context.get(webContext)`. The key is exported from entry.server so the server and the
 * route modules share one instance of it (ARCHITECTURE.md: the web app reaches server code only this way and
 * through *.server.ts modules).
 */
export type WebServices = {
  homeContent(): Promise<HomeContent>;
  /** Every service of the price list, in tab order (spec 000 §2 Price list). */
  priceList(): Promise<ServiceCard[]>;
  /** The product catalogue page: the first 12 active products (spec 000 §9). */
  productList(): Promise<PublicProduct[]>;
  /** A product and 3 related ones, or null when there is no such active product. */
  productDetail(id: string): Promise<{ product: PublicProduct; related: PublicProduct[] } | null>;
  /** spec 000 §2 News list: 9 visible articles a page, search ignoring case and Vietnamese diacritics. */
  newsList(
    page: number,
    search: string | undefined,
  ): Promise<{
    items: NewsCard[];
    pagination: { page: number; limit: number; total: number; pages: number };
  }>;
  /** spec 000 §2 News detail, or null when no visible article has this slug. */
  newsArticle(slug: string): Promise<{
    article: Article;
    gallery: string[];
    previous: { slug: string; title: string } | null;
    next: { slug: string; title: string } | null;
    recent: NewsCard[];
  } | null>;
};

export type WebRequestContext = {
  nonce: string;
  /** The site's address for absolute links: PUBLIC_URL, else the address this request came to. */
  origin: string;
  services: WebServices;
};

export const webContext = createContext<WebRequestContext>();
