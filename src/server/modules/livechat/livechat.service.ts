import { hasPermission } from '#domain/auth/permissions.ts';
import type { Handoff } from '#domain/chat/handoff.schema.ts';
import type { ConsentVersion } from '#domain/contacts/consent-notice.ts';
import { SENDER_NAMES } from '#domain/livechat/livechat.constants.ts';
import {
  type CannedReply,
  LIVECHAT_EVENTS as E,
  LIVECHAT_HISTORY_LIMIT,
  type LivechatMessage,
  type LivechatRoom,
  LIVECHAT_MESSAGES as M,
} from '#domain/livechat/livechat.schema.ts';
import { neutraliseCell } from '#domain/shared/spreadsheet-cell.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import type { SignedInAccount } from '../auth/auth.service.ts';
import type { ContactsService } from '../contacts/contacts.service.ts';
import type { MailMessage } from '../crm/mailer.ts';
import {
  createLivechatRepository,
  type MessageRow,
  type RoomRow,
  type RoomWithUnread,
} from './livechat.repository.ts';
import { createBatcher } from './message-batcher.ts';
import { waitingRoomNotice } from './waiting-notice.ts';

/**
 * Who may answer visitors in live chat: the one place that decides it (decision 018) — an account holding the
 * `chat.answer` permission (the admin role, or a custom support role), as read at authentication.
 */
export function canAnswerChat(account: Pick<SignedInAccount, 'permissions'>): boolean {
  return hasPermission(account.permissions, 'chat.answer');
}

/** What the service needs of the socket server: sending to a channel (one process or all, through Redis). */
/** What a visitor's details form gave: name, keys, and the consent notice version it showed. */
export type VisitorDetails = {
  name?: string;
  phone?: string;
  email?: string;
  consentVersion?: ConsentVersion;
};

export type LivechatBroadcaster = {
  emit(channel: string, event: string, payload: unknown): void;
  /** whether an agent has a socket open, on any process */
  agentsOnline(): Promise<boolean>;
  /** session ids with at least one visitor socket, on any process */
  onlineSessions(): Promise<Set<string>>;
  socketCount(): number;
};

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

function toRoom(
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
  };
}

const SENDER_LABEL = {
  user: SENDER_NAMES.visitor,
  admin: SENDER_NAMES.staff,
  system: SENDER_NAMES.system,
} as const;

/** The handed-over AI chat as one text message (never markup). */
export function handoffText(handoff: Handoff): string {
  const lines = handoff.transcript.map(
    (l) => `${l.from === 'visitor' ? SENDER_NAMES.visitor : SENDER_NAMES.assistant}: ${l.text}`,
  );
  return [M.handoffTitle, ...lines].join('\n');
}

// a cell a spreadsheet program would run as a formula is written as text (one rule for every export)
const csvCell = (value: string) => `"${neutraliseCell(value).replaceAll('"', '""')}"`;

/** Asia/Ho_Chi_Minh is UTC+7 all year: the calendar day of the notices' spells. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const VN_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The e-mail notice of a waiting room (with SMTP): where it goes, the console's address, the outbox. */
export type WaitingNotice = {
  to: string;
  consoleUrl: string;
  queue: (idempotencyKey: string, mail: MailMessage) => Promise<boolean>;
};

