import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_CATEGORIES, publicProductSchema } from '#domain/products/product.schema.ts';
import {
  adminProductSchema,
  adminProductsQuerySchema,
  productIdParamsSchema as idParams,
  productCategoriesResponse,
  productDownloadResponse,
  productListResponseSchema,
  rateBodySchema,
  ratingSummarySchema,
} from '#domain/products/product-admin.schema.ts';
import { dataEnvelope, failure, failures, viewCountResponse } from '#domain/shared/envelope.schema.ts';
import { fastSerialised } from '../../lib/fast-json.ts';
import type { ProductsService } from './products.service.ts';

/** What visitors read and count: active products, categories, views, downloads, ratings. */
export async function productCatalogueRoutes(app: FastifyInstance, products: ProductsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // decision 024: the public answers never change with a token; the admin screens read /api/products/admin/…
  r.get('/api/products', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Sản phẩm đang hoạt động (spec 000 §7); một token không đổi câu trả lời',
      querystring: adminProductsQuerySchema,
      response: { 200: fastSerialised(productListResponseSchema), ...failures(400) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.list(request.query, null),
    }),
  });
  r.get('/api/products/categories', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Danh mục sản phẩm (spec 002 §3)',
      response: { 200: productCategoriesResponse },
    },
    handler: async () => ({ success: true as const, data: [...PRODUCT_CATEGORIES] }),
  });
  r.get('/api/products/:id', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Một sản phẩm đang hoạt động; một token không đổi câu trả lời',
      params: idParams,
      response: {
        200: fastSerialised(dataEnvelope(adminProductSchema.or(publicProductSchema))),
        ...failures(404),
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.getFor(request.params.id, null),
    }),
  });
  r.post('/api/products/:id/view', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Đếm một lượt xem trang sản phẩm',
      params: idParams,
      response: { 200: viewCountResponse, 404: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: { views: await products.countView(request.params.id) },
    }),
  });
  r.post('/api/products/:id/download', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary:
        'Đếm một lượt tải (một lần mỗi giờ cho mỗi khách và sản phẩm, spec 002 §7) và trả về đường dẫn tệp ZIP',
      params: idParams,
      response: { 200: productDownloadResponse, ...failures(404, 429) },
    },
    handler: async (request, reply) => {
      const { downloads, file } = await products.countDownload(request.params.id, {
        id: request.visitor(reply),
        ip: request.ip,
      });
      return { success: true as const, data: { downloads, file } };
    },
  });
  r.post('/api/products/:id/rate', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Đánh giá sản phẩm từ 1 đến 5 sao: mỗi khách một đánh giá, trả về điểm trung bình',
      params: idParams,
      body: rateBodySchema,
      response: { 200: dataEnvelope(ratingSummarySchema), ...failures(400, 404) },
    },
    handler: async (request, reply) => ({
      success: true as const,
      data: await products.rate(request.params.id, request.visitor(reply), request.body.rating),
      message: 'Cảm ơn bạn đã đánh giá sản phẩm',
    }),
  });
}
