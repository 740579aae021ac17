import { useState } from 'react';
import {
  type AdminOrder,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  statusChangeQuestion,
  type UpdateOrderForm,
  type UpdateOrderInput,
  updateOrderSchema,
} from '#domain/orders/order.schema.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { SelectField, TextareaField, TextField, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';

const ORDER_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }));

/**
 * The status modal's form (spec 001 §4, §5): the amount is asked for only when paid (min 0, step 1000); a change
 * of the order's status is confirmed first with the spec's question.
 */
export function OrderStatusForm({
  order,
  onSave,
  onCancel,
}: {
  order: AdminOrder;
  onSave: (input: UpdateOrderInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(updateOrderSchema, {
    defaultValues: {
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      paidAmount: order.paymentStatus === 'paid' ? order.paidAmount : (order.servicePrice ?? 0),
      reason: '',
    } satisfies UpdateOrderForm,
  });
  const [pending, setPending] = useState<UpdateOrderInput | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = form.watch('paymentStatus') === 'paid';

  const save = async (input: UpdateOrderInput) => {
    setBusy(true);
    try {
      await onSave(input);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const submit = form.handleSubmit(
    (input) => (input.orderStatus !== order.orderStatus ? setPending(input) : void save(input)),
    () => notify.error('Vui lòng kiểm tra lại thông tin nhập'),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Cập nhật trạng thái">
      <SelectField
        control={form.control}
        name="orderStatus"
        label="Trạng thái đơn hàng"
        required
        options={ORDER_OPTIONS}
      />
      <SelectField
        control={form.control}
        name="paymentStatus"
        label="Trạng thái thanh toán"
        required
        options={PAYMENT_OPTIONS}
      />
      {paid ? (
        <TextField
          control={form.control}
          name="paidAmount"
          label="Số tiền đã thanh toán (VND)"
          type="number"
          min="0"
          step="1000"
          required
        />
      ) : (
        <p className="text-sm text-slate-600">Số tiền thanh toán sẽ được đặt về 0.</p>
      )}
      <TextareaField control={form.control} name="reason" label="Lý do" rows={2} />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Hủy
        </button>
        <button type="submit" className={buttonClass()} disabled={busy}>
          Cập nhật
        </button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title="Xác nhận thay đổi trạng thái"
        message={<p>{pending ? statusChangeQuestion(order.orderStatus, pending.orderStatus) : ''}</p>}
        confirmLabel="Xác nhận"
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => pending && void save(pending)}
      />
    </form>
  );
}
