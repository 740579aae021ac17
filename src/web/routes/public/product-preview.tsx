import { data } from 'react-router';
import { PRODUCT_REVISION_MESSAGES } from '#domain/products/product-revision.schema.ts';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/product-preview';
import ProductDetail from './product-detail.tsx';

// decision 053: the product page with the editor's unsaved texts, from a signed link; never cached, never indexed
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(webContext).services.productPreview(params.token);
  if (!page)
    throw data(null, { status: 404, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
  return page;
}

export function headers() {
  return { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData ? `Bản xem trước: ${loaderData.product.title}` : 'Không tìm thấy bản xem trước';
  return [...pageMeta(title, 'Bản xem trước sản phẩm'), { name: 'robots', content: 'noindex' }];
}

export default function ProductPreview(props: Route.ComponentProps) {
  return (
    <>
      <p
        role="status"
        className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
        data-preview-mark
      >
        {PRODUCT_REVISION_MESSAGES.previewMark}
      </p>
      <ProductDetail {...(props as unknown as Parameters<typeof ProductDetail>[0])} />
    </>
  );
}
