import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../crm/mailer.ts';

/**
 * The e-mail telling the company a visitor is waiting in live chat with no agent online (issue 17 item 2): the
 * visitor's name and contact and their first message, as text (escaped in the HTML part), and the console's link.
 */
export function waitingRoomNotice(input: {
  to: string;
  consoleUrl: string;
  visitor: { name: string; phone: string | null; email: string | null };
  message: string;
}): MailMessage {
  const rows: [string, string][] = [
    ['Họ tên', input.visitor.name],
    ['Số điện thoại', input.visitor.phone ?? 'Không có'],
    ['Email', input.visitor.email ?? 'Không có'],
    ['Tin nhắn', input.message],
  ];
  const intro = 'Một khách vừa nhắn trong hỗ trợ trực tuyến khi không có nhân viên nào trực tuyến.';
  const answer = 'Trả lời khách tại';
  return {
    to: input.to,
    subject: `Khách đang chờ hỗ trợ trực tuyến: ${input.visitor.name}`,
    text: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${answer}: ${input.consoleUrl}\n`,
    html: `<p>${escapeHtml(intro)}</p><table cellpadding="4">${rows
      .map(
        ([k, v]) =>
          `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('')}</table><p><a href="${escapeHtml(input.consoleUrl)}">${escapeHtml(answer)}</a></p>`,
  };
}
