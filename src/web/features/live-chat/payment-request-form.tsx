import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PAYMENT_REQUEST_MESSAGES as P } from '#domain/livechat/payment-request.schema.ts';
import { serviceCardsResponse } from '#domain/site/home.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { formatPrice } from '../../lib/format.ts';
import type { useAgentSocket } from './agent-console.api.ts';

/** The agent picks a priced service and sends its payment request into the room. */
export function PaymentRequestForm({
  roomId,
  chat,
}: {
  roomId: string;
  chat: Pick<ReturnType<typeof useAgentSocket>, 'sendPaymentRequest'>;
}) {
  const [serviceId, setServiceId] = useState('');
  const services = useQuery({
    queryKey: ['public', 'services'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/services?limit=0', { signal, schema: serviceCardsResponse })).data,
  });
  const priced = (services.data ?? []).filter((s) => s.price !== null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!serviceId) return;
    const answer = await chat.sendPaymentRequest(roomId, serviceId);
    if (answer.success) notify.success(P.sent);
    else notify.error(answer.message ?? P.chooseOne);
  };
  return (
    <form
      onSubmit={(e) => void send(e)}
      className="flex flex-wrap items-center gap-2 text-sm"
      aria-label={P.title}
    >
      <label htmlFor={`pay-${roomId}`} className="text-slate-700">
        {P.title}
      </label>
      <select
        id={`pay-${roomId}`}
        value={serviceId}
        onChange={(e) => setServiceId(e.target.value)}
        className="min-w-0 max-w-full rounded-md border border-slate-300 px-2 py-1"
      >
        <option value="">Chọn dịch vụ</option>
        {priced.map((s) => (
          <option key={s._id} value={s._id}>
            {s.title} · {formatPrice(s.price)}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass('secondary')} disabled={!serviceId}>
        Gửi yêu cầu thanh toán
      </button>
    </form>
  );
}
