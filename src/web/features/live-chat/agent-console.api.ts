import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  type AgentRef,
  type CannedReply,
  cannedReplySchema,
  LIVECHAT_EVENTS as E,
  LIVECHAT_RECONNECT_ATTEMPTS,
  LIVECHAT_RECONNECT_DELAY_MAX_MS,
  LIVECHAT_RECONNECT_DELAY_MS,
  LIVECHAT_SOCKET_PATH,
  LIVECHAT_TIMEOUT_MS,
  type LivechatMessage,
  type LivechatRoom,
  livechatRoomSchema,
} from '#domain/livechat/livechat.schema.ts';
import {
  type ContactOrder,
  cardsPaid,
  contactOrderSchema,
  LIVECHAT_PAYMENT_EVENTS,
  type PaymentPaidEvent,
} from '#domain/livechat/payment-request.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { storedToken } from '../../lib/session.ts';

export type AgentState = {
  rooms: LivechatRoom[];
  messages: Record<string, LivechatMessage[]>;
  connected: boolean;
  loaded: boolean;
};

type Handlers = {
  /** a room deleted by another agent (info toast) */
  onDeletedElsewhere(roomId: string): void;
  /** a visitor's new room: sound and notification */
  onNewRoom(room: LivechatRoom): void;
};

// waiting rooms first, always, then the most recent (as the server lists them)
const byRecent = (a: LivechatRoom, b: LivechatRoom) =>
  Number(b.waiting) - Number(a.waiting) ||
  (b.lastMessage?.timestamp ?? b.createdAt).localeCompare(a.lastMessage?.timestamp ?? a.createdAt);

/** The room's contact's orders awaiting payment, as the payment request form caches them. */
export const contactOrdersKey = (roomId: string) => ['livechat', 'contact-orders', roomId];

type Answer = { success: boolean; message?: string; data?: unknown };

const mergeMessages = (list: LivechatMessage[] = [], incoming: LivechatMessage[]) => {
  const byId = new Map(list.map((m) => [m._id, m]));
  for (const m of incoming) byId.set(m._id, m);
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
};

/**
 * The agents' side of the live chat socket (spec 002 §4, §7): the room list kept current by the server's events,
 * the open room's messages, and the actions an agent takes.
 */
