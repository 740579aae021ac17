import { useId } from 'react';
import {
  ORDER_CHANGE_SOURCE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '#domain/orders/order.schema.ts';
import { type AdminColumn, DataTable } from '../../components/admin/data-table.tsx';
import { useListState } from '../../components/admin/list-state.ts';
import { Pagination } from '../../components/admin/pagination.tsx';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { type HistoryItem, useOrderHistory } from '../../features/orders/orders.api.ts';
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx';
import { formatDateTime, formatPrice } from '../../lib/format.ts';

const columns: AdminColumn<HistoryItem>[] = [
  { id: 'at', header: 'Thời gian', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'order',
    header: 'Đơn hàng',
    cell: ({ row }) => (
      <>
        <div className="font-medium">{row.original.orderCode}</div>
        <div className="text-xs text-slate-500">{row.original.fullName}</div>
      </>
    ),
  },
  {
    id: 'by',
    header: 'Người thực hiện',
    cell: ({ row }) => (
      <>
        <div>{row.original.actorName}</div>
        <div className="text-xs text-slate-500">{ORDER_CHANGE_SOURCE_LABELS[row.original.source]}</div>
      </>
    ),
  },
  {
    id: 'order-status',
    header: 'Trạng thái đơn',
    cell: ({ row }) =>
      `${ORDER_STATUS_LABELS[row.original.fromOrderStatus]} → ${ORDER_STATUS_LABELS[row.original.toOrderStatus]}`,
  },
  {
    id: 'payment',
    header: 'Thanh toán',
    meta: { cellTestId: 'history-payment' },
    cell: ({ row }) => (
      <>
        <div>
          {PAYMENT_STATUS_LABELS[row.original.fromPaymentStatus]} →{' '}
          {PAYMENT_STATUS_LABELS[row.original.toPaymentStatus]}
        </div>
        <div className="text-xs text-slate-500">
          {formatPrice(row.original.fromPaidAmount)} → {formatPrice(row.original.toPaidAmount)}
        </div>
      </>
    ),
  },
  { id: 'reason', header: 'Lý do', cell: ({ row }) => row.original.reason || '—' },
];

/** /admin/orders/history (decision 013): every status change, by order and date. */
export default function OrdersHistory() {
  const list = useListState({ orderCode: '', from: '', to: '' });
  const { page } = list;
  const { orderCode, from, to } = list.filters;
  const query = useOrderHistory({ orderCode, from, to, page });
  const fromId = useId();
  const toId = useId();
  const dateClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';
  return (
    <div className="space-y-4">
      <OrdersTabs />
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Mã đơn hàng"
          placeholder="Lọc theo mã đơn hàng (DH...)"
          delayMs={300}
          initialValue={orderCode}
          onSearch={(term) => list.setFilter('orderCode', term)}
          className="w-72"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className="text-xs font-medium text-slate-600">
            Từ ngày
          </label>
          <input
            id={fromId}
            type="date"
            value={from}
            onChange={(e) => list.setFilter('from', e.target.value)}
            className={dateClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={toId} className="text-xs font-medium text-slate-600">
            Đến ngày
          </label>
          <input
            id={toId}
            type="date"
            value={to}
            onChange={(e) => list.setFilter('to', e.target.value)}
            className={dateClass}
          />
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải lịch sử..."
        errorMessage="Không thể tải lịch sử đơn hàng"
      >
        {(data) => (
          <>
            <DataTable
              data={data.data}
              columns={columns}
              getRowId={(h) => h._id}
              label="Lịch sử trạng thái đơn hàng"
              emptyText="Chưa có thay đổi trạng thái nào"
              rowTestId="history-row"
            />
            <Pagination page={data.pagination.page} pages={data.pagination.pages} onPage={list.setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
