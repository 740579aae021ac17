import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, failures } from '#domain/shared/envelope.schema.ts';
import {
  availabilitySchema,
  businessCalendarSchema,
  businessCalendarViewSchema,
  BUSINESS_HOURS_MESSAGES as M,
} from '#domain/site/business-hours.schema.ts';
import { auditContext } from '../../plugins/auth.ts';
import type { BusinessHoursService } from './business-hours.service.ts';

/** The business hours: set on Hệ thống, read by the live chat widget (whether someone answers now). */
export async function businessHoursRoutes(
  app: FastifyInstance,
  opts: { businessHours: BusinessHoursService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { businessHours } = opts;

  r.get('/api/admin/system/business-hours', {
    config: { permission: 'system.manage' },
    schema: {
      tags: ['system'],
      summary: 'Giờ làm việc (giờ Việt Nam): các khung giờ trong tuần và ngày nghỉ',
      security: [{ bearer: [] }],
      response: { 200: dataEnvelope(businessCalendarViewSchema), ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await businessHours.calendar() }),
  });

  r.put('/api/admin/system/business-hours', {
    // /advise shows the hours: its kept page is stale once they change
    config: { permission: 'system.manage', changesPublicPages: true },
    schema: {
      tags: ['system'],
      summary: 'Lưu giờ làm việc (ghi vào nhật ký hoạt động)',
      security: [{ bearer: [] }],
      body: businessCalendarSchema,
      response: { 200: dataEnvelope(businessCalendarViewSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      message: M.saved,
      data: await businessHours.save(request.body, auditContext(request)),
    }),
  });

  r.get('/api/livechat/availability', {
    config: { policy: 'public' },
    schema: {
      tags: ['livechat'],
      summary: 'Có nhân viên trả lời trong giờ làm việc không; ngoài giờ, từ khi nào',
      response: { 200: dataEnvelope(availabilitySchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await businessHours.availability() };
    },
  });
}
