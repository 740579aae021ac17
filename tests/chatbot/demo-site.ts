import type { PublicProduct } from '../../src/domain/products/product.schema.ts';
import type { ServiceCard } from '../../src/domain/site/home.schema.ts';
import { DEMO_PRODUCTS, DEMO_SERVICES } from '../../src/server/db/seed-demo-catalogue.ts';
import { DEMO_ARTICLES } from '../../src/server/db/seed-demo-news.ts';
import {
  type SiteArticle,
  type SiteContent,
  siteKnowledge,
} from '../../src/server/modules/chatbot/site-knowledge.ts';

/** The demo content as the public pages publish it (ids are the titles' keys: stable across runs). */
export function demoSiteContent(): SiteContent {
  const services: ServiceCard[] = DEMO_SERVICES.map((s, i) => ({
    _id: `s${i + 1}`,
    title: s.title,
    price: s.price,
    type: s.type,
    description: s.description,
    image: null,
  }));
  const products = DEMO_PRODUCTS.map(
    (p) =>
      ({
        id: p.key,
        title: p.title,
        category: p.category,
        description: p.description,
        shortDescription: p.description,
        overview: p.overview,
        features: p.features,
        zipFile: `public/zips/${p.key}.zip`,
      }) as PublicProduct,
  );
  const news: SiteArticle[] = DEMO_ARTICLES.filter((a) => a.status === 'published').map((a, i) => ({
    _id: `n${i + 1}`,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    image: null,
    type: a.type,
    author: 'Ban biên tập',
    publishedDate: '2026-11-01T00:00:00.000Z',
    views: 0,
    like: 0,
    content: a.content,
  }));
  return { services, products, news };
}

export const demoKnowledge = () => siteKnowledge(demoSiteContent());
