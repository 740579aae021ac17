import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CHAT_MESSAGE_MAX,
  CHAT_RATE_LIMITED_MESSAGE,
  CONNECTION_APOLOGY,
  CONNECTION_APOLOGY_RETRY,
  CONNECTION_ERROR_TITLE,
  MESSAGING_CONTACT,
  SOURCE_LINK_LABEL,
  TALK_TO_STAFF,
} from '#domain/chat/chatbot-answer.rules.ts';
import type { Handoff } from '#domain/chat/handoff.schema.ts';
import { HANDOFF_MAX_LINES, HANDOFF_MAX_TEXT } from '#domain/chat/handoff-limits.rules.ts';
import { LEAVE_MESSAGE_TEXTS } from '#domain/livechat/leave-message.rules.ts';
import { COMPANY } from '../../lib/company.ts';
import { openLiveChat } from '../../lib/live-chat-handoff.ts';
import { ChatBooking } from '../bookings/chat-booking.tsx';
import { ChatFeedback } from './chat-feedback.tsx';
import { type ChatEntry, useAiChat } from './use-ai-chat.ts';

const BOOKING_OFFER_LABEL = LEAVE_MESSAGE_TEXTS.bookingHere;

function plainText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * 'Gặp nhân viên': the chat so far goes to the live support widget; with no
 * live chat listening, the consultation page.
 */
function handOver(entries: ChatEntry[], aiSessionId: string | null) {
  const transcript = entries
    .flatMap((e): Handoff['transcript'] => {
      if (e.kind === 'visitor') return [{ from: 'visitor', text: e.text }];
      if (e.kind === 'bot') return [{ from: 'bot', text: plainText(e.html) }];
      return [];
    })
    .filter((line) => line.text)
    .map((line) => ({ ...line, text: line.text.slice(0, HANDOFF_MAX_TEXT) }))
    .slice(-HANDOFF_MAX_LINES);
  if (!openLiveChat({ ...(aiSessionId ? { aiSessionId } : {}), transcript }))
    window.location.assign('/advise');
}

