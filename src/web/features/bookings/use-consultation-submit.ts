import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CONSULTATION_FAILED_MESSAGE,
  CONSULTATION_SEND_FAILED_MESSAGE,
  CONSULTATION_SUCCESS_MESSAGE,
  CONSULTATION_TIMING,
  firstMessagePart,
} from '#domain/bookings/consultation.rules.ts';

export type SubmitNotice = { kind: 'success' | 'error'; text: string } | null;

/**
 * spec 002 §4, §8, §9: the consultation form's script flow. A submit waits 300 ms (a second submit in that time
 * replaces the first), the button reads 'Đang gửi...' while sending and comes back 1 s after the answer; the
 * success or failure text clears after 3 s; a success resets the form. The server checks the form (the page
 * ships no zod) and its per-field messages are shown under the fields. Inside a chat it posts to the chat's
 * booking call (decision 050).
 */
export function useConsultationSubmit(endpoint: '/api/bookings' | '/api/bookings/chat' = '/api/bookings') {
  const [sending, setSending] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [notice, setNotice] = useState<SubmitNotice>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);

  const later = (ms: number, run: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      if (debounce.current) clearTimeout(debounce.current);
    };
  }, []);

  const show = (next: SubmitNotice) => {
    setNotice(next);
    later(CONSULTATION_TIMING.messageMs, () => setNotice((current) => (current === next ? null : current)));
  };

  async function send(form: HTMLFormElement) {
    setSending(true);
    setFieldErrors({});
    try {
      const body = Object.fromEntries(new FormData(form).entries());
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean;
        message?: string;
        errors?: Record<string, string>;
      } | null;
      if (response.ok && answer?.success) {
        form.reset();
        show({ kind: 'success', text: answer.message ?? CONSULTATION_SUCCESS_MESSAGE });
      } else {
        setFieldErrors(answer?.errors ?? {});
        show({ kind: 'error', text: firstMessagePart(answer?.message, CONSULTATION_FAILED_MESSAGE) });
      }
    } catch {
      show({ kind: 'error', text: CONSULTATION_SEND_FAILED_MESSAGE });
    } finally {
      setSending(false);
      setCoolingDown(true);
      later(CONSULTATION_TIMING.reenableMs, () => setCoolingDown(false));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || coolingDown) return;
    const form = event.currentTarget;
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      debounce.current = null;
      void send(form);
    }, CONSULTATION_TIMING.debounceMs);
  }

  return { onSubmit, sending, disabled: sending || coolingDown, notice, fieldErrors };
}
