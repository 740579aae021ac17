import { dataEnvelope } from '../shared/envelope.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { z } from '../shared/zod.ts';
import { crmDeliverySchema } from './booking.schema.ts';

const stateCounts = z.object({
  sent: z.number().int(),
  waiting: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});

export const OUTBOX_KIND_LABELS = {
  crm: 'CRM',
  visitor_mail: 'E-mail xác nhận cho khách',
  company_mail: 'E-mail thông báo cho công ty',
} as const;

/** GET /api/crm/status: the CRM's health, the outbox by channel and state, and the dead letters. */
export const crmPanelSchema = z.object({
  health: z.object({
    state: z.enum(['up', 'down', 'not_configured']),
    checkedAt: z.string(),
    detail: z.string().nullable(),
  }),
  channels: z.object({ crm: z.boolean(), mail: z.boolean() }),
  totals: z.object({ crm: stateCounts, visitor_mail: stateCounts, company_mail: stateCounts }),
  deadLetters: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(['crm', 'visitor_mail', 'company_mail']),
      bookingId: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type CrmPanel = z.infer<typeof crmPanelSchema>;

/** The CRM panel's texts, as the server answers them and the panel shows them. */
export const CRM_MESSAGES = {
  deadLetterNotFound: 'Không tìm thấy bản ghi gửi lỗi',
  requeued: 'Đã đưa vào hàng đợi gửi lại',
  notDeadLetter: 'Bản ghi này không ở trạng thái gửi lỗi',
} as const;

export const deadLetterIdParamsSchema = idParamsSchema(CRM_MESSAGES.deadLetterNotFound, {
  max: 200,
  nonEmpty: true,
});
export const resendResponse = dataEnvelope(crmDeliverySchema).extend({ message: z.string() });
