import { dataEnvelope, pagination } from '../shared/envelope.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_ICONS,
  publicProductSchema,
  publicProductsQuerySchema,
} from './product.schema.ts';
import { PRODUCT_MESSAGES } from './product-messages.ts';

// spec 002 §3, §5: defaults of a new product
export const DEFAULT_PRODUCT_ICON = 'Cloud';
export const DEFAULT_ICON_COLOR = '#1976d2';
// spec 002 §9: the admin list and the trash show 10 a page
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;

/**
 * spec 002 §3: features may arrive as a list, as JSON text, or as a one-item list holding JSON; blank ones are
 * dropped on save (§5).
 */
export function normaliseFeatures(value: unknown): unknown {
  let list = value;
  if (typeof list === 'string') list = parseJsonList(list) ?? [list];
  if (Array.isArray(list) && list.length === 1 && typeof list[0] === 'string') {
    list = parseJsonList(list[0]) ?? list;
  }
  if (!Array.isArray(list)) return list;
  return list.map((f) => (typeof f === 'string' ? f.trim() : f)).filter((f) => f !== '');
}

function parseJsonList(text: string): unknown[] | undefined {
  if (!text.trim().startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A stored upload of one kind: the path the upload call answered, under its media folder. */
const storedFile = (folder: string, message: string) =>
  z
    .string()
    .trim()
    .max(300, message)
    .regex(new RegExp(`^public/${folder}/[A-Za-z0-9][A-Za-z0-9._-]*$`), message)
    .nullish()
    .or(z.literal('').transform(() => null));

/** The fields of the add and edit form (spec 002 §5), shared by the form and the API. */
export const productFieldsSchema = z.object({
  title: z
    .string({ error: 'Tên sản phẩm không được để trống' })
    .trim()
    .min(1, 'Tên sản phẩm không được để trống')
    .min(3, 'Tên sản phẩm phải có ít nhất 3 ký tự')
    .max(200, 'Tên sản phẩm không được vượt quá 200 ký tự'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Vui lòng chọn danh mục' }),
  description: z
    .string({ error: 'Mô tả không được để trống' })
    .trim()
    .min(1, 'Mô tả không được để trống')
    .min(10, 'Mô tả phải có ít nhất 10 ký tự')
    .max(1000, 'Mô tả không được vượt quá 1000 ký tự'),
  overview: z.string().trim().max(20_000, 'Mô tả chi tiết quá dài').default(''),
  icon: z.enum(PRODUCT_ICONS, { error: 'Vui lòng chọn icon' }),
  iconColor: z
    .string({ error: 'Vui lòng chọn màu icon' })
    .trim()
    .min(1, 'Vui lòng chọn màu icon')
    .regex(/^#[0-9a-fA-F]{6}$/, 'Màu icon không hợp lệ'),
  features: z.preprocess(
    normaliseFeatures,
    z
      .array(z.string().max(300, 'Mỗi tính năng tối đa 300 ký tự'), {
        error: 'Danh sách tính năng không hợp lệ',
      })
      .max(30, 'Tối đa 30 tính năng'),
  ),
  status: z.enum(['active', 'inactive'], { error: 'Trạng thái không hợp lệ' }).default('active'),
  sortOrder: z.coerce
    .number({ error: 'Thứ tự phải là số' })
    .int('Thứ tự phải là số nguyên')
    .min(0, 'Thứ tự không được nhỏ hơn 0')
    .max(1_000_000, 'Thứ tự quá lớn')
    .default(0),
  dashboardImage: storedFile('images', 'Ảnh dashboard không hợp lệ'),
  videoFile: storedFile('videos', 'File video không hợp lệ'),
  zipFile: storedFile('zips', 'File ZIP không hợp lệ'),
  guideFile: storedFile('guides', 'File hướng dẫn không hợp lệ'),
});
export type ProductInput = z.infer<typeof productFieldsSchema>;
export type ProductFormValues = z.input<typeof productFieldsSchema>;

export const productStatusSchema = z.enum(['active', 'inactive'], { error: 'Trạng thái không hợp lệ' });

/**
 * GET /products with a token: every product that is not in the trash, whatever its status. The public query's
 * filters and sorting, with any status and up to 100 a page.
 */
export const adminProductsQuerySchema = publicProductsQuerySchema.extend({
  status: productStatusSchema.optional(),
  limit: limitQuerySchema({
    invalid: 'Giới hạn không hợp lệ',
    max: 100,
    tooMany: 'Giới hạn tối đa là 100',
  }).default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

// spec 002 §4 trash date filters
export const DELETED_DATE_FILTERS = ['today', 'week', 'month', 'older'] as const;
export type DeletedDateFilter = (typeof DELETED_DATE_FILTERS)[number];

export const productTrashQuerySchema = z.object({
  search: z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài').optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Danh mục không hợp lệ' }).optional(),
  deletedDateFilter: z.enum(DELETED_DATE_FILTERS, { error: 'Bộ lọc ngày xóa không hợp lệ' }).optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema({
    invalid: 'Giới hạn không hợp lệ',
    max: 100,
    tooMany: 'Giới hạn tối đa là 100',
  }).default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type ProductTrashQuery = z.infer<typeof productTrashQuerySchema>;

/** A product as the admin sees it: the public fields plus the trash's when and who. */
export const adminProductSchema = publicProductSchema.extend({
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  /** The deleter's display name (spec 002 §3), null outside the trash. */
  deletedBy: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productListDataSchema = z.object({ products: z.array(adminProductSchema), pagination });
export const productListResponseSchema = dataEnvelope(productListDataSchema);
export const productResponseSchema = dataEnvelope(adminProductSchema);

export const statusBodySchema = z.object({ status: productStatusSchema });
export const sortBodySchema = z.object({
  sortOrder: z.coerce
    .number({ error: 'Thứ tự phải là số' })
    .int('Thứ tự phải là số nguyên')
    .min(0, 'Thứ tự không được nhỏ hơn 0')
    .max(1_000_000, 'Thứ tự quá lớn'),
});

export const BULK_ACTIONS = ['toggleStatus', 'delete', 'restore', 'permanentDelete'] as const;
export const bulkBodySchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'Thao tác không hợp lệ' }),
    productIds: z
      .array(z.uuid('Sản phẩm không hợp lệ'), { error: 'Vui lòng chọn ít nhất một sản phẩm' })
      .min(1, 'Vui lòng chọn ít nhất một sản phẩm')
      .max(100, 'Tối đa 100 sản phẩm mỗi lần'),
    // spec 002 §4: the bulk 'change status' always sends inactive; any status is accepted
    status: productStatusSchema.optional(),
  })
  .refine((b) => b.action !== 'toggleStatus' || b.status !== undefined, {
    path: ['status'],
    message: 'Vui lòng chọn trạng thái',
  });
export type BulkBody = z.infer<typeof bulkBodySchema>;
/** The counted messages of the bulk bar (spec 002 §8: wording not shown); a partial result names both numbers. */
export function bulkResultMessage(
  action: (typeof BULK_ACTIONS)[number],
  result: { affected: number; requested: number },
): string {
  const n =
    result.affected === result.requested ? `${result.affected}` : `${result.affected}/${result.requested}`;
  switch (action) {
    case 'toggleStatus':
      return `Đã thay đổi trạng thái ${n} sản phẩm`;
    case 'delete':
      return `Đã xóa ${n} sản phẩm`;
    case 'restore':
      return `Đã khôi phục ${n} sản phẩm`;
    case 'permanentDelete':
      return `Đã xóa vĩnh viễn ${n} sản phẩm`;
  }
}
export const bulkResultSchema = dataEnvelope(
  z.object({ affected: z.number().int(), requested: z.number().int() }),
);

export const productStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  deleted: z.number().int(),
  totalViews: z.number().int(),
  totalDownloads: z.number().int(),
  byCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

export const rateBodySchema = z.object({
  rating: z.coerce
    .number({ error: 'Đánh giá phải từ 1 đến 5 sao' })
    .int('Đánh giá phải từ 1 đến 5 sao')
    .min(1, 'Đánh giá phải từ 1 đến 5 sao')
    .max(5, 'Đánh giá phải từ 1 đến 5 sao'),
});
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  yourRating: z.number().int(),
});

/** POST /products/upload, /upload-video, /upload-zip, /upload-guide (spec 002 §7): the stored path. */
export const productUploadResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    path: z.string(),
    url: z.string(),
    imagePath: z.string().optional(),
    videoPath: z.string().optional(),
    zipPath: z.string().optional(),
    guidePath: z.string().optional(),
    size: z.number().int(),
    mimeType: z.string(),
  }),
});

