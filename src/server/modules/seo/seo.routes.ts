import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY } from '#domain/site/company.ts';
import type { SeoService } from './seo.service.ts';

const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/** /sitemap.xml, /robots.txt and /rss.xml for search engines and readers (issue "Public site" §2). */
export async function seoRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string | undefined; seo: SeoService },
) {
  const { seo } = opts;
  // absolute URLs: PUBLIC_URL when set, else the address the request came to (behind a proxy: X-Forwarded-*)
  const origin = (request: FastifyRequest) =>
    (opts.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await seo.sitemap(origin(request))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(seo.robots(origin(request))),
  );
  app.get('/rss.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await seo.feed(origin(request), COMPANY.name)),
  );
}
