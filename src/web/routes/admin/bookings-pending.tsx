import { CheckCircle, XCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { BOOKING_UPDATE_FAILED_MESSAGE, type Booking } from '#domain/bookings/booking.schema.ts';
import { pendingBookingsList } from '#domain/bookings/bookings.resource.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { BackLink, ListView } from '../../components/admin/resource/list-view.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  BookingDetailDialog,
  bookingColumns,
  bookingWho,
  DetailButton,
} from '../../features/bookings/booking-parts.tsx';
import { useBookings, useChangeBookingStatus } from '../../features/bookings/bookings.api.ts';

type Pending = { booking: Booking; to: 'completed' | 'cancelled' } | null;

const usePending = ({ page }: ListState<{ search: string }>) => useBookings('processing', '', page);
const columns: AdminColumn<Booking>[] = bookingColumns([
  { id: 'phone', header: 'Số điện thoại', cell: ({ row }) => row.original.phone },
]);

/** spec 002 §2 Booking screens 2: bookings in processing; view, mark completed, cancel (each confirmed). */
export default function BookingPending() {
  const [shown, setShown] = useState<Booking | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const change = useChangeBookingStatus();
  const rowActions = useCallback(
    (booking: Booking) => (
      <>
        <DetailButton booking={booking} onShow={setShown} />
        <button
          type="button"
          className={buttonClass('success')}
          onClick={() => setPending({ booking, to: 'completed' })}
          aria-label={`Hoàn thành ${bookingWho(booking)}`}
        >
          <CheckCircle className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={buttonClass('danger')}
          onClick={() => setPending({ booking, to: 'cancelled' })}
          aria-label={`Hủy ${bookingWho(booking)}`}
        >
          <XCircle className="size-4" aria-hidden="true" />
        </button>
      </>
    ),
    [],
  );

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { id: pending.booking._id, status: pending.to },
      {
        onSuccess: () => {
          notify.success(pending.to === 'completed' ? 'Đã hoàn thành đặt lịch' : 'Đã hủy đặt lịch');
          setPending(null);
        },
        onError: () => {
          notify.error(BOOKING_UPDATE_FAILED_MESSAGE);
          setPending(null);
        },
      },
    );
  };

  return (
    <ListView
      declared={pendingBookingsList}
      useList={usePending}
      columns={columns}
      rowTestId="pending-booking-row"
      minWidthClass="min-w-[720px]"
      rowActions={rowActions}
      toolbar={<BackLink to="/admin/bookings/list" />}
    >
      <BookingDetailDialog booking={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.to === 'completed' ? 'Hoàn thành đặt lịch' : 'Hủy đặt lịch'}
        message={
          <p>
            {pending?.to === 'completed' ? 'Đánh dấu đã hoàn thành' : 'Hủy'} đặt lịch của{' '}
            <strong>{pending && bookingWho(pending.booking)}</strong>?
          </p>
        }
        confirmLabel={pending?.to === 'completed' ? 'Hoàn thành' : 'Hủy đặt lịch'}
        tone={pending?.to === 'completed' ? 'success' : 'danger'}
        busy={change.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </ListView>
  );
}
