import { ArrowLeft, CheckCircle, Eye, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  BOOKING_UPDATE_FAILED_MESSAGE,
  BOOKINGS_LOAD_FAILED_MESSAGE,
  type Booking,
  NO_PENDING_BOOKINGS_MESSAGE,
} from '#domain/bookings/booking.schema.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  actionsColumn,
  BookingDetailDialog,
  bookingColumns,
} from '../../features/bookings/booking-parts.tsx';
import { useBookings, useChangeBookingStatus } from '../../features/bookings/bookings.api.ts';

type Pending = { booking: Booking; to: 'completed' | 'cancelled' } | null;

/** spec 002 §2 Booking screens 2: bookings in processing; view, mark completed, cancel (each confirmed). */
export default function BookingPending() {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Booking | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const query = useBookings('processing', '', page);
  const change = useChangeBookingStatus();
  const offset = ((query.data?.page ?? page) - 1) * 10;

  const columns = useMemo(
    () =>
      bookingColumns(offset, [
        { id: 'phone', header: 'Số điện thoại', cell: ({ row }) => row.original.phone },
      ]).concat(
        actionsColumn((booking) => {
          const who = booking.fullName || booking.phone;
          return (
            <>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setShown(booking)}
                aria-label={`Xem chi tiết ${who}`}
              >
                <Eye className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={buttonClass('success')}
                onClick={() => setPending({ booking, to: 'completed' })}
                aria-label={`Hoàn thành ${who}`}
              >
                <CheckCircle className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={buttonClass('danger')}
                onClick={() => setPending({ booking, to: 'cancelled' })}
                aria-label={`Hủy ${who}`}
              >
                <XCircle className="size-4" aria-hidden="true" />
              </button>
            </>
          );
        }),
      ),
    [offset],
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
    <div className="space-y-4">
      <Link to="/admin/bookings/list" className={buttonClass('secondary')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Quay lại
      </Link>
      <QueryView
        query={query}
        loadingLabel="Đang tải đặt lịch đang chờ..."
        errorMessage={BOOKINGS_LOAD_FAILED_MESSAGE}
      >
        {(data) => (
          <>
            <DataTable
              data={data.items}
              columns={columns}
              getRowId={(b) => b._id}
              label="Đặt lịch đang chờ xử lý"
              emptyText={NO_PENDING_BOOKINGS_MESSAGE}
              rowTestId="pending-booking-row"
              minWidthClass="min-w-[720px]"
            />
            <Pagination page={data.page} pages={data.pages} onPage={setPage} />
          </>
        )}
      </QueryView>
      <BookingDetailDialog booking={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.to === 'completed' ? 'Hoàn thành đặt lịch' : 'Hủy đặt lịch'}
        message={
          <p>
            {pending?.to === 'completed' ? 'Đánh dấu đã hoàn thành' : 'Hủy'} đặt lịch của{' '}
            <strong>{pending?.booking.fullName || pending?.booking.phone}</strong>?
          </p>
        }
        confirmLabel={pending?.to === 'completed' ? 'Hoàn thành' : 'Hủy đặt lịch'}
        tone={pending?.to === 'completed' ? 'success' : 'danger'}
        busy={change.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
