import { DETAILS_FIELD_LABELS as L } from '#domain/livechat/details.rules.ts';
import { EMPTY_VALUE_TEXT } from '#domain/shared/empty-value.ts';
import { vietnamClock } from '#domain/shared/vietnam-time.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../crm/mailer.ts';
import type { LeftMessage } from './left-messages.repository.ts';
import { mailTable } from './waiting-notice.ts';

const when = (at: Date) => {
  const c = vietnamClock(at);
  return `${c.hour}:${c.minute} ${c.day}/${c.month}/${c.year}`;
};

/**
 * The office's digest of the messages visitors left in the live chat outside business hours (decision 050): each
 * with its time (Vietnam), the visitor's details and the message, as text (escaped in the HTML part), and the
 * console's link, where each waits as a room.
 */
export function leftMessagesDigest(input: {
  to: string;
  consoleUrl: string;
  messages: LeftMessage[];
}): MailMessage {
  const intro = `Khách đã để lại ${input.messages.length} lời nhắn trong chat trực tuyến ngoài giờ làm việc.`;
  const answer = 'Trả lời khách tại';
  const entries = input.messages.map((m): [string, string][] => [
    ['Thời gian', when(m.leftAt)],
    [L.name, m.name],
    [L.phone, m.phone ?? EMPTY_VALUE_TEXT],
    [L.email, m.email ?? EMPTY_VALUE_TEXT],
    [L.message, m.message],
  ]);
  const text = entries.map((rows, i) => `${i + 1}.\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}`);
  return {
    to: input.to,
    subject: `Lời nhắn ngoài giờ trong chat trực tuyến (${input.messages.length})`,
    text: `${intro}\n\n${text.join('\n\n')}\n\n${answer}: ${input.consoleUrl}\n`,
    html: `<p>${escapeHtml(intro)}</p>${entries.map(mailTable).join('<hr>')}<p><a href="${escapeHtml(input.consoleUrl)}">${escapeHtml(answer)}</a></p>`,
  };
}
