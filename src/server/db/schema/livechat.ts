import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SENDER_NAMES } from '#domain/livechat/livechat.constants.ts';
import type { PaymentCard } from '#domain/livechat/payment-request.schema.ts';
import { accounts } from './accounts.ts';
import { id, timestamps } from './columns.ts';

/** spec 000 §3 Live chat message: user, admin, system. */
export const livechatSender = pgEnum('livechat_sender', ['user', 'admin', 'system']);

/**
 * One visitor's live support room (spec 002 §3 Chat room), keyed by the session id the visitor's
 * browser keeps. Rooms are deleted permanently (spec 002 §8), so there is no trash.
 */
export const livechatRooms = pgTable(
  'livechat_rooms',
  {
    id: id(),
    sessionId: text().notNull().unique(),
    /** spec 002 §2: 'Khách' when no name was given. */
    visitorName: text().notNull().default(SENDER_NAMES.visitor),
    visitorPhone: text(),
    visitorEmail: text(),
    lastMessageAt: timestamp({ withTimezone: true }),
    lastMessagePreview: text(),
    lastMessageSender: livechatSender(),
    /** Visitor messages no admin has read yet; kept on the server so every admin sees the same count. */
    unreadForAdmin: integer().notNull().default(0),
    /** The agent who answers the room (round-robin among those online), named as they were when assigned. */
    assignedAgentId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    assignedAgentName: text(),
    assignedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('livechat_rooms_unread', sql`${t.unreadForAdmin} >= 0`),
    // spec 002 §4: a new message moves its room to the top
    index('livechat_rooms_recent_idx').on(t.lastMessageAt.desc().nullsLast()),
  ],
);

export const livechatMessages = pgTable(
  'livechat_messages',
  {
    id: id(),
    roomId: uuid()
      .notNull()
      .references(() => livechatRooms.id, { onDelete: 'cascade' }),
    sender: livechatSender().notNull(),
    message: text().notNull(),
    // set null: the chat outlives the permanent deletion of the admin who answered
    adminId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    /** The sender's own id for the message (decision 018): a resend after a reconnect is stored once. */
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // history, 50 per page (spec 000 §9)
  (t) => [
    index('livechat_messages_room_idx').on(t.roomId, t.createdAt),
    uniqueIndex('livechat_messages_client_id_uq').on(t.roomId, t.clientId),
  ],
);

/** When each agent last read each room (mark as read per agent). */
export const livechatReads = pgTable(
  'livechat_reads',
  {
    roomId: uuid()
      .notNull()
      .references(() => livechatRooms.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.accountId] })],
);

/** Saved answers an agent inserts with '/' (decision 018), shared by every agent. */
export const livechatCannedReplies = pgTable('livechat_canned_replies', {
  id: id(),
  /** the word typed after '/' */
  shortcut: text().notNull().unique(),
  content: text().notNull(),
  createdBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * A payment request an agent sent into a room: the message that shows it, the order it asks to pay (an id of the
 * orders module, read through its service) and the card as sent; paid once the order is, in the transaction that
 * paid it, when the thread was told (decision 051).
 */
export const livechatPaymentRequests = pgTable(
  'livechat_payment_requests',
  {
    id: id(),
    roomId: uuid()
      .notNull()
      .references(() => livechatRooms.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .unique()
      .references(() => livechatMessages.id, { onDelete: 'cascade' }),
    orderId: uuid().notNull(),
    card: jsonb().$type<PaymentCard>().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // an order paid finds its requests still waiting for it (decision 051)
  (t) => [index('livechat_payment_requests_order_idx').on(t.orderId).where(sql`paid_at is null`)],
);

/**
 * A message a visitor left outside business hours (decision 050): the message itself is the room's, this row only
 * says it waits for the office's digest e-mail; `digestedAt` is set by the one process that put it in a digest.
 */
export const livechatLeftMessages = pgTable(
  'livechat_left_messages',
  {
    messageId: uuid()
      .primaryKey()
      .references(() => livechatMessages.id, { onDelete: 'cascade' }),
    leftAt: timestamp({ withTimezone: true }).notNull(),
    digestedAt: timestamp({ withTimezone: true }),
  },
  // the messages no digest has listed yet, looked at every minute
  (t) => [index('livechat_left_messages_pending_idx').on(t.leftAt).where(sql`digested_at is null`)],
);
