import { useId } from 'react';
import { LEAVE_MESSAGE_TEXTS as T } from '#domain/livechat/leave-message.rules.ts';
import { ConsultationForm } from './consultation-form.tsx';

/**
 * The consultation booking inside a chat panel (decision 050): the /advise form itself (one form, its fields and
 * messages, spec 002 §3), in a scrolling column, filled with what the conversation already holds.
 */
export function ChatBooking({
  prefill,
  assistantSessionId,
  onClose,
}: {
  prefill: Record<string, string>;
  assistantSessionId?: string | null;
  onClose(): void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-2 flex flex-col gap-2" data-testid="chat-booking">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {T.bookingOffer}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-2 py-1 text-slate-700 text-xs hover:bg-slate-50"
        >
          {T.back}
        </button>
      </div>
      <div className="max-h-[55vh] overflow-y-auto pr-1">
        <ConsultationForm
          initial={{ values: prefill, errors: {}, notice: null }}
          place={{ inChat: true, assistantSessionId: assistantSessionId ?? null }}
        />
      </div>
    </section>
  );
}
