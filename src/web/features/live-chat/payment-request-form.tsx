import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PAYMENT_REQUEST_MESSAGES as P } from '#domain/livechat/payment-request.schema.ts';
import { serviceCardsResponse } from '#domain/site/home.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { formatPrice } from '../../lib/format.ts';
import { contactOrdersKey, type useAgentSocket } from './agent-console.api.ts';

type Chat = Pick<ReturnType<typeof useAgentSocket>, 'sendPaymentRequest' | 'contactOrders' | 'connected'>;
type Kind = 'service' | 'order';

const FIELD = 'min-w-0 max-w-full rounded-md border border-slate-300 px-2 py-1';

/** The priced services, or the room's contact's orders awaiting payment, as the select's options. */
function usePaymentChoices(roomId: string, chat: Chat) {
  const services = useQuery({
    queryKey: ['public', 'services'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/services?limit=0', { signal, schema: serviceCardsResponse })).data,
  });
  const orders = useQuery({
    queryKey: contactOrdersKey(roomId),
    queryFn: () => chat.contactOrders(roomId),
    enabled: chat.connected,
  });
  return {
    services: (services.data ?? [])
      .filter((s) => s.price !== null)
      .map((s) => ({ value: s._id, label: `${s.title} · ${formatPrice(s.price)}` })),
    orders: (orders.data ?? []).map((o) => ({
      value: o._id,
      label: `${o.orderCode} · ${o.serviceTitle} · ${formatPrice(o.amount)}`,
    })),
  };
}

/**
 * The agent sends a payment request into the room: for a priced service (a new order) or for one of the orders
 * the room's contact already has awaiting payment (the server checks it is theirs).
 */
export function PaymentRequestForm({ roomId, chat }: { roomId: string; chat: Chat }) {
  const [kind, setKind] = useState<Kind>('service');
  const [picked, setPicked] = useState('');
  const queries = useQueryClient();
  const choices = usePaymentChoices(roomId, chat);
  const options = kind === 'service' ? choices.services : choices.orders;
  const choose = (next: Kind) => {
    setKind(next);
    setPicked('');
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    const answer = await chat.sendPaymentRequest(
      roomId,
      kind === 'service' ? { serviceId: picked } : { orderId: picked },
    );
    if (answer.success) {
      notify.success(P.sent);
      setPicked('');
      void queries.invalidateQueries({ queryKey: contactOrdersKey(roomId) });
    } else notify.error(answer.message ?? P.chooseOne);
  };
  const selectId = `pay-${roomId}`;
  return (
    <form onSubmit={(e) => void send(e)} className="mt-2 text-sm" aria-label={P.title}>
      <fieldset className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <legend className="float-left mr-2 text-slate-700">{P.title}</legend>
        {(['service', 'order'] as const).map((k) => (
          <label key={k} className="flex items-center gap-1 text-slate-800">
            <input
              type="radio"
              name={`pay-kind-${roomId}`}
              value={k}
              checked={kind === k}
              onChange={() => choose(k)}
            />
            {k === 'service' ? P.pickService : P.pickOrder}
          </label>
        ))}
        <label htmlFor={selectId} className="sr-only">
          {kind === 'service' ? P.chooseService : P.chooseOrder}
        </label>
        <select id={selectId} value={picked} onChange={(e) => setPicked(e.target.value)} className={FIELD}>
          <option value="">
            {kind === 'order' && options.length === 0
              ? P.noOpenOrders
              : kind === 'service'
                ? P.chooseService
                : P.chooseOrder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonClass('secondary')} disabled={!picked}>
          {P.send}
        </button>
      </fieldset>
    </form>
  );
}
