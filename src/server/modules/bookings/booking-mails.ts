import { CONSULTATION_FIELD_LABELS as L } from '#domain/bookings/consultation.rules.ts';
import type { Consultation } from '#domain/bookings/consultation.schema.ts';
import { EMPTY_VALUE_TEXT } from '#domain/shared/empty-value.ts';
import { COMPANY, fullAddress } from '#domain/site/company.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../crm/mailer.ts';

const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
});

type MailBooking = Consultation & { id: string; createdAt: Date };

function lines(b: MailBooking): [string, string][] {
  return [
    [L.fullName, b.fullName || EMPTY_VALUE_TEXT],
    [L.phone, b.phone],
    [L.email, b.email ?? EMPTY_VALUE_TEXT],
    [L.gender, b.gender ?? EMPTY_VALUE_TEXT],
    [L.occupation, b.occupation ?? EMPTY_VALUE_TEXT],
    [L.dateOfBirth, b.dateOfBirth ?? EMPTY_VALUE_TEXT],
    [L.service, b.service],
    [L.note, b.note ?? EMPTY_VALUE_TEXT],
    ['Thời gian gửi', timeFormat.format(b.createdAt)],
  ];
}

const asText = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');
const asHtml = (rows: [string, string][]) =>
  `<table cellpadding="4">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;

/**
 * The visitor's confirmation, in Vietnamese, plain text and HTML. Its address is whatever the form said, never
 * verified: so it carries nothing the sender typed (no name, no note, nothing free), only our own words, the
 * service chosen from our list, the time and our contacts, and tells a reader who sent nothing to ignore it
 * (decision 032). Anyone can still make us write to an address, but not make us carry their text there.
 */
export function visitorConfirmation(
  b: Pick<MailBooking, 'service' | 'createdAt'> & { email: string },
): MailMessage {
  const greeting = 'Xin chào,';
  const intro = `Cảm ơn bạn đã đặt lịch tư vấn với ${COMPANY.name}. Chúng tôi đã nhận được yêu cầu của bạn và sẽ liên hệ sớm.`;
  const notMine = `Nếu bạn không gửi yêu cầu này, vui lòng bỏ qua thư này: ${COMPANY.name} sẽ không gửi thêm gì.`;
  const contact = `Hotline: ${COMPANY.hotline} · Email: ${COMPANY.email} · Địa chỉ: ${fullAddress}`;
  const rows: [string, string][] = [
    [L.service, b.service],
    ['Thời gian gửi', timeFormat.format(b.createdAt)],
  ];
  return {
    to: b.email,
    subject: `${COMPANY.name} đã nhận yêu cầu tư vấn của bạn`,
    text: `${greeting}\n\n${intro}\n\n${asText(rows)}\n\n${notMine}\n\n${contact}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${asHtml(rows)}<p>${escapeHtml(notMine)}</p><p>${escapeHtml(contact)}</p>`,
  };
}

/** The company's notice of a new booking. */
export function companyNotice(b: MailBooking, to: string, adminUrl: string | null): MailMessage {
  const rows = lines(b);
  const link = adminUrl ? `\n\nXem các đặt lịch đang chờ: ${adminUrl}` : '';
  return {
    to,
    subject: `Đặt lịch tư vấn mới: ${b.service} – ${b.fullName || b.phone}`,
    text: `Có một yêu cầu tư vấn mới trên website.\n\n${asText(rows)}${link}\n`,
    html: `<p>Có một yêu cầu tư vấn mới trên website.</p>${asHtml(rows)}${
      adminUrl ? `<p><a href="${escapeHtml(adminUrl)}">Xem các đặt lịch đang chờ</a></p>` : ''
    }`,
  };
}
