import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { PaymentCard } from '#domain/livechat/payment-request.schema.ts';
import {
  livechatCannedReplies,
  livechatMessages,
  livechatPaymentRequests,
  livechatReads,
  livechatRooms,
} from '../../db/schema/livechat.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { foldedContains } from '../../lib/folded-search.ts';

export type RoomRow = typeof livechatRooms.$inferSelect;
export type MessageRow = typeof livechatMessages.$inferSelect;
export type Sender = MessageRow['sender'];
export type MessageInput = {
  roomId: string;
  sender: Sender;
  message: string;
  adminId?: string | null;
  clientId?: string | undefined;
  at: Date;
};
export type RoomWithUnread = RoomRow & { unread: number; adminAnswered: boolean };

const PREVIEW = 200;
/** The agents' console lists this many of the newest rooms (and every waiting one besides). */
const CONSOLE_ROOMS = 500;

/** The only queries on the livechat_* tables. */
export function createLivechatRepository(db: Executor) {
  return {
    ...roomQueries(db),
    ...messageQueries(db),
    ...agentQueries(db),
    ...upkeepQueries(db),
    ...cannedReplyQueries(db),
    ...paymentRequestQueries(db),
  };
}

export type LivechatRepository = ReturnType<typeof createLivechatRepository>;

/** A visitor's room: found by session or id, made on first use. */
function roomQueries(db: Executor) {
  return {
    findRoomBySession: async (sessionId: string) =>
      (await db.select().from(livechatRooms).where(eq(livechatRooms.sessionId, sessionId)))[0],
    findRoom: async (id: string) =>
      (await db.select().from(livechatRooms).where(eq(livechatRooms.id, id)))[0],

    /**
     * The room of a session, made on first use; details given replace the stored ones (written only when they
     * differ: an unchanged room costs no write, so no commit to wait for).
     */
    async upsertRoom(
      sessionId: string,
      details: { name?: string | undefined; phone?: string | undefined; email?: string | undefined },
    ): Promise<{ room: RoomRow; created: boolean }> {
      const set: Partial<RoomRow> = {};
      if (details.name) set.visitorName = details.name;
      if (details.phone) set.visitorPhone = details.phone;
      if (details.email) set.visitorEmail = details.email;
      const [found] = await db.select().from(livechatRooms).where(eq(livechatRooms.sessionId, sessionId));
      if (found) {
        const changed =
          (set.visitorName !== undefined && set.visitorName !== found.visitorName) ||
          (set.visitorPhone !== undefined && set.visitorPhone !== found.visitorPhone) ||
          (set.visitorEmail !== undefined && set.visitorEmail !== found.visitorEmail);
        if (!changed) return { room: found, created: false };
        const [updated] = await db
          .update(livechatRooms)
          .set(set)
          .where(eq(livechatRooms.id, found.id))
          .returning();
        return { room: updated ?? found, created: false };
      }
      const [inserted] = await db
        .insert(livechatRooms)
        .values({ sessionId, ...set })
        .onConflictDoNothing({ target: livechatRooms.sessionId })
        .returning();
      if (inserted) return { room: inserted, created: true };
      // made meanwhile by another socket of the same session
      const [room] = await db.select().from(livechatRooms).where(eq(livechatRooms.sessionId, sessionId));
      if (!room) throw new Error('room vanished');
      return { room, created: false };
    },

    /** The agent who answers a room (null: nobody); the room as it is now, or undefined when gone. */
    assign: async (roomId: string, to: { id: string; name: string } | null, at: Date) =>
      (
        await db
          .update(livechatRooms)
          .set({ assignedAgentId: to?.id ?? null, assignedAgentName: to?.name ?? null, assignedAt: at })
          .where(eq(livechatRooms.id, roomId))
          .returning()
      )[0],
  };
}

