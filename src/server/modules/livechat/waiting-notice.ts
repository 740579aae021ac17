import { DETAILS_FIELD_LABELS as L } from '#domain/livechat/details.rules.ts';
import { EMPTY_VALUE_TEXT } from '#domain/shared/empty-value.ts';
import { fileDate } from '#domain/shared/vietnam-time.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../crm/mailer.ts';
import type { RoomRow } from './livechat.repository.ts';

/** A visitor's details as an e-mail's table: every value as text, escaped, its line breaks kept. */
export const mailTable = (rows: [string, string][]) =>
  `<table cellpadding="4">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;

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
    html: `<p>${escapeHtml(intro)}</p>${mailTable(rows)}<p>${escapeHtml(others)}</p><p><a href="${escapeHtml(input.consoleUrl)}">${escapeHtml(answer)}</a></p>`,
  };
}

/** The e-mail notice of a waiting room (with SMTP): where it goes, the console's address, the outbox. */
export type WaitingNotice = {
  to: string;
  consoleUrl: string;
  queue: (idempotencyKey: string, mail: MailMessage) => Promise<boolean>;
};

/**
 * After a visitor's message was stored: with no agent online on any process, one e-mail to the company per
 * waiting spell of the site, however many rooms wait in it (decision 031): the spell runs from the latest agent
 * answer in any room to the next, one e-mail a Vietnam day at most while nobody answers. The outbox's idempotency
 * key (day + the last answer) makes "once" hold across rooms, sockets and processes. Answers whether a notice was
 * queued now.
 */
export function waitingNotifier(deps: {
  notice: WaitingNotice | null | undefined;
  agentsOnline: () => Promise<boolean>;
  lastAdminMessageId: () => Promise<string | null>;
  clock: () => Date;
}) {
  return async (room: RoomRow, message: string): Promise<boolean> => {
    const notice = deps.notice;
    if (!notice || (await deps.agentsOnline())) return false;
    const spell = (await deps.lastAdminMessageId()) ?? 'first';
    return notice.queue(
      `livechat-waiting-${fileDate(deps.clock())}-${spell}`,
      waitingRoomNotice({
        to: notice.to,
        consoleUrl: notice.consoleUrl,
        visitor: { name: room.visitorName, phone: room.visitorPhone, email: room.visitorEmail },
        message,
      }),
    );
  };
}
