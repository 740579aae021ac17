import type { FastifyInstance } from 'fastify';
import { COMPANY } from '#domain/site/company.ts';
import type { SeoService } from './seo.service.ts';

const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/** /sitemap.xml, /robots.txt and /rss.xml for search engines and readers. */
export async function seoRoutes(app: FastifyInstance, opts: { publicUrl: string; seo: SeoService }) {
  const { seo, publicUrl } = opts;
  // absolute URLs come from PUBLIC_URL only: never from a request's Host or forwarding headers

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await seo.sitemap(publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(seo.robots(publicUrl)),
  );
  app.get('/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await seo.feed(publicUrl, COMPANY.name)),
  );
}
