import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '#domain/shared/zod.ts';

const status = z.object({ success: z.boolean(), status: z.string(), message: z.string().optional() });

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health/live', {
    config: { policy: 'public' },
    schema: { tags: ['health'], summary: 'Tiến trình đang chạy', response: { 200: status } },
    handler: async () => ({ success: true, status: 'live' }),
  });

  r.get('/api/health/ready', {
    config: { policy: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Sẵn sàng phục vụ: cơ sở dữ liệu trả lời',
      response: { 200: status, 503: status },
    },
    handler: async (_request, reply) => {
      try {
        await app.pool.query('select 1');
        return { success: true, status: 'ready' };
      } catch {
        return reply
          .status(503)
          .send({ success: false, status: 'unavailable', message: 'Cơ sở dữ liệu chưa sẵn sàng' });
      }
    },
  });
}
