import type { Consultation } from '#domain/bookings/consultation.schema.ts';
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
    ['Họ tên', b.fullName || 'Không có'],
    ['Số điện thoại', b.phone],
    ['Email', b.email ?? 'Không có'],
    ['Giới tính', b.gender ?? 'Không có'],
    ['Nghề nghiệp', b.occupation ?? 'Không có'],
    ['Ngày sinh', b.dateOfBirth ?? 'Không có'],
    ['Dịch vụ', b.service],
    ['Ghi chú', b.note ?? 'Không có'],
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

/** The visitor's confirmation (issue 14 item 3), in Vietnamese, plain text and HTML. */
export function visitorConfirmation(b: MailBooking & { email: string }): MailMessage {
  const greeting = b.fullName ? `Xin chào ${b.fullName},` : 'Xin chào,';
  const intro = `Cảm ơn bạn đã đặt lịch tư vấn với ${COMPANY.name}. Chúng tôi đã nhận được yêu cầu của bạn và sẽ liên hệ sớm.`;
  const contact = `Hotline: ${COMPANY.hotline} · Email: ${COMPANY.email} · Địa chỉ: ${fullAddress}`;
  const rows = lines(b);
  return {
    to: b.email,
    subject: `${COMPANY.name} đã nhận yêu cầu tư vấn của bạn`,
    text: `${greeting}\n\n${intro}\n\n${asText(rows)}\n\n${contact}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${asHtml(rows)}<p>${escapeHtml(contact)}</p>`,
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