export function useAgentSocket(selected: string | null, handlers: Handlers) {
  const [state, setState] = useState<AgentState>({
    rooms: [],
    messages: {},
    connected: false,
    loaded: false,
  });
  const socketRef = useRef<Socket | null>(null);
  // the one client of the admin shell: the socket, made once, reaches it through a ref as it does the handlers
  const queries = useRef(useQueryClient());
  const selectedRef = useRef(selected);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // rooms this console is deleting: their broadcast is no news (another tab of the same account still hears it)
  const ownDeletes = useRef(new Set<string>());

  useEffect(() => {
    selectedRef.current = selected;
    const socket = socketRef.current;
    if (selected && socket?.connected) {
      socket.emit(E.adminJoinRoom, selected);
      socket.emit(E.markAsRead, selected);
    }
  }, [selected]);

  useEffect(() => {
    const socket = io(window.location.origin, {
      path: LIVECHAT_SOCKET_PATH,
      auth: { token: storedToken() ?? '', isAdmin: true },
      reconnectionAttempts: LIVECHAT_RECONNECT_ATTEMPTS,
      reconnectionDelay: LIVECHAT_RECONNECT_DELAY_MS,
      reconnectionDelayMax: LIVECHAT_RECONNECT_DELAY_MAX_MS,
      timeout: LIVECHAT_TIMEOUT_MS,
    });
    socketRef.current = socket;
    const patchRoom = (roomId: string, patch: (r: LivechatRoom) => LivechatRoom) =>
      setState((s) => ({ ...s, rooms: s.rooms.map((r) => (r.roomId === roomId ? patch(r) : r)) }));

    socket.on('connect', () => {
      setState((s) => ({ ...s, connected: true }));
      const open = selectedRef.current;
      if (open) {
        socket.emit(E.adminJoinRoom, open);
        socket.emit(E.markAsRead, open);
      }
    });
    socket.on('disconnect', () => setState((s) => ({ ...s, connected: false })));
    socket.on('connect_error', () => setState((s) => ({ ...s, connected: false, loaded: true })));
    socket.on(E.activeChats, (rooms: LivechatRoom[]) =>
      setState((s) => ({
        ...s,
        loaded: true,
        rooms: rooms
          .map((r) => (r.roomId === selectedRef.current ? { ...r, unreadCount: 0 } : r))
          .sort(byRecent),
      })),
    );
    socket.on(E.newUserConnected, (room: Partial<LivechatRoom> & { roomId: string }) => {
      setState((s) => {
        const known = s.rooms.find((r) => r.roomId === room.roomId);
        if (known)
          return { ...s, rooms: s.rooms.map((r) => (r.roomId === room.roomId ? { ...r, online: true } : r)) };
        const parsed = livechatRoomSchema.safeParse(room);
        if (!parsed.success) return s;
        handlersRef.current.onNewRoom(parsed.data);
        return { ...s, rooms: [parsed.data, ...s.rooms].sort(byRecent) };
      });
    });
    socket.on(E.userDisconnected, ({ roomId }: { roomId: string }) =>
      patchRoom(roomId, (r) => ({ ...r, online: false, isTyping: false })),
    );
    socket.on(E.userTyping, ({ roomId, isTyping }: { roomId: string; isTyping: boolean }) =>
      patchRoom(roomId, (r) => ({ ...r, isTyping })),
    );
    socket.on(E.roomMarkedRead, (roomId: string) => patchRoom(roomId, (r) => ({ ...r, unreadCount: 0 })));
    socket.on(E.roomHistory, ({ roomId, messages }: { roomId: string; messages: LivechatMessage[] }) =>
      setState((s) => ({
        ...s,
        messages: { ...s.messages, [roomId]: mergeMessages(s.messages[roomId], messages) },
      })),
    );
    const onMessage = ({ roomId, message }: { roomId: string; message: LivechatMessage }) => {
      const open = selectedRef.current === roomId;
      if (open && message.sender === 'user') socket.emit(E.markAsRead, roomId);
      setState((s) => {
        const room = s.rooms.find((r) => r.roomId === roomId);
        const rooms = room
          ? s.rooms
              .map((r) =>
                r.roomId === roomId
                  ? {
                      ...r,
                      isTyping: message.sender === 'user' ? false : r.isTyping,
                      waiting: r.waiting && message.sender !== 'admin',
                      lastMessage: {
                        content: message.message,
                        timestamp: message.timestamp,
                        sender: message.sender,
                      },
                      unreadCount:
                        !open && message.sender === 'user' ? r.unreadCount + 1 : open ? 0 : r.unreadCount,
                    }
                  : r,
              )
              .sort(byRecent)
          : s.rooms;
        return {
          ...s,
          rooms,
          messages: s.messages[roomId]
            ? { ...s.messages, [roomId]: mergeMessages(s.messages[roomId], [message]) }
            : s.messages,
        };
      });
    };
    socket.on(E.newMessage, onMessage);
    socket.on(E.adminMessageSent, onMessage);
    // a payment request's order paid: the card turns paid in the open thread (decision 051)
    // and the paid order leaves the room's list of orders to ask for
    socket.on(LIVECHAT_PAYMENT_EVENTS.paid, ({ roomId, messageId }: PaymentPaidEvent) => {
      setState((s) =>
        s.messages[roomId]
          ? { ...s, messages: { ...s.messages, [roomId]: cardsPaid(s.messages[roomId], messageId) } }
          : s,
      );
      void queries.current.invalidateQueries({ queryKey: contactOrdersKey(roomId) });
    });
    socket.on(E.roomAssigned, ({ roomId, assignedTo }: { roomId: string; assignedTo: AgentRef | null }) =>
      patchRoom(roomId, (r) => ({ ...r, assignedTo })),
    );
    socket.on(E.chatDeletedByAdmin, ({ roomId }: { roomId: string }) => {
      setState((s) => ({ ...s, rooms: s.rooms.filter((r) => r.roomId !== roomId) }));
      if (!ownDeletes.current.has(roomId)) handlersRef.current.onDeletedElsewhere(roomId);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, []);

  const emit = (event: string, payload: unknown) => socketRef.current?.emit(event, payload);
  const request = async (event: string, payload: unknown): Promise<Answer> => {
    const socket = socketRef.current;
    if (!socket?.connected) return { success: false };
    return (
      ((await socket
        .timeout(LIVECHAT_TIMEOUT_MS)
        .emitWithAck(event, payload)
        .catch(() => null)) as Answer | null) ?? { success: false }
    );
  };
  return {
    ...state,
    sendMessage: async (roomId: string, message: string) => {
      const socket = socketRef.current;
      if (!socket?.connected) return false;
      const ack = (await socket
        .timeout(LIVECHAT_TIMEOUT_MS)
        .emitWithAck(E.adminSendMessage, {
          roomId,
          message,
          clientId: `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
        })
        .catch(() => null)) as { success: boolean } | null;
      return Boolean(ack?.success);
    },
    typing: (roomId: string, isTyping: boolean) => emit(E.typing, { roomId, isTyping }),
    take: (roomId: string) => request(E.takeRoom, roomId),
    sendPaymentRequest: (roomId: string, pick: { serviceId: string } | { orderId: string }) =>
      request(LIVECHAT_PAYMENT_EVENTS.send, { roomId, ...pick }),
    /** The room's contact's orders awaiting payment (none when the socket is down). */
    contactOrders: async (roomId: string): Promise<ContactOrder[]> => {
      const answer = await request(LIVECHAT_PAYMENT_EVENTS.orders, roomId);
      const parsed = z.array(contactOrderSchema).safeParse(answer.data);
      return answer.success && parsed.success ? parsed.data : [];
    },
    handOver: (roomId: string, toAgentId: string) => request(E.handOverRoom, { roomId, toAgentId }),
    onlineAgents: async () => {
      const answer = await request(E.onlineAgents, null);
      return answer.success ? (answer.data as AgentRef[]) : [];
    },
    /** Called before this console deletes a room. */
    deleting: (roomId: string) => ownDeletes.current.add(roomId),
    deleted: (roomId: string, deletedCount: number) => {
      setState((s) => ({ ...s, rooms: s.rooms.filter((r) => r.roomId !== roomId) }));
      emit(E.adminDeletedChat, { roomId, deletedCount });
    },
  };
}

const deleteAnswer = z.object({ success: z.literal(true), message: z.string(), deletedCount: z.number() });

export async function deleteRoom(roomId: string): Promise<number> {
  return (await apiRequest(`/api/livechat/room/${roomId}`, { method: 'DELETE', schema: deleteAnswer }))
    .deletedCount;
}

export async function fetchCannedReplies(): Promise<CannedReply[]> {
  return (
    await apiRequest('/api/livechat/canned-replies', { schema: dataEnvelope(z.array(cannedReplySchema)) })
  ).data;
}

export async function saveCannedReply(input: { shortcut: string; content: string }): Promise<CannedReply> {
  return (
    await apiRequest('/api/livechat/canned-replies', {
      method: 'POST',
      body: input,
      schema: dataEnvelope(cannedReplySchema),
    })
  ).data;
}

/** Transcript export (text or CSV), downloaded with the agent's token. */
export async function downloadTranscript(roomId: string, format: 'txt' | 'csv'): Promise<void> {
  const response = await fetch(`/api/livechat/export/${roomId}?format=${format}`, {
    headers: { authorization: `Bearer ${storedToken() ?? ''}` },
  });
  if (!response.ok) throw new Error('export failed');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `chat.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
