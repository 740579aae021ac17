import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { paymentsList } from '#domain/payments/payments.resource.ts';
import { type AdminColumn, CellLines } from '../../components/admin/data-table.tsx';
import { labelOptions, selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { pagedQuery } from '../../components/admin/resource/resource-actions.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { AssignForm } from '../../features/orders/assign-payment-form.tsx';
import { orderKeys, type ReceivedPayment, useReceivedPayments } from '../../features/orders/orders.api.ts';
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx';
import { formatDateTime, formatPrice } from '../../lib/format.ts';

const PROVIDERS = { bank: 'Chuyển khoản', momo: 'MoMo', vnpay: 'VNPAY' } as const;
// in the filter's order
const STATUS_LABELS = { unmatched: 'Chưa khớp', matched: 'Đã khớp', assigned: 'Đã gán thủ công' } as const;
const STATUS_TONES = {
  matched: 'bg-emerald-100 text-emerald-900',
  unmatched: 'bg-amber-100 text-amber-900',
  assigned: 'bg-sky-100 text-sky-900',
} as const;
const STATUS_FILTER = labelOptions(STATUS_LABELS);

const columns: AdminColumn<ReceivedPayment>[] = [
  { id: 'at', header: 'Thời gian', cell: ({ row }) => formatDateTime(row.original.receivedAt) },
  {
    id: 'provider',
    header: 'Nguồn',
    cell: ({ row }) => (
      <CellLines first={PROVIDERS[row.original.provider]} detail={row.original.providerTransactionId} />
    ),
  },
  { id: 'amount', header: 'Số tiền', cell: ({ row }) => formatPrice(row.original.amount) },
  {
    id: 'content',
    header: 'Nội dung',
    meta: { className: 'font-mono text-xs' },
    cell: ({ row }) => row.original.content,
  },
  {
    id: 'status',
    header: 'Trạng thái',
    meta: { cellTestId: 'payment-status' },
    cell: ({ row }) => {
      const { status } = row.original;
      return (
        <>
          <span
            className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[status]}`}
          >
            {STATUS_LABELS[status]}
          </span>
          {row.original.reason && <div className="mt-1 text-xs text-slate-600">{row.original.reason}</div>}
        </>
      );
    },
  },
];

type PaymentFilters = { search: string; status: string };
const usePaymentRows = ({ page, filters }: ListState<PaymentFilters>) =>
  pagedQuery(useReceivedPayments(filters.status, page));
const statusFilter = (list: ListState<PaymentFilters>) => [
  selectFilter(list, { id: 'status', label: 'Trạng thái' }, STATUS_FILTER),
];

/** /admin/payments/list (decision 013): every received payment; an unmatched one is given to an order. */
export default function PaymentsList() {
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState<ReceivedPayment | null>(null);
  const rowActions = useCallback(
    (payment: ReceivedPayment) =>
      payment.status === 'unmatched' ? (
        <button type="button" className={buttonClass('secondary')} onClick={() => setAssigning(payment)}>
          <Link2 className="size-4" aria-hidden="true" />
          Gán cho đơn hàng
        </button>
      ) : null,
    [],
  );

  return (
    <div className="space-y-4">
      <OrdersTabs />
      <ListView
        declared={paymentsList}
        useList={usePaymentRows}
        columns={columns}
        rowTestId="payment-row"
        numbered={false}
        rowActions={rowActions}
        filters={{ status: '' }}
        selectFilters={statusFilter}
      >
        <Modal
          open={assigning !== null}
          title="Gán giao dịch cho đơn hàng"
          onClose={() => setAssigning(null)}
        >
          {assigning && (
            <AssignForm
              payment={assigning}
              onDone={async () => {
                setAssigning(null);
                await queryClient.invalidateQueries({ queryKey: orderKeys.all });
              }}
              onCancel={() => setAssigning(null)}
            />
          )}
        </Modal>
      </ListView>
    </div>
  );
}
