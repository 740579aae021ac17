import { useState } from 'react';
import { BOOKING_STATUS_LABELS } from '#domain/bookings/booking.schema.ts';
import {
  contactDetailResponseSchema,
  LEFT_MESSAGE_LABEL,
  TIMELINE_KIND_LABELS,
  TIMELINE_PAGE_SIZE,
  type TimelineEvent,
} from '#domain/contacts/contact.schema.ts';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '#domain/orders/order.schema.ts';
import { formatPrice } from '#domain/shared/price.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const label = (labels: Record<string, string>, value: unknown) => labels[text(value)] ?? text(value);

/** The line under an event's title: what the event's details say that a person needs. */
function eventDetail(e: TimelineEvent): string {
  const d = e.detail;
  switch (e.kind) {
    case 'chat_message':
      if (d.left === true) return LEFT_MESSAGE_LABEL;
      return d.sender === 'admin' ? 'Nhân viên trả lời' : d.sender === 'system' ? 'Hệ thống' : 'Khách nhắn';
    case 'assistant_message':
      return text(d.answer) ? `Trợ lý AI: ${text(d.answer)}` : '';
    case 'booking':
    case 'booking_status':
      return `Trạng thái: ${label(BOOKING_STATUS_LABELS, d.status)}`;
    case 'order':
      return `Mã đơn ${text(d.orderCode)} · ${typeof d.amount === 'number' ? formatPrice(d.amount) : 'Liên hệ'}`;
    case 'order_status':
      return `Mã đơn ${text(d.orderCode)} · ${label(ORDER_STATUS_LABELS, d.orderStatus)} · ${label(PAYMENT_STATUS_LABELS, d.paymentStatus)}`;
    case 'payment':
      return `Mã đơn ${text(d.orderCode)} · ${typeof d.amount === 'number' ? formatPrice(d.amount) : ''}`;
  }
}

/**
 * Everything the person did, newest first: the latest page comes with the contact, older pages are asked for
 * with the time of the last event shown.
 */
export function ContactTimeline({ contactId, first }: { contactId: string; first: TimelineEvent[] }) {
  const [older, setOlder] = useState<TimelineEvent[]>([]);
  const [more, setMore] = useState(first.length === TIMELINE_PAGE_SIZE);
  const [busy, setBusy] = useState(false);
  const events = [...first, ...older];

  async function loadOlder() {
    const last = events.at(-1);
    if (!last) return;
    setBusy(true);
    try {
      const path = `/api/contacts/${encodeURIComponent(contactId)}?before=${encodeURIComponent(last.at)}`;
      const page = (await apiRequest(path, { schema: contactDetailResponseSchema })).data.timeline;
      setOlder((list) => [...list, ...page]);
      setMore(page.length === TIMELINE_PAGE_SIZE);
    } catch {
      notify.error('Không thể tải thêm hoạt động');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="contact-timeline" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="contact-timeline" className="text-lg font-semibold text-slate-900">
        Dòng thời gian
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Chưa có hoạt động nào.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="contact-timeline">
          {events.map((e) => (
            <li key={`${e.kind}-${e.refId}-${e.at}`} className="border-l-2 border-brand-600 pl-3">
              <p className="text-xs text-slate-600">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {TIMELINE_KIND_LABELS[e.kind]}
              </p>
              <p className="break-words text-sm text-slate-900">{e.summary}</p>
              <p className="break-words text-xs text-slate-600">{eventDetail(e)}</p>
            </li>
          ))}
        </ol>
      )}
      {more && (
        <button
          type="button"
          className={`mt-3 ${buttonClass('secondary')}`}
          disabled={busy}
          onClick={loadOlder}
        >
          {busy ? 'Đang tải...' : 'Xem hoạt động cũ hơn'}
        </button>
      )}
    </section>
  );
}
