import {
  ORDER_CHANGE_SOURCE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '#domain/orders/order.schema.ts';
import { orderHistoryList } from '#domain/orders/orders.resource.ts';
import { type AdminColumn, CellLines } from '../../components/admin/data-table.tsx';
import { fieldFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { pagedQuery } from '../../components/admin/resource/resource-actions.ts';
import { type HistoryItem, useOrderHistory } from '../../features/orders/orders.api.ts';
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx';
import { formatDateTime, formatPrice } from '../../lib/format.ts';

const columns: AdminColumn<HistoryItem>[] = [
  { id: 'at', header: 'Thời gian', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    id: 'order',
    header: 'Đơn hàng',
    cell: ({ row }) => (
      <CellLines first={row.original.orderCode} detail={row.original.fullName} className="font-medium" />
    ),
  },
  {
    id: 'by',
    header: 'Người thực hiện',
    cell: ({ row }) => (
      <CellLines first={row.original.actorName} detail={ORDER_CHANGE_SOURCE_LABELS[row.original.source]} />
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
      <CellLines
        first={`${PAYMENT_STATUS_LABELS[row.original.fromPaymentStatus]} → ${PAYMENT_STATUS_LABELS[row.original.toPaymentStatus]}`}
        detail={`${formatPrice(row.original.fromPaidAmount)} → ${formatPrice(row.original.toPaidAmount)}`}
      />
    ),
  },
  { id: 'reason', header: 'Lý do', cell: ({ row }) => row.original.reason || '—' },
];

type HistoryFilters = { search: string; from: string; to: string };
const useHistory = ({ page, filters: { search, from, to } }: ListState<HistoryFilters>) =>
  pagedQuery(useOrderHistory({ orderCode: search, from, to, page }));
const dateFilters = (list: ListState<HistoryFilters>) => [
  fieldFilter(list, { id: 'from', label: 'Từ ngày' }, 'date'),
  fieldFilter(list, { id: 'to', label: 'Đến ngày' }, 'date'),
];

/** /admin/orders/history (decision 013): every status change, by order code (the list's search) and date. */
export default function OrdersHistory() {
  return (
    <div className="space-y-4">
      <OrdersTabs />
      <ListView
        declared={orderHistoryList}
        useList={useHistory}
        columns={columns}
        rowTestId="history-row"
        numbered={false}
        filters={{ from: '', to: '' }}
        selectFilters={dateFilters}
      />
    </div>
  );
}