function ConnectionApology() {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-slate-800">
      <p className="font-semibold text-red-800">{CONNECTION_ERROR_TITLE}</p>
      <p className="mt-1">{CONNECTION_APOLOGY}</p>
      <ul className="mt-1 list-disc pl-5">
        <li>
          Hotline:{' '}
          <a className="font-medium text-brand-700 underline" href={COMPANY.hotlineHref}>
            {COMPANY.hotline}
          </a>
        </li>
        <li>
          Email:{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${COMPANY.email}`}>
            {COMPANY.email}
          </a>
        </li>
        {MESSAGING_CONTACT && (
          <li>
            {MESSAGING_CONTACT.label}:{' '}
            <a className="font-medium text-brand-700 underline" href={MESSAGING_CONTACT.href}>
              {MESSAGING_CONTACT.href.replace(/^https:\/\//, '')}
            </a>
          </li>
        )}
      </ul>
      <p className="mt-1">{CONNECTION_APOLOGY_RETRY}</p>
    </div>
  );
}

/**
 * The AI assistant's panel (spec 000 §2, §4, §8), loaded only when the visitor opens the widget
 * (components/public/chat-widgets.tsx, React.lazy).
 */
export default function AiChatPanel() {
  const { entries, pending, chips, chipsVisible, hideChips, send, sessionId } = useAiChat();
  const [draft, setDraft] = useState('');
  // the booking form opened from an answer that offered it (decision 050), with what it was filled with
  const [booking, setBooking] = useState<Record<string, string> | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // The newest entry whole in view after each change of the chat: the answer replacing the typing
  // indicator too (the count of entries shown stays the same then, so the list itself is the trigger). An answer
  // taller than the log shows from its start, where it is read from.
  useEffect(() => {
    const box = log.current;
    const newest = box?.lastElementChild;
    if (!box || !newest || (entries.length === 0 && !pending)) return;
    const offset = newest.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTop =
      newest.getBoundingClientRect().height > box.clientHeight ? box.scrollTop + offset : box.scrollHeight;
  }, [entries, pending]);

  const lastBotAnswer = entries.findLast((e) => e.kind === 'bot');
  if (booking)
    return (
      <ChatBooking
        prefill={booking}
        assistantSessionId={sessionId.current}
        onClose={() => setBooking(null)}
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    void send(draft);
    setDraft('');
  };

  return (
    <div className="mt-2 flex flex-col gap-2">
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Cuộc trò chuyện với trợ lý AI"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
        tabIndex={0}
        className="flex max-h-80 flex-col gap-2 overflow-y-auto"
      >
        {entries.length === 0 && (
          <p className="text-slate-700">
            Xin chào! Mình là trợ lý AI của {COMPANY.name}. Bạn cần hỏi gì về dịch vụ, báo giá hay quy trình?
          </p>
        )}
        {entries.map((entry) => {
          if (entry.kind === 'visitor')
            return (
              <p key={entry.id} className="self-end rounded-lg bg-brand-600 px-3 py-2 text-white">
                <span className="sr-only">Bạn: </span>
                {entry.text}
              </p>
            );
          if (entry.kind === 'connectionError') return <ConnectionApology key={entry.id} />;
          if (entry.kind === 'rateLimited')
            return (
              <p key={entry.id} className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-slate-800">
                {entry.text || CHAT_RATE_LIMITED_MESSAGE}
              </p>
            );
          return (
            <div key={entry.id} className="self-start rounded-lg bg-slate-100 px-3 py-2 text-slate-800">
              <span className="sr-only">Trợ lý: </span>
              <div
                className="chat-answer space-y-1 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: answers are sanitised on the server (src/server/lib/html-sanitiser.ts): training answers on write, the model's as escaped text
                dangerouslySetInnerHTML={{ __html: entry.html }}
              />
              {entry.source?.url.startsWith('/') && (
                <a
                  href={entry.source.url}
                  // the page's title in the name: several answers' links stay distinct in a screen reader's list
                  aria-label={`${SOURCE_LINK_LABEL}: ${entry.source.title}`}
                  className="mt-1 inline-block font-medium text-brand-700 underline hover:text-brand-800"
                >
                  {SOURCE_LINK_LABEL}
                </a>
              )}
              {entry.offerBooking && entry === lastBotAnswer && (
                <button
                  type="button"
                  onClick={() => setBooking(entry.offerBooking ?? {})}
                  className="mt-2 mr-2 rounded-full bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700"
                >
                  {BOOKING_OFFER_LABEL}
                </button>
              )}
              {entry.fallback && (
                <button
                  type="button"
                  onClick={() => handOver(entries, sessionId.current)}
                  className="mt-2 rounded-full bg-emerald-700 px-3 py-1 font-medium text-white hover:bg-emerald-800"
                >
                  {TALK_TO_STAFF}
                </button>
              )}
              {!entry.fallback && entry.messageId && sessionId.current && (
                <ChatFeedback sessionId={sessionId.current} messageId={entry.messageId} />
              )}
            </div>
          );
        })}
        {pending && (
          <p role="status" className="self-start text-slate-600" data-testid="ai-typing">
            Trợ lý đang trả lời
            <span aria-hidden="true" className="animate-pulse">
              …
            </span>
          </p>
        )}
      </div>
      {chipsVisible && chips.length > 0 && (
        <ul aria-label="Gợi ý câu hỏi" className="flex flex-wrap gap-1">
          {chips.map((chip) => (
            <li key={chip}>
              <button
                type="button"
                onClick={() => void send(chip)}
                className="rounded-full border border-brand-600 px-2 py-1 text-brand-700 text-xs hover:bg-brand-50"
              >
                {chip}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Nhập câu hỏi cho trợ lý AI
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onFocus={hideChips}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Nhập câu hỏi…"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1.5 text-slate-900"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          aria-label="Gửi"
          className="rounded-lg bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <Send className="size-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
