import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthStatusSchema, readinessSchema } from '#domain/system/system.schema.ts';
import type { SystemService } from '../system/system.service.ts';

export async function healthRoutes(app: FastifyInstance, opts: { system: SystemService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health/live', {
    config: { policy: 'public' },
    schema: { tags: ['health'], summary: 'Tiến trình đang chạy', response: { 200: healthStatusSchema } },
    handler: async () => ({ success: true, status: 'live' }),
  });

  // decision 019: the database, Redis and the outbox in the body; only the database makes it fail
  r.get('/api/health/ready', {
    config: { policy: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Sẵn sàng phục vụ: cơ sở dữ liệu trả lời (Redis và hộp thư đi được báo trong nội dung)',
      response: { 200: readinessSchema, 503: readinessSchema },
    },
    handler: async (_request, reply) => {
      const readiness = await opts.system.readiness();
      return reply.status(readiness.success ? 200 : 503).send(readiness);
    },
  });
}
