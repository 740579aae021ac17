/**
 * Live support constants, messages and event names (spec 000 §7, §9; 002 §7, §9), free of zod so the
 * public widget can carry them.
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
/** Per socket: messages in a window (decision 018). */
export const LIVECHAT_RATE = { messages: 20, typing: 60, windowMs: 10_000 };
/**
 * Per client address (IPv4, or IPv6 by /64), whatever the sockets, tabs or processes it uses (decision 031): what a
 * busy office behind one NAT never reaches, far below what one script sends. The defaults of LIVECHAT_MESSAGES_PER_MINUTE,
 * LIVECHAT_ROOMS_PER_HOUR and LIVECHAT_SOCKETS_PER_CLIENT.
 */
export const LIVECHAT_CLIENT_BUDGET = { messagesPerMinute: 60, roomsPerHour: 30, sockets: 30 };

/**
 * Who wrote a line, as transcripts and the screens name them: a visitor with no name given is 'Khách'
 * (spec 002 §2), the AI assistant hands its chat over under its widget's name.
 */
export const SENDER_NAMES = {
  visitor: 'Khách',
  staff: 'Nhân viên',
  system: 'Hệ thống',
  assistant: 'Trợ lý AI',
} as const;

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
  // who answers a room (round-robin among online agents, taken or handed over)
  assignedLabel: 'Phụ trách',
  unassigned: 'Chưa có người phụ trách',
  agentOffline: 'Nhân viên được chọn hiện không trực tuyến',
  noOtherAgent: 'Không có nhân viên nào khác đang trực tuyến',
  taken: 'Bạn đã nhận cuộc trò chuyện này',
  handedOver: (name: string) => `Đã chuyển cuộc trò chuyện cho ${name}`,
} as const;

export const LIVECHAT_EVENTS = {
  // visitor
  sendMessage: 'send_message',
  typing: 'typing',
  handoff: 'handoff',
  messageReceived: 'message_received',
  adminJoined: 'admin_joined',
  adminTyping: 'admin_typing',
  /** whether an agent is online (the visitor is told when nobody is) */
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
  /** a room's agent changed (assigned to a new room, taken, handed over) */
  roomAssigned: 'room_assigned',
  takeRoom: 'take_room',
  handOverRoom: 'hand_over_room',
  /** the agents online now, for a hand-over */
  onlineAgents: 'online_agents',
  /** the server's own error for one refused event */
  error: 'livechat_error',
} as const;
