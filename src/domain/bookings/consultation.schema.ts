import { z } from '../shared/zod.ts';

// spec 002 §3, §5, §8, §9: the consultation form of /advise, shared by the page (both the plain form post and the
// script flow) and POST /api/bookings. Every message is the spec's, word for word.
export const PHONE_REQUIRED_MESSAGE = 'Vui lòng nhập số điện thoại.';
export const PHONE_INVALID_MESSAGE = 'Số điện thoại không hợp lệ.';
export const EMAIL_INVALID_MESSAGE = 'Email không hợp lệ.';
export const NAME_TOO_LONG_MESSAGE = 'Họ tên không được vượt quá 50 ký tự.';
export const SERVICE_INVALID_MESSAGE = 'Dịch vụ không hợp lệ.';
// the spec gives no text for a missing service (it is required by the stricter rule): we ask for it plainly
export const SERVICE_REQUIRED_MESSAGE = 'Vui lòng chọn dịch vụ.';
export const GENDER_INVALID_MESSAGE = 'Giới tính không hợp lệ.';
export const DATE_OF_BIRTH_INVALID_MESSAGE = 'Ngày sinh không hợp lệ.';
export const HONEYPOT_MESSAGE = 'Gửi liên hệ thất bại. Vui lòng thử lại.';

// spec 002 §8
export const CONSULTATION_SUCCESS_MESSAGE = 'Gửi liên hệ thành công! Chúng tôi sẽ phản hồi sớm.';
export const CONSULTATION_SEND_FAILED_MESSAGE = 'Không thể gửi dữ liệu. Vui lòng thử lại sau.';
export const CONSULTATION_FAILED_MESSAGE = 'Gửi liên hệ thất bại. Vui lòng thử lại.';

// spec 002 §9
export const CONSULTATION_TIMING = { debounceMs: 300, reenableMs: 1000, messageMs: 3000 } as const;
export const NAME_MAX = 50;

export const CONSULTATION_SERVICES = ['Website', 'App', 'Agency'] as const;
export type ConsultationService = (typeof CONSULTATION_SERVICES)[number];
export const GENDERS = ['Nam', 'Nữ'] as const;

/** The honeypot's field name: hidden from people, filled in by naive bots (issue 14 item 5). */
export const HONEYPOT_FIELD = 'website';

/** Separators people type inside a phone number; what remains must be 9 to 11 digits (an optional leading +). */
export function normalisePhone(value: string): string {
  return value.replace(/[\s.\-()]/g, '');
}

export function isValidPhone(value: string): boolean {
  return /^\+?\d{9,11}$/.test(normalisePhone(value));
}

/** A calendar date YYYY-MM-DD that exists, between 1900 and 2100 (a birth date typed in a date field). */
export function isValidCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || y > 2100) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

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
  // issue 14 item 5: absent or empty passes; anything else is a bot
  [HONEYPOT_FIELD]: z
    .string()
    .max(0, HONEYPOT_MESSAGE)
    .nullish()
    .transform(() => undefined),
});
export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;

/** The form's values as the page keeps them (every field a string). */
export const emptyConsultationForm = {
  fullName: '',
  phone: '',
  email: '',
  gender: '',
  occupation: '',
  dateOfBirth: '',
  service: '',
  note: '',
} as const;

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

/**
 * spec 002 §8: a message from the server is split on commas and line breaks and its first part shown; without
 * one, the generic failure text.
 */
export function firstMessagePart(message: string | undefined | null, fallback: string): string {
  const first = message
    ?.split(/[,\n\r]+/)
    .map((s) => s.trim())
    .find((s) => s !== '');
  return first ?? fallback;
}
