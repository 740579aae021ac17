import { useId, useState } from 'react';
import { assignPaymentSchema, PAYMENT_MESSAGES } from '#domain/payments/payment.schema.ts';
import { inputClass } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatPrice } from '../../lib/format.ts';
import { assignPayment, type ReceivedPayment } from './orders.api.ts';

/** Gives an unmatched payment to an order by its code, with the reason (decision 013). */
export function AssignForm({
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
