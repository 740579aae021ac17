import { Clock, Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BOOKINGS_LOAD_FAILED_MESSAGE, type Booking } from '#domain/bookings/booking.schema.ts';
import { DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar } from '../../components/admin/filter-bar.tsx';
import { useListState } from '../../components/admin/list-state.ts';
import { Pagination } from '../../components/admin/pagination.tsx';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  actionsColumn,
  BookingDetailDialog,
  BookingStatusBadge,
  bookingColumns,
} from '../../features/bookings/booking-parts.tsx';
import {
  type BookingFilter,
  useBookings,
  usePendingBookingCount,
} from '../../features/bookings/bookings.api.ts';
import { CrmPanel } from '../../features/bookings/crm-panel.tsx';

const STATUS_OPTIONS = [
  { value: 'history', label: 'Tất cả' },
  { value: 'completed', label: 'Đã hoàn thành' },
  { value: 'cancelled', label: 'Đã hủy' },
] as const;

/** spec 002 §2 Booking screens 1: the history (completed and cancelled bookings), and the CRM panel. */
export default function BookingList() {
  const list = useListState({ status: 'history', search: '' });
  const { page } = list;
  const { search } = list.filters;
  // an address with another value (an old or edited link) shows the whole history
  const status: BookingFilter =
    STATUS_OPTIONS.find((o) => o.value === list.filters.status)?.value ?? 'history';
  const [shown, setShown] = useState<Booking | null>(null);
  const query = useBookings(status, search, page);
  const pendingCount = usePendingBookingCount().data;
  const offset = ((query.data?.page ?? page) - 1) * 10;

  const columns = useMemo(
    () => [
      ...bookingColumns(offset, []),
      {
        id: 'status',
        header: 'Trạng thái',
        cell: ({ row }: { row: { original: Booking } }) => (
          <BookingStatusBadge status={row.original.status} />
        ),
      },
      actionsColumn((booking) => (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setShown(booking)}
          aria-label={`Xem chi tiết ${booking.fullName || booking.phone}`}
        >
          <Eye className="size-4" aria-hidden="true" />
          Chi tiết
        </button>
      )),
    ],
    [offset],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar
          filters={[
            {
              id: 'status',
              label: 'Trạng thái',
              value: status,
              options: STATUS_OPTIONS,
              onChange: (value) => list.setFilter('status', value),
            },
          ]}
        >
          <SearchInput
            label="Tìm kiếm đặt lịch"
            placeholder="Tìm theo tên, số điện thoại, email..."
            delayMs={300}
            initialValue={search}
            onSearch={(term) => list.setFilter('search', term)}
            className="w-72"
          />
        </FilterBar>
        <Link to="/admin/bookings/pending" className={buttonClass('primary')}>
          <Clock className="size-4" aria-hidden="true" />
          Đặt lịch đang chờ xử lý
          {pendingCount !== undefined && (
            <span className="whitespace-nowrap rounded-full bg-white px-2 text-xs font-semibold text-brand-700">
              <span className="sr-only"> (</span>
              <span data-testid="pending-bookings-count">{pendingCount}</span>
              <span className="sr-only">)</span>
            </span>
          )}
        </Link>
      </div>

      <QueryView
        query={query}
        loadingLabel="Đang tải danh sách đặt lịch..."
        errorMessage={BOOKINGS_LOAD_FAILED_MESSAGE}
      >
        {(data) => (
          <>
            <DataTable
              data={data.items}
              columns={columns}
              getRowId={(b) => b._id}
              label="Lịch sử đặt lịch"
              emptyText="Không có đặt lịch nào"
              rowTestId="booking-row"
              minWidthClass="min-w-[720px]"
            />
            <Pagination page={data.page} pages={data.pages} onPage={list.setPage} />
          </>
        )}
      </QueryView>

      <CrmPanel />
      <BookingDetailDialog booking={shown} onClose={() => setShown(null)} />
    </div>
  );
}
