import { ArrowLeft, Download as DownloadIcon, Eye } from 'lucide-react';
import { useEffect } from 'react';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';
import { responsiveImage } from '#domain/site/responsive-image.rules.ts';
import { CheckList } from '../../components/public/check-list.tsx';
import { ProductDownloads } from '../../components/public/product-downloads.tsx';
import { ProductIcon } from '../../components/public/product-icon.tsx';
import { formatNumber } from '../../lib/format.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useNonce } from '../../lib/nonce.tsx';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/product-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const detail = await context.get(webContext).services.productDetail(params.id);
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

const TYPE_LABELS: Record<string, string> = {
  'application/zip': 'ZIP',
  'application/pdf': 'PDF',
  'application/x-cfb': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
};
const fileTypeLabel = (mime: string) => TYPE_LABELS[mime] ?? mime;

/** A file size as a visitor reads it: KB below 1 MB, else MB with one decimal (vi-VN comma). */
function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData)
    return pageMeta('Không tìm thấy sản phẩm', 'Sản phẩm này không tồn tại hoặc đã ngừng cung cấp.');
  return pageMeta(loaderData.product.title, loaderData.product.description);
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, related, files = [] } = loaderData;
  const nonce = useNonce();
  const image = mediaUrl(product.dashboardImage);
  const video = mediaUrl(product.videoFile, 'videos');

  // a preview (decision 053) is an editor's look, not a visitor's view
  const preview = 'preview' in loaderData && loaderData.preview === true;

  // spec 000 §7: the client counts a view of the product page
  useEffect(() => {
    if (preview) return;
    fetch(`/api/products/${product.id}/view`, { method: 'POST', keepalive: true }).catch(() => {});
  }, [product.id, preview]);

  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: product.title,
    description: product.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    ...(image ? { image } : {}),
  };

  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own data, '<' escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
      />
      <Link
        to="/products"
        className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Tất cả sản phẩm
      </Link>

      <header className="mt-6 flex flex-wrap items-center gap-5">
        <ProductIcon icon={product.icon} color={product.iconColor} size="lg" />
        <div>
          <p className="font-medium text-slate-500">{product.category}</p>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{product.title}</h1>
          <p className="mt-2 flex gap-4 text-sm text-slate-500">
            <span className="inline-flex items-center gap-1">
              <Eye className="size-4" aria-hidden="true" /> {formatNumber(product.views)} lượt xem
            </span>
            <span className="inline-flex items-center gap-1">
              <DownloadIcon className="size-4" aria-hidden="true" /> {formatNumber(product.downloads)} lượt
              tải
            </span>
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {image ? (
            <img
              {...(responsiveImage(product.dashboardImage, '(min-width: 1024px) 800px, 100vw') ?? {
                src: image,
              })}
              alt={`Giao diện ${product.title}`}
              width={1200}
              height={630}
              // the largest element of the first screen: fetched ahead of the other images
              fetchPriority="high"
              className="w-full rounded-2xl border border-slate-200"
            />
          ) : null}

          <section className="mt-8" aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
              Tổng quan
            </h2>
            <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-slate-700">
              {product.overview || product.description}
            </p>
          </section>

          {product.features.length > 0 ? (
            <section className="mt-8" aria-labelledby="features-heading">
              <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
                Tính năng chính
              </h2>
              <CheckList lines={product.features} className="mt-4 grid gap-3 sm:grid-cols-2" />
            </section>
          ) : null}

          {video ? (
            <section className="mt-8" aria-labelledby="video-heading">
              <h2 id="video-heading" className="text-2xl font-bold text-slate-900">
                Video giới thiệu
              </h2>
              {/* biome-ignore lint/a11y/useMediaCaption: product demo videos carry no speech to caption */}
              <video src={video} controls preload="metadata" className="mt-4 w-full rounded-2xl" />
            </section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <section className="rounded-2xl border border-slate-200 p-6" aria-labelledby="downloads-heading">
            <h2 id="downloads-heading" className="text-lg font-semibold text-slate-900">
              Tải về
            </h2>
            <div className="mt-4">
              <ProductDownloads
                productId={product.id}
                zipFile={product.zipFile}
                guideFile={product.guideFile}
              />
            </div>
            {files.length > 0 && (
              <div className="mt-4 space-y-1 text-sm text-slate-600" data-testid="product-files">
                {files.map((file) => (
                  <p key={file.path}>
                    {file.kind === 'zip' ? 'Bộ cài đặt' : 'Hướng dẫn'}: {fileTypeLabel(file.mimeType)} ·{' '}
                    {fileSizeText(file.sizeBytes)}
                  </p>
                ))}
              </div>
            )}
          </section>

          {related.length > 0 ? (
            <section aria-labelledby="related-heading">
              <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
                Sản phẩm liên quan
              </h2>
              <ul className="mt-4 space-y-3">
                {related.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={`/products/${item.id}`}
                      className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50"
                    >
                      <ProductIcon icon={item.icon} color={item.iconColor} />
                      <span>
                        <span className="block font-semibold text-slate-900">{item.title}</span>
                        <span className="block text-sm text-slate-500">{item.category}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const notFound = isRouteErrorResponse(useRouteError());
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? PRODUCT_MESSAGES.notFound : 'Không thể tải thông tin sản phẩm. Vui lòng thử lại sau.'}
      </h1>
      {notFound ? (
        <p className="mt-3 text-slate-600">Sản phẩm này không tồn tại hoặc đã ngừng cung cấp.</p>
      ) : null}
      <Link
        to="/products"
        className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Xem tất cả sản phẩm
      </Link>
    </section>
  );
}
