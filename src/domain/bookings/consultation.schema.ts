import { sessionIdSchema as chatSessionIdSchema } from '../chat/chatbot.schema.ts';
import { consentVersionField } from '../contacts/consent.schema.ts';
import { z } from '../shared/zod.ts';
import {
  CONSULTATION_SERVICES,
  type ConsultationService,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  GENDER_INVALID_MESSAGE,
  GENDERS,
  HONEYPOT_FIELD,
  HONEYPOT_MESSAGE,
  isValidCalendarDate,
  isValidPhone,
  NAME_MAX,
  NAME_TOO_LONG_MESSAGE,
  normalisePhone,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  SERVICE_INVALID_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
} from './consultation.rules.ts';

// A form field left empty arrives as '' from an HTML form and as absent or null from JSON: all mean "not given".
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Giá trị phải là chuỗi ký tự' })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The consultation form (spec 002 §3, §5). Phone required, 9 to 11 digits; e-mail optional but well-formed; name at
 * most 50; service required and one of Website, App, Agency (the stricter of §3 and §5).
 */
export const consultationSchema = z.object({
  fullName: z
    .string({ error: 'Giá trị phải là chuỗi ký tự' })
    .trim()
    .max(NAME_MAX, NAME_TOO_LONG_MESSAGE)
    .nullish()
    .transform((v) => v ?? ''),
  phone: z
    .string({ error: PHONE_REQUIRED_MESSAGE })
    .trim()
    .min(1, PHONE_REQUIRED_MESSAGE)
    .refine(isValidPhone, { error: PHONE_INVALID_MESSAGE })
    .transform(normalisePhone),
  email: z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .trim()
    .max(254, EMAIL_INVALID_MESSAGE)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: EMAIL_INVALID_MESSAGE })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  gender: z
    .union([z.enum(GENDERS), z.literal('')], { error: GENDER_INVALID_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : null)),
  occupation: optionalText(100, 'Nghề nghiệp không được vượt quá 100 ký tự.'),
  dateOfBirth: z
    .string({ error: DATE_OF_BIRTH_INVALID_MESSAGE })
    .trim()
    .refine((v) => v === '' || isValidCalendarDate(v), { error: DATE_OF_BIRTH_INVALID_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : null)),
  service: z
    .string({ error: SERVICE_REQUIRED_MESSAGE })
    .trim()
    .min(1, SERVICE_REQUIRED_MESSAGE)
    .refine((v): v is ConsultationService => (CONSULTATION_SERVICES as readonly string[]).includes(v), {
      error: SERVICE_INVALID_MESSAGE,
    })
    .transform((v) => v as ConsultationService),
  note: optionalText(2000, 'Ghi chú không được vượt quá 2000 ký tự.'),
  consentVersion: consentVersionField,
  // the honeypot: absent or empty passes; anything else is a bot
  [HONEYPOT_FIELD]: z
    .string()
    .max(0, HONEYPOT_MESSAGE)
    .nullish()
    .transform(() => undefined),
});
export type ConsultationInput = z.input<typeof consultationSchema>;

/**
 * The booking made inside a chat (decision 050): the same form, and the assistant's conversation it was offered
 * in, which joins the booking's contact (its session id is the visitor's secret, as for a hand-off).
 */
export const chatBookingSchema = consultationSchema.extend({
  assistantSessionId: chatSessionIdSchema.optional(),
});
export type Consultation = z.output<typeof consultationSchema>;

/** First message per field, for a form that shows them under each input. */
export function consultationFieldErrors(input: unknown): Record<string, string> | null {
  const result = consultationSchema.safeParse(input);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}
