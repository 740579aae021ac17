import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Handoff } from '../../../domain/chat/handoff.schema.ts';
import {
  LIVECHAT_EVENTS as E,
  LIVECHAT_HISTORY_LIMIT,
  LIVECHAT_MESSAGE_MAX,
  LIVECHAT_RECONNECT_ATTEMPTS,
  LIVECHAT_RECONNECT_DELAY_MAX_MS,
  LIVECHAT_RECONNECT_DELAY_MS,
  LIVECHAT_SOCKET_PATH,
  LIVECHAT_TIMEOUT_MS,
  LIVECHAT_TYPING_STOP_MS,
  LIVECHAT_MESSAGES as M,
} from '../../../domain/livechat/livechat.constants.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DetailsForm } from './details-form.tsx';
import {
  liveSessionId,
  storedUnread,
  storedVisitorInfo,
  storeLastRead,
  storeUnread,
  storeVisitorInfo,
  type VisitorInfo,
} from './live-chat-storage.ts';

type Message = {
  _id: string;
  sender: 'user' | 'admin' | 'system';
  message: string;
  timestamp: string;
  clientId?: string | null;
  pending?: boolean;
};
type Phase = 'connecting' | 'connected' | 'disconnected' | 'reconnecting' | 'failed';
type Ack = { success: boolean; data?: Message; message?: string };

const ADMIN_JOINED_ID = 'local-admin-joined';
const clientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

function merge(list: Message[], incoming: Message[]): Message[] {
  const byId = new Map(list.map((m) => [m._id, m]));
  for (const m of incoming) {
    // a stored message replaces its pending copy (same client id)
    if (m.clientId) for (const [k, v] of byId) if (v.pending && v.clientId === m.clientId) byId.delete(k);
    byId.set(m._id, m);
  }
  const local = [...byId.values()];
  return local.sort((a, b) =>
    a.pending === b.pending ? a.timestamp.localeCompare(b.timestamp) : a.pending ? 1 : -1,
  );
}

