import { handoffSchema } from '../chat/handoff.schema.ts';
import { z } from '../shared/zod.ts';

/**
 * The live support contract (spec 000 §3, §7, §9; 002 §3, §7; issue 17): the socket events both ways and the
 * /api/livechat/* answers. Server and browser read the same schemas.
 */

export const LIVECHAT_SOCKET_PATH = '/api/socket.io';
/** spec 000 §9 */
export const LIVECHAT_HISTORY_LIMIT = 50;
export const LIVECHAT_RECONNECT_ATTEMPTS = 5;
export const LIVECHAT_RECONNECT_DELAY_MS = 1000;
export const LIVECHAT_RECONNECT_DELAY_MAX_MS = 5000;
export const LIVECHAT_TIMEOUT_MS = 20_000;
/** spec 000 §4, 002 §9: the own typing signal stops 2 s after the last key. */
export const LIVECHAT_TYPING_STOP_MS = 2000;
export const LIVECHAT_MESSAGE_MAX = 2000;
/** Per socket: messages in a window (issue 17: per-socket rate limits). */
export const LIVECHAT_RATE = { messages: 20, typing: 60, windowMs: 10_000 };

export const LIVECHAT_MESSAGES = {
  notFound: 'Không tìm thấy cuộc trò chuyện',
  listFailed: 'Không thể tải danh sách chat',
  deleteFailed: 'Không thể xóa cuộc trò chuyện',
  deleted: 'Đã xóa cuộc trò chuyện',
  markedRead: 'Đã đánh dấu đã đọc',
  emptyMessage: 'Tin nhắn không được để trống',
  tooLong: `Tin nhắn không được vượt quá ${LIVECHAT_MESSAGE_MAX} ký tự`,
  badSession: 'Mã phiên trò chuyện không hợp lệ',
  tooFast: 'Bạn gửi tin nhắn quá nhanh. Vui lòng thử lại sau giây lát.',
  notAgent: 'Bạn không có quyền trả lời trò chuyện trực tuyến',
  badToken: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn',
  badPayload: 'Dữ liệu không hợp lệ',
  saveFailed: 'Không thể gửi tin nhắn. Vui lòng thử lại.',
  offline: 'Hiện chưa có nhân viên trực tuyến. Tin nhắn của bạn đã được lưu, chúng tôi sẽ trả lời sớm nhất.',
  adminJoined: 'Nhân viên hỗ trợ đã tham gia cuộc trò chuyện',
  handoffTitle: 'Cuộc trò chuyện trước đó với Trợ lý AI:',
  cannedExists: 'Lối tắt này đã tồn tại',
  cannedNotFound: 'Không tìm thấy câu trả lời mẫu',
  cannedSaved: 'Đã lưu câu trả lời mẫu',
  cannedDeleted: 'Đã xóa câu trả lời mẫu',
  /** spec 002 §8 */
  bulkDeleted: (n: number, m: number) => `Đã xóa thành công ${n} cuộc trò chuyện (${m} tin nhắn)`,
  bulkPartial: (x: number, n: number) => `Đã xóa ${x}/${n} cuộc trò chuyện`,
  bulkFailed: 'Có lỗi xảy ra khi xóa hàng loạt',
} as const;

/** The visitor's session id works as a secret (issue 17): 16–128 characters of [A-Za-z0-9_-]. */
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
});
export type LivechatMessage = z.infer<typeof livechatMessageSchema>;

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
  /** no admin answer yet: the visitor waits (issue 17 item 2) */
  waiting: z.boolean(),
});
export type LivechatRoom = z.infer<typeof livechatRoomSchema>;

// ---- socket handshake -----------------------------------------------------------------------------------

/** spec 000 §7: the visitor's auth fields. `isAdmin` is never trusted: an agent is a valid token. */
export const visitorAuthSchema = z.object({
  sessionId: sessionIdSchema,
  userName: z.string().max(100).optional().nullable(),
  userEmail: z.string().max(254).optional().nullable(),
  userPhone: z.string().max(20).optional().nullable(),
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
/** The AI assistant's conversation, handed over with 'Gặp nhân viên' (issue 16/17). */
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
export const adminDeletedChatSchema = z.object({
  roomId: roomIdSchema,
  deletedCount: z.number().int().min(0).optional(),
});

/** The answer to an acknowledged event: the stored message, or why it was refused. */
export type LivechatAck =
  | { success: true; data: LivechatMessage; duplicate?: boolean }
  | { success: false; message: string; code: string };

// ---- server → clients (names) ---------------------------------------------------------------------------

export const LIVECHAT_EVENTS = {
  // visitor
  sendMessage: 'send_message',
  typing: 'typing',
  handoff: 'handoff',
  messageReceived: 'message_received',
  adminJoined: 'admin_joined',
  adminTyping: 'admin_typing',
  /** whether an agent is online (issue 17 item 2: the visitor is told when nobody is) */
  agentsStatus: 'agents_status',
  // agent
  adminJoinRoom: 'admin_join_room',
  markAsRead: 'mark_as_read',
  adminSendMessage: 'admin_send_message',
  adminDeletedChat: 'admin_deleted_chat',
  activeChats: 'active_chats',
  newUserConnected: 'new_user_connected',
  userDisconnected: 'user_disconnected',
  newMessage: 'new_message',
  adminMessageSent: 'admin_message_sent',
  userTyping: 'user_typing',
  roomMarkedRead: 'room_marked_read',
  roomHistory: 'room_history',
  chatDeletedByAdmin: 'chat_deleted_by_admin',
  /** the server's own error for one refused event */
  error: 'livechat_error',
} as const;

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
