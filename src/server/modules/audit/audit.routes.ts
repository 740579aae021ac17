import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditQuerySchema } from '#domain/audit/audit.schema.ts';
import { failure, pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import type { AuditService } from './audit.service.ts';

/** The audit trail for the admin screen (issue 15 item 5). */
export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/audit', {
    config: { permission: 'audit.view' },
    schema: {
      tags: ['audit'],
      summary: 'Nhật ký hoạt động: lọc theo hành động, người thực hiện, khoảng ngày',
      querystring: auditQuerySchema,
      response: { 200: pagedEnvelope(auditEntrySchema), 400: failure, 401: failure, 403: failure },
    },
    handler: async (request) => ({ success: true as const, ...(await opts.audit.list(request.query)) }),
  });
}
