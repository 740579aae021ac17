import type { Article } from '../news/article.schema.ts';
import type { ProductFile, PublicProduct } from '../products/product.schema.ts';
import type { Pagination } from '../shared/envelope.schema.ts';
import type { HomeContent, NewsCard, ServiceCard } from './home.schema.ts';

/**
 * What the Fastify process hands the React Router loaders for one request: the contract between the two, so
 * it lives here where both stand (ARCHITECTURE.md, Composition). The server fills it (plugins/web.ts); loaders
 * read it with `context.get(webContext)` (src/web/lib/web-context.ts holds the key).
 */
export type WebServices = {
  homeContent(): Promise<HomeContent>;
  /** Every service of the price list, in tab order (spec 000 §2 Price list). */
  priceList(): Promise<ServiceCard[]>;
  /** spec 000 §2 Payment: the service being paid for, or null when the public may not order it. */
  paymentService(id: string): Promise<ServiceCard | null>;
  /** The product catalogue page: the first 12 active products (spec 000 §9). */
  productList(): Promise<PublicProduct[]>;
  /** A product and 3 related ones, or null when there is no such active product. */
  productDetail(
    id: string,
  ): Promise<{ product: PublicProduct; related: PublicProduct[]; files?: ProductFile[] } | null>;
  /**
   * A signed preview link's product with the editor's unsaved texts (decision 053), or null when the link is forged
   * or expired, or its product is in the trash. Never kept.
   */
  productPreview(token: string): Promise<{
    product: PublicProduct;
    related: PublicProduct[];
    files?: ProductFile[];
    preview: true;
  } | null>;
  /** spec 000 §2 News list: 9 visible articles a page, search ignoring case and Vietnamese diacritics. */
  newsList(page: number, search: string | undefined): Promise<{ items: NewsCard[]; pagination: Pagination }>;
  /** spec 000 §2 News detail, or null when no visible article has this slug. */
  newsArticle(slug: string): Promise<PublicArticlePage | null>;
  /** A signed preview link's article (decision 042), or null when the link is forged or expired. Never kept. */
  newsPreview(token: string): Promise<PublicArticlePage | null>;
  /** The office's working hours as saved on Hệ thống (decision 049), one line a span, shown on /advise. */
  openingHours(): Promise<string[]>;
  /** spec 002 §3: the consultation form posted without script; the same rules and limits as POST /api/bookings. */
  submitConsultation(form: Record<string, string>, clientIp: string): Promise<ConsultationOutcome>;
};

export type ConsultationOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string> };

type ArticleLink = { slug: string; title: string };

export type PublicArticlePage = {
  article: Article;
  gallery: string[];
  previous: ArticleLink | null;
  next: ArticleLink | null;
  recent: NewsCard[];
  /** A preview (decision 042): marked 'Bản xem trước', not counted as a view. */
  preview?: boolean;
};

export type WebRequestContext = {
  nonce: string;
  /** The site's address for absolute links: PUBLIC_URL, else the address this request came to. */
  origin: string;
  /** The visitor's address (behind the proxies TRUST_PROXY names): public forms are limited per address. */
  clientIp: string;
  services: WebServices;
};
