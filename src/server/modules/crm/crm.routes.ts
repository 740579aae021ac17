import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CRM_MESSAGES,
  crmPanelSchema,
  deadLetterIdParamsSchema,
  resendResponse,
} from '#domain/bookings/crm-panel.schema.ts';
import { dataEnvelope, failures } from '#domain/shared/envelope.schema.ts';
import type { CrmService } from './crm.service.ts';

/** The CRM panel of the bookings administration (decision 014). */
export async function crmRoutes(app: FastifyInstance, opts: { crm: CrmService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { crm } = opts;

  r.get('/api/crm/status', {
    config: { permission: 'bookings.manage' },
    schema: {
      tags: ['crm'],
      summary: 'Tình trạng CRM (GET {CRM_URL}/health), số bản ghi theo trạng thái gửi, các bản ghi gửi lỗi',
      security: [{ bearer: [] }],
      response: { 200: dataEnvelope(crmPanelSchema), ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await crm.panel() }),
  });

  r.post('/api/crm/outbox/:id/resend', {
    config: { permission: 'bookings.manage' },
    schema: {
      tags: ['crm'],
      summary: 'Gửi lại một bản ghi gửi lỗi',
      security: [{ bearer: [] }],
      params: deadLetterIdParamsSchema,
      response: { 200: resendResponse, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await crm.resend(request.params.id),
      message: CRM_MESSAGES.requeued,
    }),
  });
}
