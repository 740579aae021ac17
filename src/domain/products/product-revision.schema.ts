import { dataEnvelope } from '../shared/envelope.schema.ts';
import { previewLifetimeSchema } from '../shared/preview.schema.ts';
import { fieldDifferenceSchema, revisionEntrySchema } from '../shared/revision.schema.ts';
import { z } from '../shared/zod.ts';
import { productFieldsSchema } from './product-admin.schema.ts';

/**
 * Why a product's revision was kept (decision 053): the form's add and edit, a row of the spreadsheet import, a
 * restore. Status and order changes and the bulk actions change no text and keep none.
 */
export const PRODUCT_REVISION_REASONS = ['create', 'update', 'import', 'restore'] as const;
export type ProductRevisionReason = (typeof PRODUCT_REVISION_REASONS)[number];

export const PRODUCT_REVISION_NOT_FOUND_MESSAGE = 'Không tìm thấy phiên bản này của sản phẩm';

/** The texts a product's difference compares word by word, as the form names them. */
export const PRODUCT_TEXT_FIELD_LABELS = {
  title: 'Tên sản phẩm',
  description: 'Mô tả ngắn',
  overview: 'Mô tả chi tiết',
  features: 'Tính năng',
} as const;
export type ProductTextField = keyof typeof PRODUCT_TEXT_FIELD_LABELS;

/** The names of a product's other fields a revision keeps, as a difference lists them. */
export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  category: 'Danh mục',
  icon: 'Icon',
  iconColor: 'Màu icon',
  status: 'Trạng thái',
};

export const PRODUCT_REVISION_REASON_LABELS: Record<ProductRevisionReason, string> = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  import: 'Nhập từ bảng tính',
  restore: 'Khôi phục',
};

/** The texts of a product's revisions that are its own (the rest are the shared REVISION_MESSAGES). */
export const PRODUCT_REVISION_MESSAGES = {
  restoreQuestion: (time: string) =>
    `Khôi phục phiên bản lúc ${time}? Nội dung hiện tại vẫn được giữ trong lịch sử; trạng thái, thứ tự và các tệp của sản phẩm không đổi.`,
  restored: 'Đã khôi phục phiên bản sản phẩm',
  previewMark: 'Bản xem trước — sản phẩm này chưa hiển thị với nội dung này',
} as const;

export const productRevisionSummarySchema = revisionEntrySchema.extend({
  reason: z.enum(PRODUCT_REVISION_REASONS),
  status: z.enum(['active', 'inactive']),
});
export type ProductRevisionSummary = z.infer<typeof productRevisionSummarySchema>;

export const productRevisionSchema = productRevisionSummarySchema.extend({
  category: z.string(),
  description: z.string(),
  overview: z.string(),
  features: z.array(z.string()),
  icon: z.string(),
  iconColor: z.string(),
});
export type ProductRevision = z.infer<typeof productRevisionSchema>;

/** A product's revision against the product as it is now: its texts word by word, the other fields by name. */
export const productRevisionDifferenceSchema = z.object({
  revision: productRevisionSummarySchema,
  currentUpdatedAt: z.string(),
  title: fieldDifferenceSchema,
  description: fieldDifferenceSchema,
  overview: fieldDifferenceSchema,
  features: fieldDifferenceSchema,
  changedFields: z.array(z.string()),
});
export type ProductRevisionDifference = z.infer<typeof productRevisionDifferenceSchema>;

export const productRevisionListResponseSchema = dataEnvelope(z.array(productRevisionSummarySchema));
export const productRevisionResponseSchema = dataEnvelope(productRevisionSchema);
export const productRevisionDifferenceResponseSchema = dataEnvelope(productRevisionDifferenceSchema);

const previewText = productFieldsSchema.pick({
  title: true,
  description: true,
  overview: true,
  features: true,
});

/**
 * POST /api/products/{id}/preview (decision 053): with the form's texts, a link to the product showing them (kept
 * for this account until its next preview); without, a link to the product as saved. The texts obey the form's
 * rules, so a preview never shows what the form could not save. `expiresInSeconds` as for articles.
 */
export const productPreviewInputSchema = z
  .strictObject({
    draft: previewText.strict().optional(),
    expiresInSeconds: previewLifetimeSchema,
  })
  .nullish();
export type ProductPreviewInput = NonNullable<z.infer<typeof productPreviewInputSchema>>;
