import { useQueryClient } from '@tanstack/react-query';
import { Eye, Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { CLAIM_LABEL, showsClaim } from '#domain/orders/abandoned-orders.rules.ts';
import {
  amountColumnText,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '#domain/orders/order.schema.ts';
import { ordersList } from '#domain/orders/orders.resource.ts';
import { isServiceType } from '#domain/services/service-type.ts';
import { type AdminColumn, CellLines } from '../../components/admin/data-table.tsx';
import { selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { pagedQuery } from '../../components/admin/resource/resource-actions.ts';
import { RowButton } from '../../components/admin/resource/row-actions.tsx';
import { notify } from '../../components/admin/toast.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { OrderStatusForm } from '../../features/orders/order-status-form.tsx';
import { type AdminOrder, orderKeys, updateOrder, useOrders } from '../../features/orders/orders.api.ts';
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx';
import { formatDateTime, formatPrice } from '../../lib/format.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';

const PAYMENT_TONES = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
} as const;

const typeLabel = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);

const CLAIM_FILTER_OPTIONS = [
  { value: '', label: 'Tất cả đơn hàng' },
  { value: 'claimed', label: CLAIM_LABEL },
] as const;

/** What the visitor said after 'Đã thanh toán' (decision 025), for the details. */
function claimText(order: AdminOrder): string {
  if (!order.claimedAt) return 'Khách chưa báo đã thanh toán';
  const id = order.claimedTransactionId
    ? `mã giao dịch ${order.claimedTransactionId}`
    : 'không nhập mã giao dịch';
  return `${formatDateTime(order.claimedAt)} · ${id}`;
}

const columns: AdminColumn<AdminOrder>[] = [
  {
    id: 'customer',
    header: 'Khách hàng',
    cell: ({ row }) => (
      <CellLines
        first={row.original.fullName}
        detail={row.original.orderCode}
        className="font-medium text-slate-900"
      />
    ),
  },
  {
    id: 'service',
    header: 'Loại dịch vụ',
    cell: ({ row }) => (
      <CellLines
        first={row.original.serviceTitle}
        detail={`${typeLabel(row.original.serviceType)} · ${formatPrice(row.original.servicePrice)}`}
      />
    ),
  },
  {
    id: 'paid',
    header: 'Số tiền đã thanh toán',
    meta: { cellTestId: 'order-amount' },
    cell: ({ row }) => amountColumnText(row.original, formatPrice),
  },
  {
    id: 'status',
    header: 'Trạng thái',
    meta: { cellTestId: 'order-status' },
    cell: ({ row }) => (
      <div className="flex flex-col items-start gap-1">
        <span>{ORDER_STATUS_LABELS[row.original.orderStatus]}</span>
        <span
          className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${PAYMENT_TONES[row.original.paymentStatus]}`}
        >
          {PAYMENT_STATUS_LABELS[row.original.paymentStatus]}
        </span>
        {showsClaim(row.original) && (
          <span
            data-testid="order-claim"
            className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900"
          >
            {CLAIM_LABEL}
          </span>
        )}
      </div>
    ),
  },
];

type OrderFilters = { search: string; filter: string };
const useOrderRows = ({ page, filters }: ListState<OrderFilters>) =>
  pagedQuery(useOrders(page, filters.search, filters.filter));
const claimFilter = (list: ListState<OrderFilters>) => [
  selectFilter(list, { id: 'filter', label: 'Lọc đơn hàng' }, CLAIM_FILTER_OPTIONS),
];

/** spec 001 §2 "/admin/orders/list": search, the amount column's texts, details and the status modal. */
export default function OrdersList() {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<AdminOrder | null>(null);
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  const rowActions = useCallback(
    (order: AdminOrder) => (
      <>
        <RowButton
          label={`Xem chi tiết đơn ${order.orderCode}`}
          icon={Eye}
          onClick={() => setDetails(order)}
        />
        <RowButton
          label={`Cập nhật đơn ${order.orderCode}`}
          icon={Pencil}
          onClick={() => setEditing(order)}
        />
      </>
    ),
    [],
  );

  return (
    <div className="space-y-4">
      <OrdersTabs />
      <ListView
        declared={ordersList}
        useList={useOrderRows}
        columns={columns}
        rowTestId="order-row"
        rowActions={rowActions}
        searchClassName="w-96"
        filters={{ filter: '' }}
        selectFilters={claimFilter}
      >
        <Modal open={details !== null} title="Chi tiết đơn hàng" onClose={() => setDetails(null)} size="lg">
          {details && (
            <dl
              data-testid="order-details"
              className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2"
            >
              {[
                ['Mã đơn hàng', details.orderCode],
                ['Khách hàng', details.fullName],
                ['Số điện thoại', details.phone],
                ['Email', details.email],
                ['Dịch vụ', `${details.serviceTitle} (${typeLabel(details.serviceType)})`],
                ['Giá dịch vụ', formatPrice(details.servicePrice)],
                ['Phương thức', details.paymentMethod],
                ['Nội dung chuyển khoản', details.transferContent],
                ['Trạng thái đơn hàng', ORDER_STATUS_LABELS[details.orderStatus]],
                ['Thanh toán', PAYMENT_STATUS_LABELS[details.paymentStatus]],
                ['Số tiền đã thanh toán', amountColumnText(details, formatPrice)],
                [CLAIM_LABEL, claimText(details)],
                ...(details.abandonedAt
                  ? [['Tự động hủy', formatDateTime(details.abandonedAt)] as [string, string]]
                  : []),
                ['Ngày tạo', formatDateTime(details.createdAt)],
              ].map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Modal>

        <Modal open={editing !== null} title="Cập nhật trạng thái đơn hàng" onClose={() => setEditing(null)}>
          {editing && (
            <OrderStatusForm
              order={editing}
              onCancel={() => setEditing(null)}
              onSave={async (input) => {
                try {
                  await updateOrder(editing._id, input);
                  notify.success(ORDER_MESSAGES.statusUpdated);
                  setEditing(null);
                  await queryClient.invalidateQueries({ queryKey: orderKeys.all });
                } catch {
                  notify.error('Có lỗi xảy ra khi cập nhật trạng thái đơn hàng');
                }
              }}
            />
          )}
        </Modal>
      </ListView>
    </div>
  );
}
