// A read model across areas: the sitemap and the feed list what the public pages show, so they ask the news and
// products services for their visible rows (each area keeps its own visibility rule) and only format here.
import { normaliseRedirectPath } from '#domain/redirects/redirect.rules.ts';
import type { NewsService } from '../news/news.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { RedirectsService } from '../redirects/redirects.service.ts';

// The public pages of spec 000 §2 that exist for every visitor (product and article pages are listed from data).
const STATIC_PAGES = [
  '/',
  '/procedure',
  '/team',
  '/price-list',
  '/products',
  '/news',
  '/advise',
  '/privacy',
  '/terms',
  '/guide',
] as const;
const FEED_SIZE = 20;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const day = (date: Date) => date.toISOString().slice(0, 10);

/** /sitemap.xml, /robots.txt and /rss.xml. */
export function createSeoService(deps: {
  news: Pick<NewsService, 'listVisible'>;
  products: Pick<ProductsService, 'listActiveLinks'>;
  redirects: Pick<RedirectsService, 'table'>;
}) {
  const { news, products: catalogue, redirects } = deps;
  return {
    async sitemap(origin: string): Promise<string> {
      const [articles, products, moved] = await Promise.all([
        news.listVisible(),
        catalogue.listActiveLinks(),
        redirects.table(),
      ]);
      const newest = articles[0]?.updatedAt;
      const pages = [
        ...STATIC_PAGES.map((path) => ({
          path,
          lastmod: path === '/' || path === '/news' ? newest : undefined,
        })),
        ...articles.map((a) => ({ path: `/news/${encodeURIComponent(a.slug)}`, lastmod: a.updatedAt })),
        ...products.map((p) => ({ path: `/products/${p.id}`, lastmod: p.updatedAt })),
      ];
      // decision 042: only canonical addresses; a page an admin redirected elsewhere is not listed
      const urls = pages
        .filter((p) => !moved.has(normaliseRedirectPath(p.path) ?? p.path))
        .map((p) => ({ loc: `${origin}${p.path}`, lastmod: p.lastmod }));
      const body = urls
        .map(
          (u) =>
            `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`,
        )
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
    },

    robots(origin: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** RSS 2.0 of the 20 newest visible articles. */
    async feed(origin: string, siteName: string): Promise<string> {
      const articles = await news.listVisible(FEED_SIZE);
      const items = articles
        .map((a) => {
          const link = `${origin}/news/${encodeURIComponent(a.slug)}`;
          return [
            '    <item>',
            `      <title>${escapeXml(a.title)}</title>`,
            `      <link>${escapeXml(link)}</link>`,
            `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
            `      <description>${escapeXml(a.summary)}</description>`,
            `      <category>${escapeXml(a.type)}</category>`,
            `      <dc:creator>${escapeXml(a.authorName)}</dc:creator>`,
            a.publishedDate ? `      <pubDate>${a.publishedDate.toUTCString()}</pubDate>` : '',
            '    </item>',
          ]
            .filter(Boolean)
            .join('\n');
        })
        .join('\n');
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '  <channel>',
        `    <title>${escapeXml(`Tin tức | ${siteName}`)}</title>`,
        `    <link>${escapeXml(`${origin}/news`)}</link>`,
        `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
        `    <description>${escapeXml(`Tin tức, hướng dẫn và kiến thức công nghệ từ ${siteName}`)}</description>`,
        '    <language>vi</language>',
        items,
        '  </channel>',
        '</rss>',
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
