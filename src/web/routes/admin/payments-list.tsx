import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { assignPaymentSchema, PAYMENT_MESSAGES } from '#domain/payments/payment.schema.ts';
import { paymentsList } from '#domain/payments/payments.resource.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { inputClass } from '../../components/admin/form-fields.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { pagedQuery } from '../../components/admin/resource/resource-actions.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import {
  assignPayment,
  orderKeys,
  type ReceivedPayment,
  useReceivedPayments,
} from '../../features/orders/orders.api.ts';
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime, formatPrice } from '../../lib/format.ts';

const PROVIDERS = { bank: 'Chuyển khoản', momo: 'MoMo', vnpay: 'VNPAY' } as const;
const STATUS = {
  matched: ['Đã khớp', 'bg-emerald-100 text-emerald-900'],
  unmatched: ['Chưa khớp', 'bg-amber-100 text-amber-900'],
  assigned: ['Đã gán thủ công', 'bg-sky-100 text-sky-900'],
} as const;
const STATUS_FILTER = [
  { value: '', label: 'Tất cả' },
  { value: 'unmatched', label: 'Chưa khớp' },
  { value: 'matched', label: 'Đã khớp' },
  { value: 'assigned', label: 'Đã gán thủ công' },
];

const columns: AdminColumn<ReceivedPayment>[] = [
  { id: 'at', header: 'Thời gian', cell: ({ row }) => formatDateTime(row.original.receivedAt) },
  {
    id: 'provider',
    header: 'Nguồn',
    cell: ({ row }) => (
      <>
        <div>{PROVIDERS[row.original.provider]}</div>
        <div className="text-xs text-slate-500">{row.original.providerTransactionId}</div>
      </>
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
      const [label, tone] = STATUS[row.original.status];
      return (
        <>
          <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
            {label}
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
  {
    id: 'status',
    label: 'Trạng thái',
    value: list.filters.status,
    options: STATUS_FILTER,
    onChange: (v: string) => list.setFilter('status', v),
  },
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

function AssignForm({
  payment,
  onDone,
  onCancel,
}: {
  payment: ReceivedPayment;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [orderCode, setOrderCode] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const reasonId = useId();
  return (
    <form
      className="space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!assignPaymentSchema.safeParse({ orderCode, reason }).success) {
          notify.error('Vui lòng kiểm tra lại thông tin nhập');
          return;
        }
        setBusy(true);
        try {
          await assignPayment(payment._id, orderCode, reason);
          notify.success(PAYMENT_MESSAGES.assigned);
          await onDone();
        } catch (error) {
          notify.error((error instanceof ApiError && error.serverMessage) || 'Không thể gán giao dịch');
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm text-slate-700">
        {formatPrice(payment.amount)} · <span className="font-mono">{payment.content || '—'}</span>
      </p>
      <div>
        <label htmlFor={codeId} className="block text-sm font-medium text-slate-700">
          Mã đơn hàng <span className="text-red-600">*</span>
        </label>
        <input
          id={codeId}
          value={orderCode}
          onChange={(e) => setOrderCode(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
          Lý do <span className="text-red-600">*</span>
        </label>
        <textarea
          id={reasonId}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Hủy
        </button>
        <button type="submit" className={buttonClass()} disabled={busy}>
          Gán
        </button>
      </div>
    </form>
  );
}
