import { type FormEvent, useState } from 'react';
import type { Handoff } from '../../../domain/chat/handoff.schema.ts';
import { LIVECHAT_MESSAGE_MAX, LIVECHAT_MESSAGES as M } from '../../../domain/livechat/livechat.constants.ts';
import { ChatBooking } from '../bookings/chat-booking.tsx';
import { AfterHours, type AfterHoursOffer } from './after-hours.tsx';
import { DetailsForm } from './details-form.tsx';
import { LeaveMessage } from './leave-message.tsx';
import { storedVisitorInfo, storeVisitorInfo, type VisitorInfo } from './live-chat-storage.ts';
import { useAvailability } from './use-availability.ts';
import { useVisitorChat } from './use-visitor-chat.ts';
import { VisitorMessages } from './visitor-messages.tsx';

/**
 * The visitor's live support panel (spec 000 §2, §4, §5, §8), loaded only when opened. It stays mounted while the
 * widget is closed so that the agent's answers raise the unread badge.
 */
export default function LiveChatPanel({
  open,
  handoff,
  onUnread,
}: {
  open: boolean;
  handoff: Handoff | null;
  onUnread(n: number): void;
}) {
  const [info, setInfo] = useState<VisitorInfo | null>(() => storedVisitorInfo());
  const [text, setText] = useState('');
  const chat = useVisitorChat({ info, open, handoff, onUnread });
  const { messages, phase, status, agentsOnline, adminTyping } = chat;
  // outside business hours the panel says when someone will answer (set on Hệ thống), and offers to leave a
  // message or to book a consultation without leaving the chat (decision 050)
  const availability = useAvailability();
  const [offer, setOffer] = useState<AfterHoursOffer>(null);
  const hours = availability && !availability.open && (
    <AfterHours notice={availability.notice} offer={offer} onOffer={setOffer} />
  );
  if (hours && offer === 'booking')
    return (
      <>
        {hours}
        <ChatBooking
          prefill={{ fullName: info?.name ?? '', phone: info?.phone ?? '', email: info?.email ?? '' }}
          onClose={() => setOffer(null)}
        />
      </>
    );
  if (hours && offer === 'message')
    return (
      <>
        {hours}
        <LeaveMessage
          initial={info}
          onDetails={(details) => {
            storeVisitorInfo(details);
            setInfo(details);
          }}
        />
      </>
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (chat.send(text.trim())) setText('');
  };

  if (!info)
    return (
      <>
        {hours}
        <DetailsForm
          initial={{ name: '', phone: '', email: '' }}
          onSubmit={(details) => {
            storeVisitorInfo(details);
            setInfo(details);
          }}
        />
      </>
    );

  const online = phase === 'connected';
  const statusLine =
    status ||
    (phase === 'connecting'
      ? 'Đang kết nối...'
      : online
        ? agentsOnline === false
          ? M.offline
          : 'Đã kết nối'
        : '');
  return (
    <div className="mt-2 flex flex-col gap-2">
      {hours}
      {(phase === 'reconnecting' || phase === 'disconnected') && (
        <div role="status" className="rounded bg-amber-100 px-2 py-1 text-amber-900 text-xs">
          Đang kết nối lại...
        </div>
      )}
      <p role="status" aria-live="polite" data-testid="live-chat-status" className="text-slate-600 text-xs">
        {statusLine}
      </p>
      <VisitorMessages messages={messages} adminTyping={adminTyping} open={open} />
      {phase === 'failed' && (
        <button
          type="button"
          onClick={chat.reconnect}
          className="self-start rounded-md border border-emerald-700 px-2 py-1 font-medium text-emerald-800 text-xs hover:bg-emerald-50"
        >
          Thử kết nối lại
        </button>
      )}
      <form onSubmit={send} className="flex gap-2">
        <label className="sr-only" htmlFor="live-chat-input">
          Nhập tin nhắn
        </label>
        <input
          id="live-chat-input"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            chat.keyPressed();
          }}
          maxLength={LIVECHAT_MESSAGE_MAX}
          disabled={!online}
          placeholder="Nhập tin nhắn..."
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-slate-900 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!online || !text.trim()}
          className="rounded-md bg-emerald-700 px-3 py-1.5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          Gửi
        </button>
      </form>
    </div>
  );
}