/**
 * The visitor's live support panel (spec 000 §2, §4, §5, §8), loaded only when opened. It stays
 * mounted while the widget is closed so that the agent's answers raise the unread badge.
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
  const [messages, setMessages] = useState<Message[]>([]);
  const [phase, setPhase] = useState<Phase>('connecting');
  const [status, setStatus] = useState('');
  const [agentsOnline, setAgentsOnline] = useState<boolean | null>(null);
  const [adminTyping, setAdminTyping] = useState(false);
  const [text, setText] = useState('');
  const socketRef = useRef<Socket | null>(null);
  const sessionId = useRef('');
  const outbox = useRef(new Map<string, Message>());
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  const openRef = useRef(open);
  const unread = useRef(storedUnread());
  const sentHandoffs = useRef(new Set<Handoff>());
  const listEnd = useRef<HTMLDivElement>(null);

  const setUnread = useCallback(
    (n: number) => {
      unread.current = n;
      storeUnread(n);
      onUnread(n);
    },
    [onUnread],
  );

  useEffect(() => {
    openRef.current = open;
    if (open) {
      setUnread(0);
      storeLastRead(new Date().toISOString());
    }
  }, [open, setUnread]);

  const deliver = useCallback((socket: Socket, m: Message) => {
    socket
      .timeout(LIVECHAT_TIMEOUT_MS)
      .emit(
        E.sendMessage,
        { message: m.message, sessionId: sessionId.current, clientId: m.clientId },
        (err: unknown, ack: Ack) => {
          if (err || !ack?.success || !ack.data) {
            if (ack && !ack.success) {
              outbox.current.delete(m._id);
              setMessages((list) => list.filter((x) => x._id !== m._id));
              setStatus(ack.message ?? M.saveFailed);
            }
            return; // no answer: resent after the next reconnect
          }
          outbox.current.delete(m._id);
          const stored = ack.data;
          setMessages((list) => merge(list, [stored]));
        },
      );
  }, []);

  // ---- the socket, once the visitor's details are known -----------------------------------------------
  useEffect(() => {
    if (!info) return;
    sessionId.current = liveSessionId();
    const socket = io(window.location.origin, {
      path: LIVECHAT_SOCKET_PATH,
      auth: {
        sessionId: sessionId.current,
        userName: info.name,
        userEmail: info.email,
        userPhone: info.phone,
        isAdmin: false,
      },
      reconnectionAttempts: LIVECHAT_RECONNECT_ATTEMPTS,
      reconnectionDelay: LIVECHAT_RECONNECT_DELAY_MS,
      reconnectionDelayMax: LIVECHAT_RECONNECT_DELAY_MAX_MS,
      timeout: LIVECHAT_TIMEOUT_MS,
    });
    socketRef.current = socket;
    setPhase('connecting');

    const loadHistory = async () => {
      try {
        const r = await fetch(`/api/livechat/history/${sessionId.current}?limit=${LIVECHAT_HISTORY_LIMIT}`);
        const body = (await r.json()) as { success: boolean; data?: Message[] };
        if (body.success && body.data) setMessages((list) => merge(list, body.data ?? []));
      } catch {
        // the chat still works; the history comes with the next reconnect
      }
    };

    socket.on('connect', () => {
      setPhase('connected');
      setStatus('');
      void loadHistory();
      // what was never acknowledged is sent again; the server stores each client id once
      for (const m of outbox.current.values()) deliver(socket, m);
    });
    socket.on('connect_error', (error) => {
      setPhase((p) => (p === 'reconnecting' ? p : 'disconnected'));
      setStatus(`Lỗi kết nối: ${error.message}`);
    });
    socket.on('disconnect', (reason) => {
      setPhase('reconnecting');
      setAdminTyping(false);
      // the server let go of the socket (restart): it does not come back by itself
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.io.on('reconnect_attempt', (n) => {
      setPhase('reconnecting');
      setStatus(`Đang thử kết nối lại... (${n})`);
    });
    socket.io.on('reconnect_error', () => setStatus('Lỗi kết nối lại'));
    socket.io.on('reconnect_failed', () => {
      setPhase('failed');
      setStatus('Lỗi kết nối lại');
    });
    socket.on(E.agentsStatus, (s: { online: boolean }) => setAgentsOnline(s.online));
    socket.on(E.messageReceived, (m: Message) => {
      setMessages((list) => merge(list, [m]));
      if (m.sender === 'admin') {
        setAdminTyping(false);
        if (!openRef.current) setUnread(unread.current + 1);
      }
    });
    socket.on(E.adminJoined, (a: { message?: string }) => {
      // spec 000 §4: shown once, and only if no admin message exists yet
      setMessages((list) =>
        list.some((m) => m.sender === 'admin' || m._id === ADMIN_JOINED_ID)
          ? list
          : [
              ...list,
              {
                _id: ADMIN_JOINED_ID,
                sender: 'system',
                message: a.message ?? M.adminJoined,
                timestamp: new Date().toISOString(),
              },
            ],
      );
    });
    let safety: ReturnType<typeof setTimeout> | undefined;
    socket.on(E.adminTyping, (t: { isTyping: boolean }) => {
      setAdminTyping(Boolean(t.isTyping));
      clearTimeout(safety);
      if (t.isTyping) safety = setTimeout(() => setAdminTyping(false), 10_000);
    });
    return () => {
      clearTimeout(safety);
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [info, deliver, setUnread]);

  // ---- the AI assistant's hand-off: stored in the room as text ----------------------------------------
  useEffect(() => {
    const socket = socketRef.current;
    if (!handoff || !socket || phase !== 'connected' || sentHandoffs.current.has(handoff)) return;
    sentHandoffs.current.add(handoff);
    socket.emit(E.handoff, { ...handoff, sessionId: sessionId.current, clientId: clientId() });
  }, [handoff, phase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest line whenever one is added
  useEffect(() => {
    if (open) listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, adminTyping, open]);

  const stopTyping = () => {
    clearTimeout(typingTimer.current);
    if (typing.current) socketRef.current?.emit(E.typing, { sessionId: sessionId.current, isTyping: false });
    typing.current = false;
  };
  const onType = (value: string) => {
    setText(value);
    const socket = socketRef.current;
    if (!socket?.connected) return;
    if (!typing.current) socket.emit(E.typing, { sessionId: sessionId.current, isTyping: true });
    typing.current = true;
    clearTimeout(typingTimer.current);
    // spec 000 §4: the typing signal stops 2 s after the last key
    typingTimer.current = setTimeout(stopTyping, LIVECHAT_TYPING_STOP_MS);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const socket = socketRef.current;
    const body = text.trim();
    if (!body || !socket?.connected) return;
    stopTyping();
    const id = clientId();
    const pending: Message = {
      _id: `pending-${id}`,
      sender: 'user',
      message: body,
      timestamp: new Date().toISOString(),
      clientId: id,
      pending: true,
    };
    outbox.current.set(pending._id, pending);
    setMessages((list) => [...list, pending]);
    setText('');
    deliver(socket, pending);
  };

  if (!info)
    return (
      <DetailsForm
        initial={{ name: '', phone: '', email: '' }}
        onSubmit={(details) => {
          storeVisitorInfo(details);
          setInfo(details);
        }}
      />
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
      {(phase === 'reconnecting' || phase === 'disconnected') && (
        <div role="status" className="rounded bg-amber-100 px-2 py-1 text-amber-900 text-xs">
          Đang kết nối lại...
        </div>
      )}
      <p role="status" aria-live="polite" data-testid="live-chat-status" className="text-slate-600 text-xs">
        {statusLine}
      </p>
      <div
        role="log"
        aria-label="Tin nhắn"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex max-h-72 min-h-32 flex-col gap-2 overflow-y-auto rounded-md bg-slate-50 p-2"
      >
        {messages.map((m) => (
          <div
            key={m._id}
            data-sender={m.sender}
            className={
              m.sender === 'user'
                ? 'ml-6 self-end rounded-lg bg-emerald-700 px-2 py-1 text-white'
                : m.sender === 'admin'
                  ? 'mr-6 self-start rounded-lg bg-white px-2 py-1 text-slate-900 shadow-sm'
                  : 'self-center whitespace-pre-line text-center text-slate-600 text-xs'
            }
          >
            {/* text, never markup: React escapes it */}
            <span className="whitespace-pre-line break-words">{m.message}</span>
            {m.sender !== 'system' && (
              <span
                className={`block text-[0.7rem] ${m.sender === 'user' ? 'text-emerald-50' : 'text-slate-600'}`}
              >
                {m.pending ? 'Đang gửi...' : formatDateTime(m.timestamp)}
              </span>
            )}
          </div>
        ))}
        {adminTyping && (
          <p className="self-start text-slate-600 text-xs italic" data-testid="admin-typing">
            Nhân viên đang nhập...
          </p>
        )}
        <div ref={listEnd} />
      </div>
      {phase === 'failed' && (
        <button
          type="button"
          onClick={() => {
            setPhase('reconnecting');
            socketRef.current?.connect();
          }}
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
          onChange={(e) => onType(e.target.value)}
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
