import { NAME_MAX } from './consultation.rules.ts';
import type { Consultation } from './consultation.schema.ts';

// spec 002 §5: the CRM send needs a phone, and the name is cut to 50 characters.
export const CRM_PHONE_REQUIRED_MESSAGE = 'Số điện thoại là bắt buộc';
/** Where the contact came from, as the CRM reads it in extra_desc. */
export const CRM_SOURCE = 'Website - Trang đặt lịch tư vấn';

/** spec 002 §3 CRM contact payload. */
export type CrmContactPayload = {
  fullname: string;
  phone: string;
  email: string;
  gender: string;
  occupation: string;
  dateOfBirth: string;
  desc: string;
  /** service, source and timestamp, sent as text */
  extra_desc: string;
  services: string[];
};

export class CrmPayloadError extends Error {}

/** Cuts to `max` characters counted as people count them (code points), never splitting a surrogate pair. */
function cut(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/**
 * The CRM contact of a booking (spec 002 §3, §5). Empty optional fields are sent as '' (the CRM's form fields);
 * `at` is when the visitor sent the form.
 */
export function toCrmPayload(
  booking: Pick<
    Consultation,
    'fullName' | 'phone' | 'email' | 'gender' | 'occupation' | 'dateOfBirth' | 'service' | 'note'
  >,
  at: Date,
): CrmContactPayload {
  const phone = booking.phone.trim();
  if (phone === '') throw new CrmPayloadError(CRM_PHONE_REQUIRED_MESSAGE);
  return {
    fullname: cut(booking.fullName.trim(), NAME_MAX),
    phone,
    email: booking.email ?? '',
    gender: booking.gender ?? '',
    occupation: booking.occupation ?? '',
    dateOfBirth: booking.dateOfBirth ?? '',
    desc: booking.note ?? '',
    extra_desc: [
      `Dịch vụ: ${booking.service}`,
      `Nguồn: ${CRM_SOURCE}`,
      `Thời gian: ${at.toISOString()}`,
    ].join('\n'),
    services: [booking.service],
  };
}
