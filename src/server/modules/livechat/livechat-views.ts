import { hasPermission } from '#domain/auth/permissions.ts';
import type { Handoff } from '#domain/chat/handoff.schema.ts';
import { SENDER_NAMES } from '#domain/livechat/livechat.constants.ts';
import {
  type LivechatMessage,
  type LivechatRoom,
  LIVECHAT_MESSAGES as M,
} from '#domain/livechat/livechat.schema.ts';
import type { SignedInAccount } from '../auth/auth.service.ts';
import type { MessageRow, RoomRow, RoomWithUnread } from './livechat.repository.ts';

/**
 * Who may answer visitors in live chat: the one place that decides it (decision 018) — an account holding the
 * `chat.answer` permission (the admin role, or a custom support role), as read at authentication.
 */
export function canAnswerChat(account: Pick<SignedInAccount, 'permissions'>): boolean {
  return hasPermission(account.permissions, 'chat.answer');
}

/** What the service needs of the socket server: sending to a channel (one process or all, through Redis). */
export type LivechatBroadcaster = {
  emit(channel: string, event: string, payload: unknown): void;
  /** whether an agent has a socket open, on any process */
  agentsOnline(): Promise<boolean>;
  /** session ids with at least one visitor socket, on any process */
  onlineSessions(): Promise<Set<string>>;
  /** the agents with a socket open, on any process, in the order of their ids */
  onlineAgents(): Promise<Array<{ id: string; name: string }>>;
  socketCount(): number;
};

/** The Socket.IO rooms the server sends to. */
export const channels = {
  agents: 'agents',
  visitors: 'visitors',
  agent: (accountId: string) => `agent:${accountId}`,
  session: (sessionId: string) => `v:${sessionId}`,
};

export const toMessage = (row: MessageRow): LivechatMessage => ({
  _id: row.id,
  sender: row.sender,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
  clientId: row.clientId,
});

/** A room as the agents' console reads it (spec 002 §3). */
export function toRoom(
  row: RoomWithUnread | (RoomRow & { unread?: number; adminAnswered?: boolean }),
  online: boolean,
): LivechatRoom {
  return {
    roomId: row.id,
    user: {
      name: row.visitorName,
      phone: row.visitorPhone,
      email: row.visitorEmail,
      sessionId: row.sessionId,
    },
    lastMessage:
      row.lastMessageAt && row.lastMessageSender
        ? {
            content: row.lastMessagePreview ?? '',
            timestamp: row.lastMessageAt.toISOString(),
            sender: row.lastMessageSender,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    online,
    isTyping: false,
    unreadCount: row.unread ?? row.unreadForAdmin,
    waiting: !(row.adminAnswered ?? false),
    assignedTo: row.assignedAgentId ? { id: row.assignedAgentId, name: row.assignedAgentName ?? '' } : null,
  };
}

/** The handed-over AI chat as one text message (never markup). */
export function handoffText(handoff: Handoff): string {
  const lines = handoff.transcript.map(
    (l) => `${l.from === 'visitor' ? SENDER_NAMES.visitor : SENDER_NAMES.assistant}: ${l.text}`,
  );
  return [M.handoffTitle, ...lines].join('\n');
}
