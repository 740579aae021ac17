import { type ReactNode, useEffect, useRef } from 'react';
import type { PaymentCard } from '../../../domain/livechat/payment-request.schema.ts';
import { PaymentCardView } from './payment-card.tsx';

type Sender = 'user' | 'admin' | 'system';
type LoggedMessage = { _id: string; sender: string; message: string; payment?: PaymentCard | undefined };

/**
 * A room's messages as a keyboard-reachable log, scrolled to the newest line whenever `newest` changes (and
 * `follow` holds). Each side styles its bubbles (`bubble`) and the line under each (`meta`); the text is never
 * markup: React escapes it.
 */
export function MessageLog<M extends LoggedMessage>({
  messages,
  bubble,
  meta,
  newest,
  follow = true,
  className,
  testId,
  children,
}: {
  messages: M[];
  bubble: Record<Sender, string>;
  meta(m: M): ReactNode;
  newest: string;
  follow?: boolean;
  className: string;
  testId?: string;
  /** What follows the messages (the other side typing). */
  children?: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest line whenever one is added
  useEffect(() => {
    if (follow) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, follow]);

  return (
    <div
      role="log"
      aria-label="Tin nhắn"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={className}
      data-testid={testId}
    >
      {messages.map((m) => (
        <div key={m._id} data-sender={m.sender} className={bubble[m.sender as Sender] ?? bubble.system}>
          {m.payment ? (
            <PaymentCardView card={m.payment} />
          ) : (
            <span className="whitespace-pre-line break-words">{m.message}</span>
          )}
          {meta(m)}
        </div>
      ))}
      {children}
      <div ref={end} />
    </div>
  );
}
