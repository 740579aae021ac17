import { useState } from 'react';
import { LEAVE_MESSAGE_TEXTS as T } from '#domain/livechat/leave-message.rules.ts';
import { DetailsForm } from './details-form.tsx';
import { liveSessionId, type VisitorInfo } from './live-chat-storage.ts';

type Sent = { kind: 'success' | 'error'; text: string } | null;

/**
 * Outside business hours: the visitor's details and a message (decision 050). It is stored in the visitor's own
 * live chat room (their session), where an agent answers it; the office hears of it in the next digest e-mail.
 * Details the visitor already gave fill the form; once the message is taken they are kept as the live chat's, so
 * the chat opens on the same room without asking for them again.
 */
export function LeaveMessage({
  initial,
  onDetails,
}: {
  initial: VisitorInfo | null;
  onDetails(details: VisitorInfo): void;
}) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);

  const send = async (input: {
    name: string;
    phone: string;
    email: string;
    consentVersion: string;
    message: string;
  }) => {
    setSending(true);
    try {
      const response = await fetch('/api/livechat/messages-left', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...input, sessionId: liveSessionId() }),
      });
      const body = (await response.json().catch(() => null)) as {
        success?: boolean;
        message?: string;
      } | null;
      const taken = response.ok && body?.success === true;
      setSent(
        taken
          ? { kind: 'success', text: body?.message ?? T.sent }
          : { kind: 'error', text: body?.message ?? T.sendFailed },
      );
      if (taken)
        onDetails({
          name: input.name,
          phone: input.phone,
          email: input.email,
          consentVersion: input.consentVersion,
        });
    } catch {
      setSent({ kind: 'error', text: T.sendFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="leave-message">
      {sent?.kind !== 'success' && (
        <DetailsForm
          initial={{
            name: initial?.name ?? '',
            phone: initial?.phone ?? '',
            email: initial?.email ?? '',
          }}
          leaveMessage
          sending={sending}
          onSubmit={(input) => void send(input)}
        />
      )}
      <p
        role="status"
        aria-live="polite"
        className={`mt-2 text-xs ${sent?.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {sent?.text ?? ''}
      </p>
    </div>
  );
}