/** POST /products/import: the report, one entry per data row with its row number in the sheet. */
export const importReportSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      ok: z.boolean(),
      message: z.string(),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type ImportReportData = z.infer<typeof importReportSchema>;
export const importReplySchema = dataEnvelope(importReportSchema);

export function importResultMessage(report: { total: number; imported: number; failed: number }): string {
  if (report.imported === 0 && report.failed > 0)
    return `Không nhập sản phẩm nào: ${report.failed}/${report.total} dòng không hợp lệ`;
  if (report.failed > 0)
    return `Đã nhập ${report.imported}/${report.total} sản phẩm; ${report.failed} dòng không hợp lệ`;
  return `Đã nhập ${report.imported} sản phẩm`;
}

/** A product's id in the path; the service answers 'not found' for an id it does not hold. */
export const productIdParamsSchema = idParamsSchema();

/** A change to one product: the product as it now stands, with what happened. */
export const adminProductReply = dataEnvelope(adminProductSchema).extend({ message: z.string() });
export const allProductsResponse = dataEnvelope(z.object({ products: z.array(adminProductSchema) }));
export const productCategoriesResponse = dataEnvelope(z.array(z.string()));
export const productDownloadResponse = dataEnvelope(
  z.object({ downloads: z.number().int(), file: z.string() }),
);

/** GET /products/export: an Excel workbook by default, or CSV. */
export const productExportQuerySchema = z.object({
  format: z.enum(['excel', 'csv'], { error: PRODUCT_MESSAGES.exportFormatInvalid }).default('excel'),
});

/** POST /products/import: 'valid' takes the valid rows, 'all' only a sheet whose every row is valid. */
export const productImportQuerySchema = z.object({
  mode: z.enum(['valid', 'all'], { error: PRODUCT_MESSAGES.importModeInvalid }).default('valid'),
});
