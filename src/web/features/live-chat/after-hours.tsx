import { LEAVE_MESSAGE_TEXTS as T } from '#domain/livechat/leave-message.rules.ts';

export type AfterHoursOffer = 'message' | 'booking' | null;

/**
 * Outside business hours (decision 049, 050): when someone will answer, then the two things the panel offers
 * instead of waiting, leaving a message or booking a consultation; the one chosen is pressed, pressing it again
 * goes back to the chat.
 */
export function AfterHours({
  notice,
  offer,
  onOffer,
}: {
  notice: string | null;
  offer: AfterHoursOffer;
  onOffer(offer: AfterHoursOffer): void;
}) {
  const choices: [Exclude<AfterHoursOffer, null>, string][] = [
    ['message', T.offer],
    ['booking', T.bookingOffer],
  ];
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p data-testid="live-chat-hours" className="rounded bg-amber-50 px-2 py-1 text-amber-900 text-xs">
        {notice}
      </p>
      <div className="flex flex-wrap gap-2">
        {choices.map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={offer === key}
            onClick={() => onOffer(offer === key ? null : key)}
            className="rounded-full border border-emerald-700 px-3 py-1 font-medium text-emerald-800 text-xs hover:bg-emerald-50 aria-pressed:bg-emerald-700 aria-pressed:text-white"
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