/** The messages: stored in batches, the latest agent answer, a room's history. */
function messageQueries(db: Executor) {
  return {
    /**
     * Stores a batch of messages in one transaction (one commit for all: group commit under load) and moves
     * their rooms to the top. A message whose (room, clientId) is already stored, or appears earlier in the
     * batch, is not stored again: the stored one is returned with duplicate = true. One result per input.
     */
    async insertMessages(
      inputs: MessageInput[],
    ): Promise<Array<{ message: MessageRow; duplicate: boolean }>> {
      // one statement, so one round trip and one commit (no BEGIN/COMMIT around it): the messages are inserted
      // (a (room, clientId) already stored, or earlier in the batch, is skipped) and their rooms move to the top
      const withIds = inputs.map((i) => ({ ...i, id: randomUUID() }));
      const values = withIds.map(
        (i, n) =>
          sql`(${n}::int, ${i.id}::uuid, ${i.roomId}::uuid, ${i.sender}::livechat_sender, ${i.message}::text, ${i.adminId ?? null}::uuid, ${i.clientId ?? null}::text, ${i.at}::timestamptz)`,
      );
      const { rows } = await db.execute<{ id: string }>(sql`
        with v(n, id, room_id, sender, message, admin_id, client_id, created_at) as (values ${sql.join(values, sql`, `)}),
        ins as (
          insert into livechat_messages (id, room_id, sender, message, admin_id, client_id, created_at)
          select id, room_id, sender, message, admin_id, client_id, created_at from v order by n
          on conflict do nothing
          returning id),
        stored as (select v.* from v join ins using (id)),
        moved as (
          update livechat_rooms r
             set last_message_at = l.created_at, last_message_preview = left(l.message, ${PREVIEW}),
                 last_message_sender = l.sender, unread_for_admin = r.unread_for_admin + u.unread, updated_at = now()
            from (select distinct on (room_id) room_id, created_at, message, sender from stored
                   order by room_id, n desc) l
            join (select room_id, count(*) filter (where sender = 'user')::int as unread from stored
                   group by room_id) u using (room_id)
           where r.id = l.room_id)
        select id from ins`);
      const inserted = new Set(rows.map((r) => r.id));
      const results: Array<{ message: MessageRow; duplicate: boolean }> = [];
      for (const i of withIds) {
        if (inserted.has(i.id)) {
          results.push({
            message: {
              id: i.id,
              roomId: i.roomId,
              sender: i.sender,
              message: i.message,
              adminId: i.adminId ?? null,
              clientId: i.clientId ?? null,
              createdAt: i.at,
            },
            duplicate: false,
          });
          continue;
        }
        const [existing] = await db
          .select()
          .from(livechatMessages)
          .where(and(eq(livechatMessages.roomId, i.roomId), eq(livechatMessages.clientId, i.clientId ?? '')));
        if (!existing) throw new Error('duplicate message not found');
        results.push({ message: existing, duplicate: true });
      }
      return results;
    },

    /** The latest agent answer in any room (a waiting spell lasts from it to the next one), if any. */
    async lastAdminMessageId(): Promise<string | null> {
      const [row] = await db
        .select({ id: livechatMessages.id })
        .from(livechatMessages)
        .where(eq(livechatMessages.sender, 'admin'))
        .orderBy(desc(livechatMessages.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /** Oldest first within the page; page 1 is the newest `limit` messages. */
    async history(roomId: string, page: number, limit: number) {
      const [total] = await db
        .select({ n: count() })
        .from(livechatMessages)
        .where(eq(livechatMessages.roomId, roomId));
      const rows = await db
        .select()
        .from(livechatMessages)
        .where(eq(livechatMessages.roomId, roomId))
        .orderBy(desc(livechatMessages.createdAt), desc(livechatMessages.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows: rows.reverse(), total: total?.n ?? 0 };
    },

    allMessages: (roomId: string) =>
      db
        .select()
        .from(livechatMessages)
        .where(eq(livechatMessages.roomId, roomId))
        .orderBy(asc(livechatMessages.createdAt), asc(livechatMessages.id)),
  };
}

// the console lists the rooms still waiting for an agent's answer first, always, then the most recent
const consoleOrder = [
  sql`exists (select 1 from livechat_messages m where m.room_id = livechat_rooms.id and m.sender = 'admin')`,
  sql`${livechatRooms.lastMessageAt} desc nulls last`,
];

/** The agents' console: the rooms with what each agent has not read yet. */
function agentQueries(db: Executor) {
  const roomsWithUnread = (accountId: string) =>
    db
      .select({
        room: livechatRooms,
        // the room's id written out: inside select fields drizzle leaves columns unqualified
        unread: sql<number>`(select count(*)::int from livechat_messages m
            where m.room_id = livechat_rooms.id and m.sender = 'user'
              and m.created_at > coalesce((select r.read_at from livechat_reads r
                 where r.room_id = livechat_rooms.id and r.account_id = ${accountId}), '-infinity'::timestamptz))`,
        adminAnswered: sql<boolean>`exists (select 1 from livechat_messages m
            where m.room_id = livechat_rooms.id and m.sender = 'admin')`,
      })
      .from(livechatRooms);
  const flatten = (rows: Array<{ room: RoomRow; unread: number; adminAnswered: boolean }>) =>
    rows.map((r) => ({ ...r.room, unread: Number(r.unread), adminAnswered: Boolean(r.adminAnswered) }));

  return {
    async listRooms(accountId: string, search?: string) {
      const where = foldedContains(
        [
          sql`${livechatRooms.visitorName}`,
          sql`${livechatRooms.visitorPhone}`,
          sql`${livechatRooms.visitorEmail}`,
          sql`${livechatRooms.lastMessagePreview}`,
        ],
        search,
      );
      const messageMatch = search ? foldedContains([sql`m.message`], search) : undefined;
      if (search) {
        const rows = await roomsWithUnread(accountId)
          .where(
            sql`(${where ?? sql`false`} or exists (select 1 from livechat_messages m
                 where m.room_id = livechat_rooms.id and ${messageMatch ?? sql`false`}))`,
          )
          .orderBy(...consoleOrder)
          .limit(CONSOLE_ROOMS);
        return flatten(rows);
      }
      // the newest rooms, and every room still waiting for an agent's answer however many rooms are newer: a
      // burst of new rooms never pushes a waiting visitor out of the console (decision 031)
      const rows = await roomsWithUnread(accountId)
        .where(
          sql`${livechatRooms.lastMessageAt} is not null and (
            livechat_rooms.id in (select r.id from livechat_rooms r where r.last_message_at is not null
                                   order by r.last_message_at desc limit ${CONSOLE_ROOMS})
            or not exists (select 1 from livechat_messages m
                            where m.room_id = livechat_rooms.id and m.sender = 'admin'))`,
        )
        .orderBy(...consoleOrder);
      return flatten(rows);
    },

    async roomForAgent(roomId: string, accountId: string): Promise<RoomWithUnread | undefined> {
      return flatten(await roomsWithUnread(accountId).where(eq(livechatRooms.id, roomId)))[0];
    },

    async markRead(roomId: string, accountId: string, at: Date) {
      await db
        .insert(livechatReads)
        .values({ roomId, accountId, readAt: at })
        .onConflictDoUpdate({ target: [livechatReads.roomId, livechatReads.accountId], set: { readAt: at } });
      await db.update(livechatRooms).set({ unreadForAdmin: 0 }).where(eq(livechatRooms.id, roomId));
    },
  };
}

/** Deleting rooms (one, or by retention) and the statistics. */
function upkeepQueries(db: Executor) {
  return {
    /** Deletes a room with its messages; the number of messages it had, or null when it was not there. */
    async deleteRoom(roomId: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [n] = await tx
          .select({ n: count() })
          .from(livechatMessages)
          .where(eq(livechatMessages.roomId, roomId));
        const gone = await tx
          .delete(livechatRooms)
          .where(eq(livechatRooms.id, roomId))
          .returning({ id: livechatRooms.id });
        return gone.length > 0 ? (n?.n ?? 0) : null;
      });
    },

    /** Retention: rooms whose last activity is older than `before`, deleted with their messages. */
    async deleteInactiveBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(livechatRooms)
        .where(sql`coalesce(${livechatRooms.lastMessageAt}, ${livechatRooms.createdAt}) < ${before}`)
        .returning({ id: livechatRooms.id });
      return gone.length;
    },

    async stats(from: Date | null, to: Date | null) {
      const inRange = and(
        from ? gte(livechatMessages.createdAt, from) : undefined,
        to ? lt(livechatMessages.createdAt, to) : undefined,
      );
      const [m] = await db
        .select({
          total: count(),
          user: sql<number>`count(*) filter (where ${livechatMessages.sender} = 'user')::int`,
          admin: sql<number>`count(*) filter (where ${livechatMessages.sender} = 'admin')::int`,
          rooms: sql<number>`count(distinct ${livechatMessages.roomId})::int`,
        })
        .from(livechatMessages)
        .where(inRange);
      const [w] = await db
        .select({ n: count() })
        .from(livechatRooms)
        .where(
          and(
            sql`${livechatRooms.lastMessageAt} is not null`,
            sql`not exists (select 1 from livechat_messages m where m.room_id = livechat_rooms.id and m.sender = 'admin')`,
            from ? gte(livechatRooms.lastMessageAt, from) : undefined,
            to ? lte(livechatRooms.lastMessageAt, to) : undefined,
          ),
        );
      return {
        totalRooms: Number(m?.rooms ?? 0),
        totalMessages: Number(m?.total ?? 0),
        visitorMessages: Number(m?.user ?? 0),
        adminMessages: Number(m?.admin ?? 0),
        waitingRooms: Number(w?.n ?? 0),
      };
    },
  };
}

/** The agents' canned replies. */
function cannedReplyQueries(db: Executor) {
  return {
    cannedList: () => db.select().from(livechatCannedReplies).orderBy(asc(livechatCannedReplies.shortcut)),
    cannedInsert: async (shortcut: string, content: string, createdBy: string) =>
      (await db.insert(livechatCannedReplies).values({ shortcut, content, createdBy }).returning())[0],
    cannedUpdate: async (id: string, shortcut: string, content: string) =>
      (
        await db
          .update(livechatCannedReplies)
          .set({ shortcut, content })
          .where(eq(livechatCannedReplies.id, id))
          .returning()
      )[0],
    cannedDelete: async (id: string) =>
      (await db.delete(livechatCannedReplies).where(eq(livechatCannedReplies.id, id)).returning()).length > 0,
  };
}

/** The payment requests sent into rooms: their cards, and their marking once their order is paid. */
function paymentRequestQueries(db: Executor) {
  return {
    insertPaymentRequest: async (row: {
      roomId: string;
      messageId: string;
      orderId: string;
      card: PaymentCard;
    }) => (await db.insert(livechatPaymentRequests).values(row).returning())[0],
    async cardsOf(messageIds: string[]): Promise<Map<string, PaymentCard>> {
      if (messageIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(livechatPaymentRequests)
        .where(inArray(livechatPaymentRequests.messageId, messageIds));
      return new Map(rows.map((r) => [r.messageId, { ...r.card, paid: r.paidAt !== null }]));
    },
    /**
     * The open requests for an order, marked paid: only the first caller (of any process, in any transaction)
     * gets a row back, so each request is told paid once (decision 051).
     */
    markOrderRequestsPaid: (orderId: string, at: Date) =>
      db
        .update(livechatPaymentRequests)
        .set({ paidAt: at })
        .where(and(eq(livechatPaymentRequests.orderId, orderId), isNull(livechatPaymentRequests.paidAt)))
        .returning(),
  };
}
