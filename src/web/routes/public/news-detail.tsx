import { ArrowLeft, ArrowRight, Download, Eye, Search } from 'lucide-react';
import { useEffect } from 'react';
import { data, Form, isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from 'react-router';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';
import { responsiveImage } from '#domain/site/responsive-image.rules.ts';
import { LikeButton } from '../../components/public/like-button.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useNonce } from '../../lib/nonce.tsx';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/news-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(webContext).services.newsArticle(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return pageMeta('Không tìm thấy bài viết', NEWS_MESSAGES.notFound);
  const { article } = loaderData;
  const layout = matches.find((m) => m?.id === 'routes/public/layout')?.loaderData as
    | { origin?: string }
    | undefined;
  const image = absolute(mediaUrl(article.image), layout?.origin);
  return [
    ...pageMeta(article.title, article.metaDescription || article.summary).filter(
      (m) => !('property' in m && m.property === 'og:type'),
    ),
    { property: 'og:type', content: 'article' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(article.publishedDate
      ? [{ property: 'article:published_time', content: article.publishedDate }]
      : []),
  ];
}

/** Sharing cards and structured data need absolute addresses. */
function absolute(url: string | null, origin: string | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') && origin ? `${origin}${url}` : url;
}

function fileName(url: string): string {
  return decodeURIComponent(url.split('?')[0]!.split('/').pop() || 'anh.jpg');
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { article, gallery, previous, next, recent } = loaderData;
  const nonce = useNonce();
  const origin = (useRouteLoaderData('routes/public/layout') as { origin: string } | undefined)?.origin ?? '';
  const image = absolute(mediaUrl(article.image), origin);
  const published = article.publishedDate ?? article.createdAt;

  // the server counts a view each time the article is opened (the page itself may come from the cache)
  const preview = loaderData.preview === true;
  useEffect(() => {
    // a preview is not a reader's view (decision 042)
    if (preview) return;
    fetch(`/api/news/${article._id}/view`, { method: 'POST', keepalive: true }).catch(() => {});
  }, [article._id, preview]);

  const structuredData = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.summary,
        datePublished: published,
        dateModified: article.updatedAt,
        author: { '@type': 'Person', name: article.author },
        ...(image ? { image: [image] } : {}),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Tin tức', item: `${origin}/news` },
          { '@type': 'ListItem', position: 3, name: article.title },
        ],
      },
    ],
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
      <article className="lg:col-span-2">
        <script
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own data, '<' escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
        />
        <Link
          to="/news"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Quay lại tin tức
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {newsTypeLabel(article.type)}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{article.title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
          <time dateTime={published}>{formatDate(published)}</time>
          <span>{article.author}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden="true" /> {formatNumber(article.views)} lượt xem
          </span>
          <LikeButton articleId={article._id} initialLikes={article.like} />
        </div>
        {image ? (
          <img
            {...(responsiveImage(article.image, '(min-width: 1024px) 800px, 100vw') ?? { src: image })}
            alt=""
            width={1200}
            height={630}
            className="mt-8 w-full rounded-2xl object-cover"
            fetchPriority="high"
          />
        ) : null}
        {article.summary ? (
          <p className="mt-8 text-base font-medium text-slate-700">{article.summary}</p>
        ) : null}
        <div
          className="article-content mt-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised on write (src/server/lib/html-sanitiser.ts)
          dangerouslySetInnerHTML={{ __html: article.content }}
        />

        {gallery.length > 0 ? (
          <section className="mt-10" aria-labelledby="gallery-heading">
            <h2 id="gallery-heading" className="text-xl font-bold text-slate-900">
              Hình ảnh trong bài
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {gallery.map((src) => (
                <li key={src} className="overflow-hidden rounded-xl border border-slate-200">
                  <img src={src} alt="" loading="lazy" className="aspect-video w-full object-cover" />
                  <a
                    href={src}
                    download={fileName(src)}
                    className="flex items-center justify-center gap-2 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
                  >
                    <Download className="size-4" aria-hidden="true" /> Tải ảnh
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <nav
          aria-label="Bài viết khác"
          className="mt-12 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              to={`/news/${previous.slug}`}
              className="rounded-xl border border-slate-200 p-4 hover:bg-slate-50"
            >
              <span className="inline-flex items-center gap-1 text-sm text-slate-500">
                <ArrowLeft className="size-4" aria-hidden="true" /> Bài trước
              </span>
              <span className="mt-1 block font-semibold text-slate-900">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/news/${next.slug}`}
              className="rounded-xl border border-slate-200 p-4 text-right hover:bg-slate-50"
            >
              <span className="inline-flex items-center gap-1 text-sm text-slate-500">
                Bài sau <ArrowRight className="size-4" aria-hidden="true" />
              </span>
              <span className="mt-1 block font-semibold text-slate-900">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>

      <aside className="space-y-8">
        <Form method="get" action="/news" role="search" className="flex gap-2">
          <label htmlFor="sidebar-search" className="sr-only">
            Tìm kiếm tin tức
          </label>
          <input
            id="sidebar-search"
            name="search"
            type="search"
            maxLength={100}
            placeholder="Tìm kiếm tin tức…"
            className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2"
          />
          <button type="submit" className="rounded-full bg-brand-600 p-3 text-white hover:bg-brand-700">
            <Search className="size-4" aria-hidden="true" />
            <span className="sr-only">Tìm</span>
          </button>
        </Form>
        <section aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
            Bài viết mới nhất
          </h2>
          <ul className="mt-4 space-y-3">
            {recent.map((item) => (
              <li key={item._id}>
                <Link to={`/news/${item.slug}`} className="block rounded-lg p-2 hover:bg-slate-50">
                  <span className="block font-medium text-slate-900">{item.title}</span>
                  <time dateTime={item.publishedDate} className="text-sm text-slate-500">
                    {formatDate(item.publishedDate)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

export function ErrorBoundary() {
  const notFound = isRouteErrorResponse(useRouteError());
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        {/* spec 000 §8 "News detail not found" and "News detail load" */}
        {notFound ? NEWS_MESSAGES.notFound : 'Không thể tải dữ liệu tin tức. Vui lòng thử lại sau.'}
      </h1>
      <Link
        to="/news"
        className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Quay lại tin tức
      </Link>
    </section>
  );
}
