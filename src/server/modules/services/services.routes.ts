import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicServicesQuerySchema } from '#domain/services/service-query.schema.ts';
import { dataEnvelope, failure } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { serviceCardSchema } from '#domain/site/home.schema.ts';
import type { ServicesService } from './services.service.ts';

export async function servicesRoutes(app: FastifyInstance, opts: { companyServices: ServicesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = opts.companyServices;

  r.get('/api/services', {
    config: { policy: 'public' },
    schema: {
      tags: ['services'],
      summary: 'Dịch vụ trên bảng giá (spec 000 §7): lọc theo loại, limit 0 là tất cả',
      querystring: publicServicesQuerySchema,
      response: { 200: dataEnvelope(z.array(serviceCardSchema)), 400: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await services.listPublic(request.query.type, request.query.limit),
    }),
  });

  r.get('/api/services/:id', {
    config: { policy: 'public' },
    schema: {
      tags: ['services'],
      summary: 'Một dịch vụ (trang thanh toán)',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: dataEnvelope(serviceCardSchema), 404: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await services.getPublic(request.params.id),
    }),
  });
}
