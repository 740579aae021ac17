import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, failure } from '#domain/shared/envelope.schema.ts';
import { systemOverviewSchema } from '#domain/system/system.schema.ts';
import type { Metrics } from './metrics.ts';
import type { SystemService } from './system.service.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const NOT_FOUND = { success: false, message: 'Không tìm thấy đường dẫn API', code: 'NOT_FOUND' } as const;

export async function systemRoutes(
  app: FastifyInstance,
  opts: { system: SystemService; metrics: Metrics; metricsToken: string | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { system, metrics, metricsToken } = opts;

  // issue 19 item 5: Prometheus format, only with METRICS_TOKEN set and sent as a bearer token; otherwise the
  // endpoint does not exist (404), so a site without it shows nothing of its workings
  r.get('/api/metrics', {
    config: { policy: 'public' },
    schema: { tags: ['system'], summary: 'Số đo cho Prometheus (cần METRICS_TOKEN)', hide: !metricsToken },
    handler: async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!metricsToken || !sameToken(given, metricsToken)) return reply.status(404).send(NOT_FOUND);
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.render());
    },
  });

  r.get('/api/admin/system', {
    // permission: system.manage
    config: { policy: 'admin' },
    schema: {
      tags: ['system'],
      summary: 'Hệ thống: tình trạng, lưu lượng, bản sao lưu và dung lượng đĩa',
      response: { 200: dataEnvelope(systemOverviewSchema), 401: failure, 403: failure },
    },
    handler: async () => ({ success: true as const, data: await system.overview() }),
  });
}
