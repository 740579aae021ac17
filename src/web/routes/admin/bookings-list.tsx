import { Clock } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS, type Booking } from '#domain/bookings/booking.schema.ts';
import { bookingHistoryList, pendingBookingsList } from '#domain/bookings/bookings.resource.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { labelOptions, selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  BookingDetailDialog,
  BookingStatusBadge,
  bookingColumns,
  DetailButton,
} from '../../features/bookings/booking-parts.tsx';
import {
  type BookingFilter,
  useBookings,
  usePendingBookingCount,
} from '../../features/bookings/bookings.api.ts';
import { CrmPanel } from '../../features/bookings/crm-panel.tsx';

const { completed, cancelled } = BOOKING_STATUS_LABELS;
const STATUS_OPTIONS = labelOptions({ completed, cancelled }, undefined, 'history');
const FILTERS: readonly BookingFilter[] = ['history', 'completed', 'cancelled'];

type HistoryFilters = { search: string; status: string };
// an address with another value (an old or edited link) shows the whole history
const statusOf = (value: string): BookingFilter => FILTERS.find((f) => f === value) ?? 'history';
const useHistory = ({ page, filters }: ListState<HistoryFilters>) =>
  useBookings(statusOf(filters.status), filters.search, page);
const statusFilter = (list: ListState<HistoryFilters>) => [
  selectFilter(
    list,
    { id: 'status', label: 'Trạng thái', value: statusOf(list.filters.status) },
    STATUS_OPTIONS,
  ),
];

const columns: AdminColumn<Booking>[] = [
  ...bookingColumns([]),
  {
    id: 'status',
    header: 'Trạng thái',
    cell: ({ row }) => <BookingStatusBadge status={row.original.status} />,
  },
];

/** The link to the bookings waiting, with how many wait (decision 033: the screen the sidebar opens shows it). */
function PendingLink() {
  const count = usePendingBookingCount().data;
  return (
    <Link to="/admin/bookings/pending" className={buttonClass('primary')}>
      <Clock className="size-4" aria-hidden="true" />
      {pendingBookingsList.list.texts.label}
      {count !== undefined && (
        <span className="whitespace-nowrap rounded-full bg-white px-2 text-xs font-semibold text-brand-700">
          <span className="sr-only"> (</span>
          <span data-testid="pending-bookings-count">{count}</span>
          <span className="sr-only">)</span>
        </span>
      )}
    </Link>
  );
}

/** spec 002 §2 Booking screens 1: the history (completed and cancelled bookings), and the CRM panel. */
export default function BookingList() {
  const [shown, setShown] = useState<Booking | null>(null);
  const rowActions = useCallback(
    (booking: Booking) => (
      <DetailButton booking={booking} onShow={setShown}>
        Chi tiết
      </DetailButton>
    ),
    [],
  );

  return (
    <ListView
      declared={bookingHistoryList}
      useList={useHistory}
      columns={columns}
      rowTestId="booking-row"
      minWidthClass="min-w-[720px]"
      rowActions={rowActions}
      filters={{ status: 'history' }}
      selectFilters={statusFilter}
      toolbar={<PendingLink />}
    >
      <CrmPanel />
      <BookingDetailDialog booking={shown} onClose={() => setShown(null)} />
    </ListView>
  );
}
