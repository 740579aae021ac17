import { Link } from 'react-router';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { ProductDownloads } from '../../components/public/product-downloads.tsx';
import { ProductIcon } from '../../components/public/product-icon.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/products';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Sản Phẩm',
    'Danh mục sản phẩm phần mềm sẵn sàng triển khai, có bản tải về và tài liệu hướng dẫn.',
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { products: await context.get(webContext).services.productList(), failed: false };
  } catch {
    return { products: [], failed: true };
  }
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, failed } = loaderData;
  return (
    <>
      <PageIntro
        title="Sản Phẩm"
        intro="Các phần mềm đóng gói sẵn sàng triển khai cho doanh nghiệp, kèm tài liệu hướng dẫn."
      />
      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-label="Danh sách sản phẩm">
        {failed ? (
          // spec 000 §8 "Product list load": message with a retry button
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
            <p>{PRODUCT_MESSAGES.loadListFailed}</p>
            <a href="/products" className="mt-2 inline-block font-semibold underline">
              Thử lại
            </a>
          </div>
        ) : products.length === 0 ? (
          <p className="text-slate-600">Chưa có sản phẩm nào.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li
                key={product.id}
                data-testid="product-card"
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex items-center gap-4">
                  <ProductIcon icon={product.icon} color={product.iconColor} />
                  <div>
                    <p className="text-sm font-medium text-slate-500">{product.category}</p>
                    <h2 className="text-lg font-semibold text-slate-900">{product.title}</h2>
                  </div>
                </div>
                <p className="mt-4 text-slate-700">{product.description}</p>
                {product.features.length > 0 ? (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
                    {product.features.slice(0, 3).map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
                  <Link
                    to={`/products/${product.id}`}
                    className="inline-flex items-center rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
                    aria-label={`Xem chi tiết ${product.title}`}
                  >
                    Xem chi tiết
                  </Link>
                  <ProductDownloads
                    productId={product.id}
                    zipFile={product.zipFile}
                    guideFile={null}
                    compact
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
