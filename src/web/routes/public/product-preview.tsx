import { PRODUCT_REVISION_MESSAGES } from '#domain/products/product-revision.schema.ts';
import {
  PreviewMark,
  previewHeaders,
  previewMeta,
  previewNotFound,
} from '../../components/public/preview-page.tsx';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/product-preview';
import ProductDetail from './product-detail.tsx';

// decision 053: the product page with the editor's unsaved texts, from a signed link; never cached, never indexed
export async function loader({ context, params }: Route.LoaderArgs) {
  return (await context.get(webContext).services.productPreview(params.token)) ?? previewNotFound();
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return previewMeta(loaderData?.product.title, 'Bản xem trước sản phẩm');
}

export default function ProductPreview(props: Route.ComponentProps) {
  return (
    <PreviewMark text={PRODUCT_REVISION_MESSAGES.previewMark}>
      <ProductDetail {...(props as unknown as Parameters<typeof ProductDetail>[0])} />
    </PreviewMark>
  );
}
