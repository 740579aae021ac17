// Decree 13/2023/NĐ-CP: the person's data as a file a person can read (decision 044 gives the JSON; this is the
// same export laid out as one plain HTML page). Pure and zod-free, so it is tested without a browser.

type ExportData = {
  exportedAt: string;
  contact: Record<string, unknown>;
  notes: unknown[];
  consents: unknown[];
  links: unknown[];
  linked: Record<string, unknown[]>;
  mentions: Record<string, unknown[]>;
};

/** What each table of the database holds, as the office calls it. */
export const EXPORT_TABLE_LABELS: Record<string, string> = {
  bookings: 'Đặt lịch tư vấn',
  crm_outbox: 'Thông tin gửi đi về lịch tư vấn (CRM, email)',
  orders: 'Đơn hàng',
  order_status_history: 'Lịch sử trạng thái đơn hàng',
  payment_transactions: 'Giao dịch thanh toán',
  received_payments: 'Khoản thanh toán đã nhận',
  livechat_rooms: 'Cuộc trò chuyện trực tuyến',
  livechat_messages: 'Tin nhắn trò chuyện trực tuyến',
  chatbot_messages: 'Tin nhắn với trợ lý AI',
  chatbot_feedback: 'Đánh giá câu trả lời của trợ lý AI',
  audit_log: 'Nhật ký hoạt động',
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  return escapeHtml(String(value));
}

/** One row as a two-column table: each field and its value. */
function record(row: unknown): string {
  const fields = typeof row === 'object' && row !== null ? Object.entries(row) : [['giá trị', row] as const];
  const lines = fields.map(
    ([k, v]) => `<tr><th scope="row">${escapeHtml(String(k))}</th><td>${cell(v)}</td></tr>`,
  );
  return `<table>${lines.join('')}</table>`;
}

function section(title: string, rows: unknown[]): string {
  const body = rows.length === 0 ? '<p>Không có dữ liệu.</p>' : rows.map(record).join('');
  return `<section><h2>${escapeHtml(title)} (${rows.length})</h2>${body}</section>`;
}

const byTable = (tables: Record<string, unknown[]>, suffix: string) =>
  Object.entries(tables)
    .filter(([, rows]) => rows.length > 0)
    .map(([table, rows]) => section(`${EXPORT_TABLE_LABELS[table] ?? table}${suffix}`, rows));

/** The export as one self-contained HTML document in Vietnamese, every value escaped. */
export function readableExport(data: ExportData): string {
  const style =
    'body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}' +
    'table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #cbd5e1;padding:.3rem .5rem;' +
    'text-align:left;vertical-align:top}th{width:14rem;background:#f1f5f9}pre{white-space:pre-wrap;margin:0}';
  const parts = [
    section('Thông tin khách hàng', [data.contact]),
    section('Đồng ý xử lý dữ liệu cá nhân', data.consents),
    section('Ghi chú của nhân viên', data.notes),
    section('Liên kết', data.links),
    ...byTable(data.linked, ''),
    ...byTable(data.mentions, ' — nơi khác có nhắc đến số điện thoại hoặc email'),
  ];
  return [
    '<!doctype html><html lang="vi"><head><meta charset="utf-8">',
    '<title>Dữ liệu cá nhân của khách hàng</title>',
    `<style>${style}</style></head><body>`,
    '<h1>Dữ liệu cá nhân của khách hàng</h1>',
    `<p>Xuất lúc ${escapeHtml(data.exportedAt)} theo Nghị định 13/2023/NĐ-CP.</p>`,
    ...parts,
    '</body></html>',
  ].join('\n');
}
