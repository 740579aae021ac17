import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Handoff } from '../../../domain/chat/handoff.schema.ts';
import {
  LIVECHAT_EVENTS as E,
  LIVECHAT_HISTORY_LIMIT,
  LIVECHAT_RECONNECT_ATTEMPTS,
  LIVECHAT_RECONNECT_DELAY_MAX_MS,
  LIVECHAT_RECONNECT_DELAY_MS,
  LIVECHAT_SOCKET_PATH,
  LIVECHAT_TIMEOUT_MS,
  LIVECHAT_MESSAGES as M,
} from '../../../domain/livechat/livechat.constants.ts';
import {
  cardsPaid,
  LIVECHAT_PAYMENT_EVENTS,
  type PaymentCard,
  type PaymentPaidEvent,
} from '../../../domain/livechat/payment-request.schema.ts';
import {
  liveSessionId,
  storedUnread,
  storeLastRead,
  storeUnread,
  type VisitorInfo,
} from './live-chat-storage.ts';
import { useTypingSignal } from './use-typing-signal.ts';

export type Message = {
  _id: string;
  sender: 'user' | 'admin' | 'system';
  message: string;
  timestamp: string;
  clientId?: string | null;
  pending?: boolean;
  payment?: PaymentCard;
};
export type Phase = 'connecting' | 'connected' | 'disconnected' | 'reconnecting' | 'failed';
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

/** The unread count of the agent's answers while the widget is closed, kept across pages (live-chat-storage). */
function useUnreadCount(open: boolean, onUnread: (n: number) => void) {
  const openRef = useRef(open);
  const unread = useRef(storedUnread());
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

  const agentAnswered = useCallback(() => {
    if (!openRef.current) setUnread(unread.current + 1);
  }, [setUnread]);
  return { agentAnswered };
}

/** The connection's state as the visitor reads it: connecting, connected, reconnecting (n), failed. */
function watchConnection(
  socket: Socket,
  on: {
    setPhase: Dispatch<SetStateAction<Phase>>;
    setStatus(status: string): void;
    onConnect(): void;
    onDisconnect(): void;
  },
) {
  socket.on('connect', () => {
    on.setPhase('connected');
    on.setStatus('');
    on.onConnect();
  });
  socket.on('connect_error', (error) => {
    on.setPhase((p) => (p === 'reconnecting' ? p : 'disconnected'));
    on.setStatus(`Lỗi kết nối: ${error.message}`);
  });
  socket.on('disconnect', (reason) => {
    on.setPhase('reconnecting');
    on.onDisconnect();
    // the server let go of the socket (restart): it does not come back by itself
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.io.on('reconnect_attempt', (n) => {
    on.setPhase('reconnecting');
    on.setStatus(`Đang thử kết nối lại... (${n})`);
  });
  socket.io.on('reconnect_error', () => on.setStatus('Lỗi kết nối lại'));
  socket.io.on('reconnect_failed', () => {
    on.setPhase('failed');
    on.setStatus('Lỗi kết nối lại');
  });
}

/**
 * The visitor's side of a live-chat room (spec 000 §4, §5, §8): the socket once the details are known, the
 * history, messages sent until acknowledged (resent after a reconnect), the agent's typing, the unread count
 * while the widget is closed, and the AI assistant's hand-off.
 */
export function useVisitorChat({
  info,
  open,
  handoff,
  onUnread,
}: {
  info: VisitorInfo | null;
  open: boolean;
  handoff: Handoff | null;
  onUnread(n: number): void;
}) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [phase, setPhase] = useState<Phase>('connecting');
  const [status, setStatus] = useState('');
  const [agentsOnline, setAgentsOnline] = useState<boolean | null>(null);
  const [adminTyping, setAdminTyping] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const sessionId = useRef('');
  const outbox = useRef(new Map<string, Message>());
  const sentHandoffs = useRef(new Set<Handoff>());

  const unread = useUnreadCount(open, onUnread);

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
        consentVersion: info.consentVersion,
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

    watchConnection(socket, {
      setPhase,
      setStatus,
      onConnect: () => {
        void loadHistory();
        // what was never acknowledged is sent again; the server stores each client id once
        for (const m of outbox.current.values()) deliver(socket, m);
      },
      onDisconnect: () => setAdminTyping(false),
    });
    socket.on(E.agentsStatus, (s: { online: boolean }) => setAgentsOnline(s.online));
    socket.on(E.messageReceived, (m: Message) => {
      setMessages((list) => merge(list, [m]));
      if (m.sender === 'admin') {
        setAdminTyping(false);
        unread.agentAnswered();
      }
    });
    // a payment request's order paid: its card turns paid where it is, without a reload (decision 051)
    socket.on(LIVECHAT_PAYMENT_EVENTS.paid, ({ messageId }: PaymentPaidEvent) =>
      setMessages((list) => cardsPaid(list, messageId)),
    );
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
  }, [info, deliver, unread.agentAnswered]);

  // ---- the AI assistant's hand-off: stored in the room as text ----------------------------------------
  useEffect(() => {
    const socket = socketRef.current;
    if (!handoff || !socket || phase !== 'connected' || sentHandoffs.current.has(handoff)) return;
    sentHandoffs.current.add(handoff);
    socket.emit(E.handoff, { ...handoff, sessionId: sessionId.current, clientId: clientId() });
  }, [handoff, phase]);

  // spec 000 §4: the typing signal stops 2 s after the last key
  const typing = useTypingSignal(
    (isTyping) => socketRef.current?.emit(E.typing, { sessionId: sessionId.current, isTyping }),
    () => Boolean(socketRef.current?.connected),
  );

  /** Sends `body` now, shown as pending until the server stores it; false when the socket is down. */
  const send = (body: string): boolean => {
    const socket = socketRef.current;
    if (!body || !socket?.connected) return false;
    typing.stop();
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
    deliver(socket, pending);
    return true;
  };

  const reconnect = () => {
    setPhase('reconnecting');
    socketRef.current?.connect();
  };

  return {
    messages,
    phase,
    status,
    agentsOnline,
    adminTyping,
    keyPressed: typing.keyPressed,
    send,
    reconnect,
  };
}
