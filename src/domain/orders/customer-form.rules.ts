// spec 000 §5 "Payment customer form": its rules and messages as plain code, so the public payment page checks
// the form without loading zod (public pages ship little JavaScript); order.schema.ts builds the server's schema
// from the same constants.

export const PAYMENT_PHONE_PATTERN = /^0[35789]\d{8}$/;
// a practical address pattern: something@something.tld, no spaces
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CUSTOMER_MESSAGES = {
  fullNameRequired: 'Vui lòng nhập họ và tên',
  fullNameShort: 'Họ và tên phải có ít nhất 2 ký tự',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ (VD: 0912345678)',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  methodRequired: 'Vui lòng chọn phương thức thanh toán',
} as const;

export type CustomerFields = { fullName: string; phone: string; email: string; paymentMethod: string };

/** The first message of each field that breaks a rule; an empty object when the form is valid. */
export function customerFormErrors(values: CustomerFields): Partial<Record<keyof CustomerFields, string>> {
  const errors: Partial<Record<keyof CustomerFields, string>> = {};
  const fullName = values.fullName.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!fullName) errors.fullName = CUSTOMER_MESSAGES.fullNameRequired;
  else if (fullName.length < 2) errors.fullName = CUSTOMER_MESSAGES.fullNameShort;
  if (!phone) errors.phone = CUSTOMER_MESSAGES.phoneRequired;
  else if (!PAYMENT_PHONE_PATTERN.test(phone)) errors.phone = CUSTOMER_MESSAGES.phoneInvalid;
  if (!email) errors.email = CUSTOMER_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = CUSTOMER_MESSAGES.emailInvalid;
  if (values.paymentMethod !== 'MOMO' && values.paymentMethod !== 'VNPAY') {
    errors.paymentMethod = CUSTOMER_MESSAGES.methodRequired;
  }
  return errors;
}
