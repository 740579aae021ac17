import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_NOTICE } from '#domain/contacts/consent-notice.ts';
import { type CustomerFields, customerFormErrors } from '#domain/orders/customer-form.rules.ts';
import type { PlacedOrder } from '#domain/orders/order.schema.ts';
import { formatPrice } from '../../lib/format.ts';
import { Modal } from '../ui/modal.tsx';
import { ConsentNotice } from './consent-notice.tsx';

// spec 000 §8: the two failure alerts of the payment flow
const CREATE_FAILED = 'Có lỗi xảy ra khi tạo đơn hàng. Vui lòng thử lại sau.';
const PROCESS_FAILED = 'Có lỗi xảy ra khi xử lý thanh toán. Vui lòng thử lại sau.';

type Step = 'form' | 'confirm' | 'done';
const METHODS = [
  { value: 'MOMO', label: 'Ví MoMo' },
  { value: 'VNPAY', label: 'VNPAY' },
] as const;

class RequestFailed extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code: string | undefined) {
    super(`request failed with ${status}`);
    this.status = status;
    this.code = code;
  }
}

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json = await response.json().catch(() => null);
  if (!response.ok || !json?.success) throw new RequestFailed(response.status, json?.code);
  return json.data as T;
}

/** A random key; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-invalid:border-red-500';

/**
 * The payment flow (spec 000 §4, decision 013): the customer form; on confirmation the order is created
 * (pending) so that its VietQR carries the order's code; 'Đã thanh toán' reports the visitor's claim, and the
 * server alone later decides that the order is paid.
 */
export function PaymentFlow({ serviceId }: { serviceId: string }) {
  const [values, setValues] = useState<CustomerFields>({
    fullName: '',
    phone: '',
    email: '',
    paymentMethod: 'MOMO',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof CustomerFields, boolean>>>({});
  const [step, setStep] = useState<Step>('form');
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // one Idempotency-Key per set of answers: confirming twice with the same answers gives the same order
  const keys = useRef(new Map<string, string>());
  const errors = customerFormErrors(values);
  const valid = Object.keys(errors).length === 0;
  const ids = { fullName: useId(), phone: useId(), email: useId() };

  const set = (field: keyof CustomerFields) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const touch = (field: keyof CustomerFields) => () => setTouched((t) => ({ ...t, [field]: true }));
  const shown = (field: keyof CustomerFields) => (touched[field] ? errors[field] : undefined);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setTouched({ fullName: true, phone: true, email: true, paymentMethod: true });
    if (!valid || busy) return;
    setAlert(null);
    setBusy(true);
    const body = { serviceId, ...values, orderStatus: 'pending', consentVersion: CONSENT_NOTICE.version };
    const signature = JSON.stringify(body);
    const key = keys.current.get(signature) ?? newIdempotencyKey();
    keys.current.set(signature, key);
    try {
      setOrder(await postJson<PlacedOrder>('/api/orders', body, { 'idempotency-key': key }));
      setStep('confirm');
    } catch (error) {
      // spec 000 §8: the service is gone (trashed since the page loaded): back to the price list
      if (error instanceof RequestFailed && error.code === 'SERVICE_NOT_FOUND') {
        window.location.assign('/price-list');
        return;
      }
      setAlert(CREATE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  async function paid() {
    if (!order || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      await postJson(`/api/orders/${order._id}/process-payment`, {
        transactionId: '',
        amount: order.amount ?? 0,
      });
      setStep('done');
    } catch {
      setAlert(PROCESS_FAILED);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'fullName' | 'phone' | 'email', label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={ids[name]} className="block font-medium text-slate-800">
        {label} <span className="text-red-600">*</span>
      </label>
      <input
        id={ids[name]}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        onBlur={touch(name)}
        aria-invalid={shown(name) ? true : undefined}
        aria-describedby={shown(name) ? `${ids[name]}-error` : undefined}
        className={inputClass}
      />
      {shown(name) && (
        <p id={`${ids[name]}-error`} className="mt-1 text-sm text-red-700">
          {shown(name)}
        </p>
      )}
    </div>
  );

  return (
    <section
      aria-labelledby="customer-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="customer-form-title" className="text-xl font-semibold text-slate-900">
        Thông tin khách hàng
      </h2>
      <form onSubmit={confirm} noValidate className="mt-4 space-y-4">
        {field('fullName', 'Họ và tên', 'text', 'name')}
        {field('phone', 'Số điện thoại', 'tel', 'tel')}
        {field('email', 'Email', 'email', 'email')}
        <fieldset>
          <legend className="font-medium text-slate-800">Phương thức thanh toán</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {METHODS.map((method) => (
              <label
                key={method.value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.value}
                  checked={values.paymentMethod === method.value}
                  onChange={set('paymentMethod')}
                />
                {method.label}
              </label>
            ))}
          </div>
        </fieldset>
        <ConsentNotice />
        {alert && step === 'form' && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
            {alert}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy && step === 'form' ? 'Đang tạo đơn hàng...' : 'Xác nhận thanh toán'}
        </button>
      </form>

      <Modal
        open={step === 'confirm' && order !== null}
        title="Thanh toán bằng mã QR"
        onClose={() => setStep('form')}
        size="lg"
      >
        {order && (
          <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
            <img
              src={order.payment.qrImage}
              alt={`Mã VietQR thanh toán đơn hàng ${order.orderCode}`}
              width={280}
              height={280}
              className="mx-auto rounded-lg border border-slate-200"
              data-testid="vietqr"
            />
            <div className="text-sm text-slate-700">
              <p>
                Mở ứng dụng ngân hàng, MoMo hoặc VNPAY, quét mã QR để chuyển khoản. Nếu nhập tay, vui lòng ghi
                đúng nội dung chuyển khoản.
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-600">Mã đơn hàng</dt>
                <dd className="font-semibold" data-testid="order-code">
                  {order.orderCode}
                </dd>
                <dt className="text-slate-600">Ngân hàng</dt>
                <dd>{order.payment.bankName}</dd>
                <dt className="text-slate-600">Số tài khoản</dt>
                <dd className="font-mono">{order.payment.accountNumber}</dd>
                <dt className="text-slate-600">Chủ tài khoản</dt>
                <dd>{order.payment.accountName}</dd>
                <dt className="text-slate-600">Số tiền</dt>
                <dd className="font-semibold" data-testid="transfer-amount">
                  {formatPrice(order.payment.amount)}
                </dd>
                <dt className="text-slate-600">Nội dung</dt>
                <dd className="font-mono font-semibold" data-testid="transfer-content">
                  {order.payment.transferContent}
                </dd>
              </dl>
              {alert && (
                <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-700">
                  {alert}
                </p>
              )}
              <button
                type="button"
                onClick={() => void paid()}
                disabled={busy}
                className="mt-4 w-full rounded-full bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
              >
                Đã thanh toán
              </button>
            </div>
          </div>
        )}
      </Modal>

      <Modal
        open={step === 'done' && order !== null}
        title="Đặt hàng thành công"
        onClose={() => setStep('form')}
      >
        <div className="text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <p className="mt-3 text-slate-700">
            Mã đơn hàng của bạn: <strong data-testid="success-order-code">{order?.orderCode}</strong>
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Đơn hàng sẽ được xác nhận ngay khi chúng tôi nhận được khoản thanh toán.
          </p>
          <Link
            to="/"
            data-autofocus
            className="mt-5 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Về trang chủ
          </Link>
        </div>
      </Modal>
    </section>
  );
}
