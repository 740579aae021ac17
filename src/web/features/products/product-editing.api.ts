import { adminProductSchema } from '#domain/products/product-admin.schema.ts';
import {
  PRODUCT_FIELD_LABELS,
  PRODUCT_REVISION_MESSAGES,
  PRODUCT_REVISION_REASON_LABELS,
  PRODUCT_TEXT_FIELD_LABELS,
  type ProductPreviewInput,
  productRevisionDifferenceResponseSchema,
  productRevisionListResponseSchema,
} from '#domain/products/product-revision.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { type PreviewLink, previewLinkResponseSchema } from '#domain/shared/preview.schema.ts';
import type { RevisionsSource } from '../../components/admin/revisions/revisions.api.ts';
import { apiRequest } from '../../lib/api-client.ts';
import type { AdminProduct } from './products.api.ts';

// The product edit screen's revisions and previews (decision 053), on the pieces articles use.

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/** A product's revisions for the shared panel. */
export const productRevisions: RevisionsSource<AdminProduct> = {
  itemPath: productPath,
  queryKey: ['admin', 'products'],
  listSchema: productRevisionListResponseSchema,
  differenceSchema: productRevisionDifferenceResponseSchema,
  restoredSchema: dataEnvelope(adminProductSchema),
  textFields: PRODUCT_TEXT_FIELD_LABELS,
  otherFieldLabels: PRODUCT_FIELD_LABELS,
  reasonLabels: PRODUCT_REVISION_REASON_LABELS,
  restoreQuestion: PRODUCT_REVISION_MESSAGES.restoreQuestion,
  restored: PRODUCT_REVISION_MESSAGES.restored,
};

/** A signed link to the product's public page showing the form's unsaved texts. */
export async function createProductPreviewLink(
  id: string,
  draft: NonNullable<ProductPreviewInput['draft']>,
): Promise<PreviewLink> {
  return (
    await apiRequest(`${productPath(id)}/preview`, {
      method: 'POST',
      body: { draft },
      schema: previewLinkResponseSchema,
    })
  ).data;
}
