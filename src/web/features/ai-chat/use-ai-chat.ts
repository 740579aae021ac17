import { useCallback, useEffect, useRef, useState } from 'react';
import { STARTER_SUGGESTIONS } from '#domain/chat/chatbot-answer.rules.ts';
import { ChatSendError, loadChatHistory, sendChatMessage, storedSessionId } from './ai-chat.api.ts';

export type ChatEntry =
  | { kind: 'visitor'; id: string; text: string }
  | {
      kind: 'bot';
      id: string;
      html: string;
      /** the stored exchange, for feedback; null for nothing rateable */
      messageId: string | null;
      fallback: boolean;
      /** the public page the answer comes from, shown as 'Xem chi tiết' (decision 037) */
      source: { title: string; url: string } | null;
      /** the booking the server offers with this answer, filled from the conversation (decision 050) */
      offerBooking?: Record<string, string> | null;
    }
  /** spec 000 §8: the apology titled 'Lỗi kết nối' */
  | { kind: 'connectionError'; id: string }
  /** spec 000 §9: the server's 429 message */
  | { kind: 'rateLimited'; id: string; text: string };

let sequence = 0;
const nextId = () => `e${++sequence}`;

/**
 * The chat of the AI widget (spec 000 §2, §4): history of the session on open (page 1, 10 items, silent on
 * failure), a typing indicator while waiting, suggestion chips that disappear once the input is focused or a
 * message sent (and come back with the next answer's suggestions).
 */
export function useAiChat() {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState(false);
  const [chips, setChips] = useState<string[]>(STARTER_SUGGESTIONS);
  const [chipsVisible, setChipsVisible] = useState(true);
  const sessionId = useRef<string | null>(null);

  useEffect(() => {
    sessionId.current = storedSessionId();
    if (!sessionId.current) return;
    let live = true;
    loadChatHistory(sessionId.current).then((items) => {
      if (!live || items.length === 0) return;
      setEntries((current) => [
        ...items.flatMap((item): ChatEntry[] => [
          { kind: 'visitor', id: `${item._id}-q`, text: item.userMessage },
          {
            kind: 'bot',
            id: item._id,
            html: item.botResponse,
            messageId: item._id,
            fallback: item.fallback,
            source: item.source,
            offerBooking: item.offerBooking ?? null,
          },
        ]),
        ...current,
      ]);
      // a chat already under way: its last suggestions, not the starters
      setChips(items.at(-1)?.suggestions ?? []);
    });
    return () => {
      live = false;
    };
  }, []);

  const hideChips = useCallback(() => setChipsVisible(false), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending) return;
      setChipsVisible(false);
      setEntries((current) => [...current, { kind: 'visitor', id: nextId(), text: message }]);
      setPending(true);
      try {
        const reply = await sendChatMessage(message, sessionId.current);
        sessionId.current = reply.sessionId;
        const bot = reply.botResponse;
        setEntries((current) => [
          ...current,
          {
            kind: 'bot',
            id: nextId(),
            html: bot.text,
            messageId: bot.messageId,
            fallback: bot.fallback,
            source: bot.source,
            offerBooking: bot.offerBooking ?? null,
          },
        ]);
        setChips(bot.suggestions);
        setChipsVisible(true);
      } catch (error) {
        const entry: ChatEntry =
          error instanceof ChatSendError && error.kind === 'rateLimited'
            ? { kind: 'rateLimited', id: nextId(), text: error.message }
            : { kind: 'connectionError', id: nextId() };
        setEntries((current) => [...current, entry]);
      } finally {
        setPending(false);
      }
    },
    [pending],
  );

  return { entries, pending, chips, chipsVisible, hideChips, send, sessionId };
}
