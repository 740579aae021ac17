import { DETAILS_FIELD_LABELS as L } from '#domain/livechat/details.rules.ts';
import { EMPTY_VALUE_TEXT } from '#domain/shared/empty-value.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../crm/mailer.ts';

/**
 * The e-mail telling the company a visitor is waiting in live chat with no agent online (decision 018): the
 * visitor's name and contact and their first message, as text (escaped in the HTML part), and the console's link.
 * One per waiting spell of the site, for every room that waits in it (decision 031).
 */
export function waitingRoomNotice(input: {
  to: string;
  consoleUrl: string;
  visitor: { name: string; phone: string | null; email: string | null };
  message: string;
}): MailMessage {
  const rows: [string, string][] = [
    [L.name, input.visitor.name],
    [L.phone, input.visitor.phone ?? EMPTY_VALUE_TEXT],
    [L.email, input.visitor.email ?? EMPTY_VALUE_TEXT],
    [L.message, input.message],
  ];
  const intro = 'Một khách vừa nhắn trong hỗ trợ trực tuyến khi không có nhân viên nào trực tuyến.';
  const others =
    'Khách nhắn sau đó, cho đến khi có nhân viên trả lời, không gửi thêm thư này: mọi cuộc trò chuyện đang chờ đều có trong trang trả lời.';
  const answer = 'Trả lời khách tại';
  return {
    to: input.to,
    subject: `Khách đang chờ hỗ trợ trực tuyến: ${input.visitor.name}`,
    text: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${others}\n\n${answer}: ${input.consoleUrl}\n`,
    html: `<p>${escapeHtml(intro)}</p><table cellpadding="4">${rows
      .map(
        ([k, v]) =>
          `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join(
        '',
      )}</table><p>${escapeHtml(others)}</p><p><a href="${escapeHtml(input.consoleUrl)}">${escapeHtml(answer)}</a></p>`,
  };
}
