/** spec 000 §5 Live chat details form: rules and messages, word for word. Field checks debounce 300 ms. */
export const DETAILS_DEBOUNCE_MS = 300;

export const DETAILS_MESSAGES = {
  nameRequired: 'Họ tên không được để trống',
  nameShort: 'Họ tên phải có ít nhất 2 ký tự',
  nameChars: 'Họ tên chỉ được chứa chữ cái, số và dấu cách',
  phoneDigits: 'Số điện thoại chỉ được chứa số',
  phoneLength: 'Số điện thoại phải có đúng 10 số',
  phonePrefix: 'Số điện thoại không hợp lệ',
  email: 'Email không hợp lệ',
  phoneOrEmail: 'Phải nhập số điện thoại hoặc email',
} as const;

/** spec 000 §5: 032-039, 070, 076-079, 081-089, 090-099. */
export const MOBILE_PREFIX = /^(03[2-9]|070|07[6-9]|08[1-9]|09\d)/;
// letters (Vietnamese accents allowed), digits (the message names them) and spaces
const NAME_CHARS = /^[\p{L}\p{M}\d ]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DetailsInput = { name: string; phone: string; email: string };
export type DetailsErrors = Partial<Record<keyof DetailsInput, string>>;

/** The first failing rule of each field (both phone and email show the 'one of them' message). */
export function validateDetails(input: DetailsInput): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = input.name.trim();
  const phone = input.phone.trim();
  const email = input.email.trim();
  if (!name) errors.name = DETAILS_MESSAGES.nameRequired;
  else if (name.length < 2) errors.name = DETAILS_MESSAGES.nameShort;
  else if (!NAME_CHARS.test(name)) errors.name = DETAILS_MESSAGES.nameChars;
  if (phone) {
    if (!/^\d+$/.test(phone)) errors.phone = DETAILS_MESSAGES.phoneDigits;
    else if (phone.length !== 10) errors.phone = DETAILS_MESSAGES.phoneLength;
    else if (!MOBILE_PREFIX.test(phone)) errors.phone = DETAILS_MESSAGES.phonePrefix;
  }
  if (email && !EMAIL.test(email)) errors.email = DETAILS_MESSAGES.email;
  if (!phone && !email) {
    errors.phone = DETAILS_MESSAGES.phoneOrEmail;
    errors.email = DETAILS_MESSAGES.phoneOrEmail;
  }
  return errors;
}

/** spec 000 §9: '99+' above 99. */
export const unreadBadge = (n: number): string => (n > 99 ? '99+' : String(n));

/** The details form's fields as the form labels them and the waiting notice lists them, with the first message. */
export const DETAILS_FIELD_LABELS = {
  name: 'Họ tên',
  phone: 'Số điện thoại',
  email: 'Email',
  message: 'Tin nhắn',
} as const;
