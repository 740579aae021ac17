// Zod-free on purpose: the /advise page imports these in the browser, and public pages ship no zod
// (tests/e2e/public-bundles.spec.ts); the schema in consultation.schema.ts builds on them.

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

/** The honeypot's field name: hidden from people, filled in by naive bots. */
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

/**
 * The form's status line beside its field messages: a refusal whose text is already shown under a field (an
 * empty phone: 'Vui lòng nhập số điện thoại.') is said there once, not a second time in the status line.
 */
export function noticeBesideFieldErrors<T extends { kind: 'success' | 'error'; text: string }>(
  notice: T | null,
  fieldErrors: Readonly<Record<string, string | undefined>>,
): T | null {
  if (notice?.kind === 'error' && Object.values(fieldErrors).includes(notice.text)) return null;
  return notice;
}

/** The consultation's fields as the form labels them and the company's booking mail lists them. */
export const CONSULTATION_FIELD_LABELS = {
  fullName: 'Họ tên',
  phone: 'Số điện thoại',
  email: 'Email',
  gender: 'Giới tính',
  occupation: 'Nghề nghiệp',
  dateOfBirth: 'Ngày sinh',
  service: 'Dịch vụ',
  note: 'Ghi chú',
} as const;
