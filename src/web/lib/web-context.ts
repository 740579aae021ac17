import { createContext } from 'react-router';
import type { PublicProduct } from '#domain/products/product.schema.ts';
import type { HomeContent, ServiceCard } from '#domain/site/home.schema.ts';

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
};

export type WebRequestContext = {
  nonce: string;
  services: WebServices;
};

export const webContext = createContext<WebRequestContext>();
