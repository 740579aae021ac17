import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicProductSchema, publicProductsQuerySchema } from '#domain/products/product.schema.ts';
import { dataEnvelope, failure, pagination } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import type { ProductsService } from './products.service.ts';

const idParams = z.object({ id: z.string().max(100) });

export async function productsRoutes(app: FastifyInstance, opts: { products: ProductsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { products } = opts;

  r.get('/api/products', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Sản phẩm đang hoạt động (spec 000 §7): tìm kiếm, danh mục, loại trừ, sắp xếp, phân trang',
      querystring: publicProductsQuerySchema,
      response: {
        200: dataEnvelope(z.object({ products: z.array(publicProductSchema), pagination })),
        400: failure,
      },
    },
    handler: async (request) => ({ success: true as const, data: await products.listPublic(request.query) }),
  });

  r.get('/api/products/:id', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Một sản phẩm đang hoạt động',
      params: idParams,
      response: { 200: dataEnvelope(publicProductSchema), 404: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.getPublic(request.params.id),
    }),
  });

  r.post('/api/products/:id/view', {
    config: { policy: 'public' },
    schema: {
      tags: ['products'],
      summary: 'Đếm một lượt xem trang sản phẩm',
      params: idParams,
      response: { 200: dataEnvelope(z.object({ views: z.number().int() })), 404: failure },
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
      summary: 'Đếm một lượt tải sản phẩm (spec 002 §7) và trả về đường dẫn tệp',
      params: idParams,
      response: {
        200: dataEnvelope(z.object({ downloads: z.number().int(), file: z.string() })),
        404: failure,
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await products.countDownload(request.params.id),
    }),
  });
}
