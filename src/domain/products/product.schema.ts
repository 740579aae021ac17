import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';

// spec 002 §3 Product categories and icon choices (Cloud is the fallback).
export const PRODUCT_CATEGORIES = ['Công Cụ Đám Mây', 'Phát Triển', 'Phân Tích', 'Bảo Mật'] as const;
export const PRODUCT_ICONS = [
  'Cloud',
  'Wrench',
  'BarChart',
  'Shield',
  'Database',
  'Smartphone',
  'Monitor',
  'Server',
  'Network',
  'Code',
] as const;

/** A product as the public pages and the API show it (spec 000 §3, 002 §3). Its key is `id`, not `_id`. */
export const publicProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  overview: z.string(),
  features: z.array(z.string()),
  icon: z.string(),
  iconColor: z.string(),
  dashboardImage: z.string().nullable(),
  videoFile: z.string().nullable(),
  zipFile: z.string().nullable(),
  guideFile: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  sortOrder: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

// spec 000 §7, §9 GET /products: the list page loads 12 active products, related products 3, featured 6.
export const PUBLIC_PRODUCTS_PAGE_SIZE = 12;

export const publicProductsQuerySchema = z.object({
  search: z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài').optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Danh mục không hợp lệ' }).optional(),
  // the public sees active products only; the parameter is accepted because the spec's client sends it
  status: z.literal('active', { error: 'Trạng thái không hợp lệ' }).optional(),
  exclude: z.uuid('Sản phẩm loại trừ không hợp lệ').optional(),
  sortBy: z
    .enum(['sortOrder', 'createdAt', 'views', 'downloads', 'title'], { error: 'Sắp xếp không hợp lệ' })
    .default('sortOrder'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'Thứ tự sắp xếp không hợp lệ' }).default('asc'),
  page: pageQuerySchema,
  limit: limitQuerySchema({
    invalid: 'Giới hạn không hợp lệ',
    max: 50,
    tooMany: 'Giới hạn tối đa là 50',
  }).default(PUBLIC_PRODUCTS_PAGE_SIZE),
});
export type PublicProductsQuery = z.infer<typeof publicProductsQuerySchema>;

/** A downloadable file of a product as its page lists it: what it is, its size and type. */
export type ProductFile = { kind: 'zip' | 'guide'; path: string; sizeBytes: number; mimeType: string };