export function createLivechatService(deps: {
  db: Db;
  clock: () => Date;
  retentionDays: number;
  /** The socket server's side of sending (built before the service in the composition root, docs/decisions/040). */
  broadcaster: LivechatBroadcaster;
  waitingNotice?: WaitingNotice | null;
  contacts: Pick<ContactsService, 'link' | 'linkAlongside'>;
}) {
  const { clock } = deps;
  const repo = createLivechatRepository(deps.db);
  // one batch in flight: what arrives meanwhile waits for it and goes together into the next statement (one
  // commit for the lot). Measured alternately against 4 in flight with 10,000 sockets: p99 58/39 ms against
  // 82/491 ms on a busy machine (decision 018)
  const messages = createBatcher({ write: repo.insertMessages, concurrency: 1 });
  const io = deps.broadcaster;
  const emit = (channel: string, event: string, payload: unknown) => io.emit(channel, event, payload);
  const online = () => io.onlineSessions();

  /**
   * The room, and its contact when the details name someone, with the consent the details form collected, in
   * one transaction (decisions 026, 043).
   */
  async function upsertRoom(sessionId: string, details: VisitorDetails) {
    if (!details.phone && !details.email) return repo.upsertRoom(sessionId, details);
    return deps.db.transaction(async (tx) => {
      const upserted = await createLivechatRepository(tx).upsertRoom(sessionId, details);
      const { room } = upserted;
      await deps.contacts.link(tx, {
        source: 'livechat',
        refId: room.id,
        name: room.visitorName,
        phone: room.visitorPhone,
        email: room.visitorEmail,
        at: clock(),
        consent: details.consentVersion && { channel: 'livechat', textVersion: details.consentVersion },
      });
      return upserted;
    });
  }

  async function roomOrThrow(roomId: string) {
    const room = await repo.findRoom(roomId);
    if (!room) throw notFound(M.notFound);
    return room;
  }

  const service = {
    /** Sockets open on this process (for /api/metrics). */
    socketCount: () => io.socketCount(),
    canAnswerChat,

    findRoomBySession: repo.findRoomBySession,
    findRoom: repo.findRoom,
    upsertRoom,

    /** The room as one agent sees it (its own unread count), with presence. */
    async roomFor(roomId: string, accountId: string): Promise<LivechatRoom | null> {
      const row = await repo.roomForAgent(roomId, accountId);
      if (!row) return null;
      return toRoom(row, (await online()).has(row.sessionId));
    },

    /**
     * Stores a message (before anyone is told), then tells the visitor's sockets and every agent. `room` is the
     * room the caller already knows (a visitor socket keeps it from its connection or its first message), which
     * saves a query per message; a room deleted meanwhile is made again, as it would be without it.
     */
    async post(input: {
      sessionId: string;
      sender: 'user' | 'admin' | 'system';
      message: string;
      clientId?: string | undefined;
      adminId?: string | null;
      details?: VisitorDetails;
      room?: RoomRow | undefined;
      /** the assistant's chat handed over in this message: it joins the room's contact */
      aiSessionId?: string | undefined;
    }): Promise<{ message: LivechatMessage; duplicate: boolean; room: RoomRow; roomCreated: boolean }> {
      const known = input.room?.sessionId === input.sessionId ? input.room : undefined;
      const { room, created } = known
        ? { room: known, created: false }
        : input.sender === 'admin'
          ? { room: await service.requireSessionRoom(input.sessionId), created: false }
          : await upsertRoom(input.sessionId, input.details ?? {});
      if (input.aiSessionId) {
        const aiSessionId = input.aiSessionId;
        await deps.db.transaction((tx) =>
          deps.contacts.linkAlongside(
            tx,
            { source: 'assistant', refId: aiSessionId },
            { source: 'livechat', refId: room.id },
          ),
        );
      }
      const stored = await messages
        .add({
          roomId: room.id,
          sender: input.sender,
          message: input.message,
          adminId: input.adminId ?? null,
          clientId: input.clientId,
          at: clock(),
        })
        .catch((error: unknown) => {
          if (known && isForeignKeyViolation(error)) return null;
          throw error;
        });
      if (!stored) return service.post({ ...input, room: undefined });
      const message = toMessage(stored.message);
      if (!stored.duplicate) {
        // the new room as it was before this message: the message follows as new_message (counted once)
        if (created) emit(channels.agents, E.newUserConnected, toRoom(room, true));
        emit(channels.session(room.sessionId), E.messageReceived, message);
        emit(channels.agents, E.newMessage, { roomId: room.id, sessionId: room.sessionId, message });
      }
      return { message, duplicate: stored.duplicate, room, roomCreated: created };
    },

    /**
     * After a visitor's message was stored: with no agent online on any process, one e-mail to the company per
     * waiting spell of the site, however many rooms wait in it (decision 031): the spell runs from the latest
     * agent answer in any room to the next, one e-mail a Vietnam day at most while nobody answers. The outbox's
     * idempotency key (day + the last answer) makes "once" hold across rooms, sockets and processes. Answers
     * whether a notice was queued now.
     */
    async noticeIfWaiting(room: RoomRow, message: string): Promise<boolean> {
      const notice = deps.waitingNotice;
      if (!notice || (await io.agentsOnline())) return false;
      const spell = (await repo.lastAdminMessageId()) ?? 'first';
      const day = new Date(clock().getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
      return notice.queue(
        `livechat-waiting-${day}-${spell}`,
        waitingRoomNotice({
          to: notice.to,
          consoleUrl: notice.consoleUrl,
          visitor: { name: room.visitorName, phone: room.visitorPhone, email: room.visitorEmail },
          message,
        }),
      );
    },

    async requireSessionRoom(sessionId: string) {
      const room = await repo.findRoomBySession(sessionId);
      if (!room) throw notFound(M.notFound);
      return room;
    },

    /** spec 000 §7: by session; an unknown id answers an empty list. */
    async historyBySession(sessionId: string, page = 1, limit = LIVECHAT_HISTORY_LIMIT) {
      const room = await repo.findRoomBySession(sessionId);
      if (!room) return { items: [] as LivechatMessage[], pagination: { page, limit, total: 0, pages: 0 } };
      const { rows, total } = await repo.history(room.id, page, limit);
      return {
        items: rows.map(toMessage),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    async historyByRoom(roomId: string, limit = LIVECHAT_HISTORY_LIMIT) {
      await roomOrThrow(roomId);
      return (await repo.history(roomId, 1, limit)).rows.map(toMessage);
    },

    async rooms(accountId: string, search?: string): Promise<LivechatRoom[]> {
      const [rows, sessions] = await Promise.all([repo.listRooms(accountId, search), online()]);
      return rows.map((r) => toRoom(r, sessions.has(r.sessionId)));
    },

    async markRead(roomId: string, accountId: string) {
      await roomOrThrow(roomId);
      await repo.markRead(roomId, accountId, clock());
      emit(channels.agent(accountId), E.roomMarkedRead, roomId);
    },

    /** Permanent (spec 002 §8); every agent's console drops it. */
    async deleteRoom(roomId: string, byAccountId: string): Promise<number> {
      const deletedCount = await repo.deleteRoom(roomId);
      if (deletedCount === null) throw notFound(M.notFound);
      emit(channels.agents, E.chatDeletedByAdmin, { roomId, deletedCount, by: byAccountId });
      return deletedCount;
    },

    async stats(startDate?: string, endDate?: string) {
      // dates are Vietnam's calendar days; the end day is included
      const from = startDate ? new Date(`${startDate}T00:00:00+07:00`) : null;
      const to = endDate ? new Date(new Date(`${endDate}T00:00:00+07:00`).getTime() + 86_400_000) : null;
      if (from && to && from >= to)
        throw new AppError('VALIDATION_ERROR', 400, 'Khoảng thời gian không hợp lệ');
      return { ...(await repo.stats(from, to)), startDate: startDate ?? null, endDate: endDate ?? null };
    },

    /** Transcript export (decision 018): plain text or CSV. */
    async exportRoom(roomId: string, format: 'txt' | 'csv') {
      const room = await roomOrThrow(roomId);
      const rows = await repo.allMessages(roomId);
      const stamp = (d: Date) => VN_TIME.format(d);
      const filename = `tro-chuyen-${room.id.slice(0, 8)}.${format}`;
      if (format === 'csv') {
        const lines = [
          ['thoi_gian', 'nguoi_gui', 'noi_dung'].join(','),
          ...rows.map((r) =>
            [csvCell(r.createdAt.toISOString()), csvCell(SENDER_LABEL[r.sender]), csvCell(r.message)].join(
              ',',
            ),
          ),
        ];
        return { filename, contentType: 'text/csv; charset=utf-8', body: `\uFEFF${lines.join('\r\n')}\r\n` };
      }
      const head = [
        `Khách: ${room.visitorName}`,
        `Số điện thoại: ${room.visitorPhone ?? '-'}`,
        `Email: ${room.visitorEmail ?? '-'}`,
        '',
      ];
      const body = rows.map((r) => `[${stamp(r.createdAt)}] ${SENDER_LABEL[r.sender]}: ${r.message}`);
      return {
        filename,
        contentType: 'text/plain; charset=utf-8',
        body: `${[...head, ...body].join('\n')}\n`,
      };
    },

    async cannedReplies(): Promise<CannedReply[]> {
      return (await repo.cannedList()).map((r) => ({ _id: r.id, shortcut: r.shortcut, content: r.content }));
    },
    async saveCannedReply(input: { shortcut: string; content: string }, byAccountId: string, id?: string) {
      try {
        const row = id
          ? await repo.cannedUpdate(id, input.shortcut, input.content)
          : await repo.cannedInsert(input.shortcut, input.content, byAccountId);
        if (!row) throw notFound(M.cannedNotFound);
        return { _id: row.id, shortcut: row.shortcut, content: row.content };
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('SHORTCUT_EXISTS', 409, M.cannedExists, { shortcut: M.cannedExists });
        throw error;
      }
    },
    async deleteCannedReply(id: string) {
      if (!(await repo.cannedDelete(id))) throw notFound(M.cannedNotFound);
    },

    /** Retention (decision 018): chats idle longer than the configured days are deleted. */
    async deleteExpired(): Promise<number> {
      if (deps.retentionDays <= 0) return 0;
      return repo.deleteInactiveBefore(new Date(clock().getTime() - deps.retentionDays * 86_400_000));
    },
  };
  return service;
}

export type LivechatService = ReturnType<typeof createLivechatService>;
