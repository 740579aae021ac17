import { Eye } from 'lucide-react';
import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingStatus,
  type CrmDelivery,
  EMPTY_NOTE_TEXT,
} from '#domain/bookings/booking.schema.ts';
import { CONSULTATION_FIELD_LABELS } from '#domain/bookings/consultation.rules.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { formatDateTime } from '../../lib/format.ts';

const STATUS_TONES: Record<BookingStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}

const DELIVERY_LABELS: Record<CrmDelivery['state'], string> = {
  sent: 'Đã gửi',
  waiting: 'Đang chờ gửi',
  retrying: 'Đang thử lại',
  failed: 'Gửi lỗi',
};

export function CrmDeliveryText({ delivery }: { delivery: CrmDelivery | null }) {
  if (!delivery) return <span className="text-slate-500">{EMPTY_NOTE_TEXT}</span>;
  const tone =
    delivery.state === 'failed'
      ? 'text-red-700'
      : delivery.state === 'sent'
        ? 'text-green-800'
        : 'text-amber-800';
  return (
    <span className={tone}>
      {DELIVERY_LABELS[delivery.state]}
      {delivery.attempts > 0 && delivery.state !== 'sent' ? ` (${delivery.attempts} lần)` : ''}
      {delivery.lastError && delivery.state !== 'sent' ? (
        <span className="block text-xs text-slate-600">{delivery.lastError}</span>
      ) : null}
    </span>
  );
}

/** Full name, service, and the booking date: the columns both booking screens share (`extra` after the name). */
export function bookingColumns(extra: AdminColumn<Booking>[]): AdminColumn<Booking>[] {
  return [
    {
      id: 'fullName',
      header: 'Họ và tên',
      meta: { className: 'font-medium text-slate-900' },
      cell: ({ row }) => row.original.fullName || EMPTY_NOTE_TEXT,
    },
    ...extra,
    { id: 'service', header: CONSULTATION_FIELD_LABELS.service, cell: ({ row }) => row.original.service },
    {
      id: 'createdAt',
      header: 'Ngày đặt lịch',
      meta: { className: 'text-slate-600' },
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
  ];
}

/** Who booked, for a button's name and a question: the full name, else the phone number. */
export const bookingWho = (booking: Booking) => booking.fullName || booking.phone;

/** A row's button that opens the booking's details; its name says whose. */
export function DetailButton({
  booking,
  onShow,
  children,
}: {
  booking: Booking;
  onShow: (booking: Booking) => void;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={() => onShow(booking)}
      aria-label={`Xem chi tiết ${bookingWho(booking)}`}
    >
      <Eye className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}

/** spec 002 §2: the detail popup: full name, email, service, note ('Không có' when empty), status, date. */
export function BookingDetailDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const rows: Array<[string, React.ReactNode]> = booking
    ? [
        ['Họ và tên', booking.fullName || EMPTY_NOTE_TEXT],
        [CONSULTATION_FIELD_LABELS.phone, booking.phone],
        [CONSULTATION_FIELD_LABELS.email, booking.email || EMPTY_NOTE_TEXT],
        [CONSULTATION_FIELD_LABELS.service, booking.service],
        [CONSULTATION_FIELD_LABELS.note, booking.note || EMPTY_NOTE_TEXT],
        ['Trạng thái', <BookingStatusBadge key="s" status={booking.status} />],
        ['Ngày đặt lịch', formatDateTime(booking.createdAt)],
        ['Gửi CRM', <CrmDeliveryText key="c" delivery={booking.crm} />],
      ]
    : [];
  return (
    <Modal
      open={booking !== null}
      title="Chi tiết đặt lịch"
      onClose={onClose}
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Đóng
        </button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
