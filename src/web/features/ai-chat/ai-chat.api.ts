import type { ChatHistoryItem, ChatReply } from '#domain/chat/chatbot.schema.ts';

/**
 * The visitor's calls of the AI assistant (spec 000 §7), with plain fetch: public pages carry no admin client and
 * no zod (tests/e2e/public-bundles.spec.ts); the server checks what it receives.
 */
const SESSION_KEY = 'aiChatSessionId';
const TIME_OUT_MS = 15_000;

export function storedSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function storeSessionId(id: string): void {
  try {
    window.localStorage.setItem(SESSION_KEY, id);
  } catch {
    // private mode: the chat simply lasts as long as the page
  }
}

/** A failure the widget shows: `rateLimited` carries the server's Vietnamese message (429). */
export class ChatSendError extends Error {
  readonly kind: 'rateLimited' | 'connection';
  constructor(kind: 'rateLimited' | 'connection', message: string) {
    super(message);
    this.kind = kind;
  }
}

export async function sendChatMessage(message: string, sessionId: string | null): Promise<ChatReply['data']> {
  let response: Response;
  try {
    response = await fetch('/api/chat/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message,
        ...(sessionId ? { sessionId } : {}),
        userInfo: { path: window.location.pathname },
      }),
      signal: AbortSignal.timeout(TIME_OUT_MS),
    });
  } catch {
    throw new ChatSendError('connection', 'network');
  }
  const body = (await response.json().catch(() => null)) as (ChatReply & { message?: string }) | null;
  if (response.status === 429) throw new ChatSendError('rateLimited', body?.message ?? '');
  if (!response.ok || !body?.success) throw new ChatSendError('connection', String(response.status));
  storeSessionId(body.data.sessionId);
  return body.data;
}

/** spec 000 §7: page 1, 10 items; spec 000 §8: a failure is silent (an empty history). */
export async function loadChatHistory(sessionId: string): Promise<ChatHistoryItem[]> {
  try {
    const response = await fetch(`/api/chat/history/${encodeURIComponent(sessionId)}?page=1&limit=10`, {
      signal: AbortSignal.timeout(TIME_OUT_MS),
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: { items?: ChatHistoryItem[] } };
    return body.data?.items ?? [];
  } catch {
    return [];
  }
}

export async function sendChatFeedback(input: {
  sessionId: string;
  messageId: string;
  rating: number;
  comment?: string;
}): Promise<boolean> {
  try {
    const response = await fetch('/api/chat/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(TIME_OUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
