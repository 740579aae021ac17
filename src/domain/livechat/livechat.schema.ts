import { handoffSchema } from '../chat/handoff.schema.ts';
import { dataEnvelope } from '../shared/envelope.schema.ts';
import { z } from '../shared/zod.ts';
import { LIVECHAT_HISTORY_LIMIT, LIVECHAT_MESSAGE_MAX, LIVECHAT_MESSAGES } from './livechat.constants.ts';
import { paymentCardSchema } from './payment-request.schema.ts';

/**
 * The live support contract (spec 000 §3, §7, §9; 002 §3, §7): the socket events both ways and the
 * /api/livechat/* answers. Server and browser read the same schemas.
 */

export * from './livechat.constants.ts';

/** The visitor's session id works as a secret (decision 018): 16–128 characters of [A-Za-z0-9_-]. */
export const sessionIdSchema = z
  .string(LIVECHAT_MESSAGES.badSession)
  .regex(/^[A-Za-z0-9_-]{16,128}$/, LIVECHAT_MESSAGES.badSession);

/** A client's own id for a message: a resend after a reconnect is stored once. */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, LIVECHAT_MESSAGES.badPayload)
  .optional();

export const messageTextSchema = z
  .string(LIVECHAT_MESSAGES.emptyMessage)
  .max(LIVECHAT_MESSAGE_MAX, LIVECHAT_MESSAGES.tooLong)
  .refine((s) => s.trim().length > 0, LIVECHAT_MESSAGES.emptyMessage);

export const roomIdSchema = z.uuid(LIVECHAT_MESSAGES.notFound);

export const livechatSenderSchema = z.enum(['user', 'admin', 'system']);

/** spec 000 §3 Live chat message. */
export const livechatMessageSchema = z.object({
  _id: z.string(),
  sender: livechatSenderSchema,
  message: z.string(),
  timestamp: z.string(),
  clientId: z.string().nullable().optional(),
  /** a payment request's card (service, amount, VietQR, transfer content) */
  payment: paymentCardSchema.optional(),
});
export type LivechatMessage = z.infer<typeof livechatMessageSchema>;

/** An agent as a room names who answers it. */
export const agentRefSchema = z.object({ id: z.string(), name: z.string() });
export type AgentRef = z.infer<typeof agentRefSchema>;

/** spec 002 §3 Chat room, as the agents' console reads it. */
export const livechatRoomSchema = z.object({
  roomId: z.string(),
  user: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    sessionId: z.string(),
  }),
  lastMessage: z
    .object({ content: z.string(), timestamp: z.string(), sender: livechatSenderSchema })
    .nullable(),
  createdAt: z.string(),
  online: z.boolean(),
  isTyping: z.boolean(),
  /** visitor messages this agent has not read */
  unreadCount: z.number().int(),
  /** no admin answer yet: the visitor waits */
  waiting: z.boolean(),
  /** the agent who answers it (round-robin among those online when it was made), or nobody yet */
  assignedTo: agentRefSchema.nullable(),
});
export type LivechatRoom = z.infer<typeof livechatRoomSchema>;

// ---- socket handshake -----------------------------------------------------------------------------------

/** spec 000 §7: the visitor's auth fields. `isAdmin` is never trusted: an agent is a valid token. */
export const visitorAuthSchema = z.object({
  sessionId: sessionIdSchema,
  userName: z.string().max(100).optional().nullable(),
  userEmail: z.string().max(254).optional().nullable(),
  userPhone: z.string().max(20).optional().nullable(),
  /** the consent notice version the details form showed (Decree 13/2023/NĐ-CP); an unknown one is not kept */
  consentVersion: z.string().max(40).optional().nullable(),
  isAdmin: z.literal(false).optional(),
});
export const agentAuthSchema = z.object({ token: z.string().min(1).max(4096), isAdmin: z.literal(true) });

// ---- visitor → server -----------------------------------------------------------------------------------

export const sendMessageSchema = z.object({
  message: messageTextSchema,
  sessionId: sessionIdSchema,
  clientId: clientIdSchema,
});
export const visitorTypingSchema = z.object({ sessionId: sessionIdSchema, isTyping: z.boolean() });
/** The AI assistant's chat, handed over with 'Gặp nhân viên'. */
export const handoffEventSchema = handoffSchema.extend({
  sessionId: sessionIdSchema,
  clientId: clientIdSchema,
});

// ---- agent → server -------------------------------------------------------------------------------------

/** spec 002 §7: admin_join_room(roomId), mark_as_read(roomId): the bare id, or { roomId }. */
export const roomRefSchema = z.union([
  roomIdSchema,
  z.object({ roomId: roomIdSchema }).transform((v) => v.roomId),
]);
export const adminSendMessageSchema = z.object({
  roomId: roomIdSchema,
  message: messageTextSchema,
  clientId: clientIdSchema,
});
export const adminTypingSchema = z.object({
  roomId: roomIdSchema,
  sessionId: z.string().optional(),
  isTyping: z.boolean(),
});
export const handOverSchema = z.object({
  roomId: roomIdSchema,
  toAgentId: z.uuid(LIVECHAT_MESSAGES.agentOffline),
});
export const adminDeletedChatSchema = z.object({
  roomId: roomIdSchema,
  deletedCount: z.number().int().min(0).optional(),
});

/** The answer to an acknowledged event: the stored message, or why it was refused. */
export type LivechatAck =
  | { success: true; data: LivechatMessage; duplicate?: boolean }
  | { success: false; message: string; code: string };

// ---- server → clients (names) ---------------------------------------------------------------------------

// ---- HTTP ----------------------------------------------------------------------------------------------

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(LIVECHAT_HISTORY_LIMIT),
});

const isoDate = z.iso.date('Ngày không hợp lệ').optional();
export const statsQuerySchema = z.object({ startDate: isoDate, endDate: isoDate });
export const livechatStatsSchema = z.object({
  totalRooms: z.number().int(),
  totalMessages: z.number().int(),
  visitorMessages: z.number().int(),
  adminMessages: z.number().int(),
  waitingRooms: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const searchQuerySchema = z.object({
  q: z.string().max(200).optional(),
  query: z.string().max(200).optional(),
});

export const exportQuerySchema = z.object({ format: z.enum(['txt', 'csv']).default('txt') });

export const cannedReplySchema = z.object({
  _id: z.string(),
  shortcut: z.string(),
  content: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyInputSchema = z.object({
  shortcut: z
    .string('Lối tắt không được để trống')
    .trim()
    .regex(/^[\p{L}\p{N}_-]{1,30}$/u, 'Lối tắt chỉ gồm chữ, số, gạch ngang, tối đa 30 ký tự'),
  content: z
    .string('Nội dung không được để trống')
    .trim()
    .min(1, 'Nội dung không được để trống')
    .max(LIVECHAT_MESSAGE_MAX, LIVECHAT_MESSAGES.tooLong),
});

export const roomParamsSchema = z.object({ id: roomIdSchema });
export const livechatSessionParamsSchema = z.object({ sessionId: sessionIdSchema });
export const cannedReplyParamsSchema = z.object({ id: z.uuid(LIVECHAT_MESSAGES.cannedNotFound) });
export const roomListResponse = dataEnvelope(z.array(livechatRoomSchema));
export const cannedRepliesResponse = dataEnvelope(z.array(cannedReplySchema));
/** A transcript file's text (txt or csv). */
export const transcriptResponse = z.string();
export const roomDeletedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deletedCount: z.number().int(),
});
