import {
  LIVECHAT_EVENTS as E,
  LIVECHAT_HISTORY_LIMIT,
  type LivechatMessage,
  type LivechatRoom,
  LIVECHAT_MESSAGES as M,
} from '#domain/livechat/livechat.schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { ContactsService } from '../contacts/contacts.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { cannedReplyUseCases } from './canned-replies.ts';
import { type LeftMessagesDigest, leftMessages } from './left-messages.ts';
import { createLivechatRepository } from './livechat.repository.ts';
import { channels, type LivechatBroadcaster, toMessage, toRoom } from './livechat-views.ts';
import type { LivechatPaidNotices } from './paid-notices.ts';
import { paymentRequests } from './payment-requests.ts';
import { roomAssignment } from './room-assignment.ts';
import { roomPosting } from './room-posting.ts';
import { transcriptFile } from './transcript-export.ts';
import { type WaitingNotice, waitingNotifier } from './waiting-notice.ts';

/**
 * Live chat (spec 000 §7, 002 §7; decision 018): rooms and their messages, who answers them, the agents'
 * console, transcripts, canned replies and retention. Each concern's use cases live in their own file.
 */
export function createLivechatService(deps: {
  db: Db;
  clock: () => Date;
  retentionDays: number;
  /** The socket server's side of sending (built before the service in the composition root, docs/decisions/040). */
  broadcaster: LivechatBroadcaster;
  /** the round-robin's turn, shared by every process */
  counters: Pick<WindowCounter, 'add'>;
  waitingNotice?: WaitingNotice | null;
  contacts: Pick<ContactsService, 'link' | 'linkAlongside' | 'refsBeside'>;
  /** payment requests place and read orders through their service */
  orders: Pick<OrdersService, 'place' | 'placed' | 'find' | 'lock' | 'awaitingPayment'>;
  /** 'Đã nhận thanh toán' written with the payment (the orders area's paid listener: decision 051) */
  paidNotices: LivechatPaidNotices;
  /** whether the office is open now (business hours, decision 049): when the left messages' digest goes */
  isOpen: () => Promise<boolean>;
  /** the office's digest of messages left outside business hours (with SMTP, decision 050) */
  leftMessagesDigest?: LeftMessagesDigest | null;
}) {
  const { clock } = deps;
  const repo = createLivechatRepository(deps.db);
  const io = deps.broadcaster;
  const online = () => io.onlineSessions();

  async function roomOrThrow(roomId: string) {
    const room = await repo.findRoom(roomId);
    if (!room) throw notFound(M.notFound);
    return room;
  }
  async function requireSessionRoom(sessionId: string) {
    const room = await repo.findRoomBySession(sessionId);
    if (!room) throw notFound(M.notFound);
    return room;
  }
  const assignment = roomAssignment({ repo, io, counters: deps.counters, clock });
  const posting = roomPosting({
    db: deps.db,
    repo,
    clock,
    io,
    contacts: deps.contacts,
    assignNew: assignment.assignNew,
    requireSessionRoom,
  });
  const left = leftMessages({
    db: deps.db,
    clock,
    counters: deps.counters,
    posting,
    assignNew: assignment.assignNew,
    isOpen: deps.isOpen,
    digest: deps.leftMessagesDigest ?? null,
  });
  const payments = paymentRequests({
    db: deps.db,
    repo,
    orders: deps.orders,
    contacts: deps.contacts,
    paid: deps.paidNotices,
    post: posting.post,
    clock,
  });

  return {
    /** Sockets open on this process (for /api/metrics). */
    socketCount: () => io.socketCount(),
    findRoomBySession: repo.findRoomBySession,
    findRoom: repo.findRoom,
    requireSessionRoom,
    ...posting,
    leaveMessage: left.leaveMessage,
    sendLeftMessagesDigest: left.sendDigest,
    take: assignment.take,
    handOver: assignment.handOver,
    onlineAgents: assignment.onlineAgents,
    noticeIfWaiting: waitingNotifier({
      notice: deps.waitingNotice,
      agentsOnline: io.agentsOnline,
      lastAdminMessageId: repo.lastAdminMessageId,
      clock,
    }),
    ...cannedReplyUseCases(repo),
    /** The room's contact's orders awaiting payment, for the payment request form. */
    async contactOrders(roomId: string) {
      return payments.contactOrders(await roomOrThrow(roomId));
    },
    async sendPaymentRequest(
      input: { roomId: string; serviceId?: string; orderId?: string },
      agentId: string,
    ) {
      return payments.sendPaymentRequest(await roomOrThrow(input.roomId), input, agentId);
    },

    /** The room as one agent sees it (its own unread count), with presence. */
    async roomFor(roomId: string, accountId: string): Promise<LivechatRoom | null> {
      const row = await repo.roomForAgent(roomId, accountId);
      if (!row) return null;
      return toRoom(row, (await online()).has(row.sessionId));
    },

    /** spec 000 §7: by session; an unknown id answers an empty list. */
    async historyBySession(sessionId: string, page = 1, limit = LIVECHAT_HISTORY_LIMIT) {
      const room = await repo.findRoomBySession(sessionId);
      if (!room) return { items: [] as LivechatMessage[], pagination: { page, limit, total: 0, pages: 0 } };
      const { rows, total } = await repo.history(room.id, page, limit);
      return {
        items: await payments.withCards(rows.map(toMessage)),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    async historyByRoom(roomId: string, limit = LIVECHAT_HISTORY_LIMIT) {
      await roomOrThrow(roomId);
      return payments.withCards((await repo.history(roomId, 1, limit)).rows.map(toMessage));
    },

    /** The console's rooms: those waiting for an answer first, then the most recent (spec 002 §4). */
    async rooms(accountId: string, search?: string): Promise<LivechatRoom[]> {
      const [rows, sessions] = await Promise.all([repo.listRooms(accountId, search), online()]);
      return rows.map((r) => toRoom(r, sessions.has(r.sessionId)));
    },

    async markRead(roomId: string, accountId: string) {
      await roomOrThrow(roomId);
      await repo.markRead(roomId, accountId, clock());
      io.emit(channels.agent(accountId), E.roomMarkedRead, roomId);
    },

    /** Permanent (spec 002 §8); every agent's console drops it. */
    async deleteRoom(roomId: string, byAccountId: string): Promise<number> {
      const deletedCount = await repo.deleteRoom(roomId);
      if (deletedCount === null) throw notFound(M.notFound);
      io.emit(channels.agents, E.chatDeletedByAdmin, { roomId, deletedCount, by: byAccountId });
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
      return transcriptFile(room, await repo.allMessages(roomId), format);
    },

    /** Retention (decision 018): chats idle longer than the configured days are deleted. */
    async deleteExpired(): Promise<number> {
      if (deps.retentionDays <= 0) return 0;
      return repo.deleteInactiveBefore(new Date(clock().getTime() - deps.retentionDays * 86_400_000));
    },
  };
}

export type LivechatService = ReturnType<typeof createLivechatService>;
