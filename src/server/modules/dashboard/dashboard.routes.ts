import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '#domain/dashboard/dashboard.schema.ts';
import { dataEnvelope, failure } from '#domain/shared/envelope.schema.ts';
import type { DashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dashboard } = opts;

  r.get('/api/admin/dashboard', {
    config: { permission: 'dashboard.view' },
    schema: {
      tags: ['dashboard'],
      summary: 'Tổng quan: số đơn hàng, dịch vụ, tin tức, đặt lịch và biểu đồ (spec 002 §2, §7)',
      response: { 200: dataEnvelope(dashboardStatsSchema), 401: failure, 403: failure },
    },
    handler: async () => ({ success: true as const, data: await dashboard.stats() }),
  });
}
