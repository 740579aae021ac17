import {
  PAYMENT_REQUEST_MESSAGES as P,
  type PaymentCard,
} from '../../../domain/livechat/payment-request.schema.ts';
import { formatPrice } from '../../lib/format.ts';

/** A payment request in the thread: service, amount, VietQR and transfer content; its state once paid. */
export function PaymentCardView({ card }: { card: PaymentCard }) {
  return (
    <div
      className="mt-1 rounded-md border border-slate-200 bg-white p-2 text-slate-900"
      data-testid="payment-card"
    >
      <p className="font-semibold">{P.title}</p>
      <p>{card.serviceTitle}</p>
      <p className="font-semibold">{formatPrice(card.amount)}</p>
      <img src={card.qrImage} alt={P.qrAlt} width={160} height={160} className="my-1 size-40" />
      <p className="text-xs">
        {card.bankName} · {card.accountNumber} · {card.accountName}
      </p>
      <p className="text-xs">
        {P.transferContent}: <strong data-testid="payment-transfer-content">{card.transferContent}</strong>
      </p>
      <p className="text-xs" data-testid="payment-state">
        {card.paid ? P.received : P.waiting}
      </p>
    </div>
  );
}
