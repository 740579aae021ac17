import { SENDER_NAMES } from '#domain/livechat/livechat.constants.ts';
import { neutraliseCell } from '#domain/shared/spreadsheet-cell.rules.ts';
import type { MessageRow, RoomRow } from './livechat.repository.ts';

const SENDER_LABEL = {
  user: SENDER_NAMES.visitor,
  admin: SENDER_NAMES.staff,
  system: SENDER_NAMES.system,
} as const;

// a cell a spreadsheet program would run as a formula is written as text (one rule for every export)
const csvCell = (value: string) => `"${neutraliseCell(value).replaceAll('"', '""')}"`;

const VN_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** A room's transcript as a file (decision 018): plain text with the visitor's details first, or CSV. */
export function transcriptFile(room: RoomRow, rows: MessageRow[], format: 'txt' | 'csv') {
  const filename = `tro-chuyen-${room.id.slice(0, 8)}.${format}`;
  if (format === 'csv') {
    const lines = [
      ['thoi_gian', 'nguoi_gui', 'noi_dung'].join(','),
      ...rows.map((r) =>
        [csvCell(r.createdAt.toISOString()), csvCell(SENDER_LABEL[r.sender]), csvCell(r.message)].join(','),
      ),
    ];
    return { filename, contentType: 'text/csv; charset=utf-8', body: `\uFEFF${lines.join('\r\n')}\r\n` };
  }
  const head = [
    `Khách: ${room.visitorName}`,
    `Số điện thoại: ${room.visitorPhone ?? '-'}`,
    `Email: ${room.visitorEmail ?? '-'}`,
    '',
  ];
  const body = rows.map((r) => `[${VN_TIME.format(r.createdAt)}] ${SENDER_LABEL[r.sender]}: ${r.message}`);
  return { filename, contentType: 'text/plain; charset=utf-8', body: `${[...head, ...body].join('\n')}\n` };
}
