import { dataEnvelope } from '../shared/envelope.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';
import {
  CHAT_HISTORY_PAGE,
  CHAT_MESSAGE_MAX,
  TRAINING_CATEGORIES,
  type TrainingCategory,
} from './chatbot-answer.rules.ts';
import { SMALL_TALK_KINDS } from './small-talk.rules.ts';

// the widget's constants live in the zod-free rules (public pages load no zod); re-exported for the server
export {
  CHAT_HISTORY_PAGE,
  CHAT_MESSAGE_MAX,
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMITED_MESSAGE,
  CONNECTION_ERROR_TITLE,
  FEEDBACK_HELPFUL,
  FEEDBACK_NOT_HELPFUL,
  FEEDBACK_THANKS,
  TRAINING_CATEGORIES,
  type TrainingCategory,
} from './chatbot-answer.rules.ts';

export const CATEGORY_LABELS: Record<TrainingCategory, string> = {
  dịch_vụ: 'Dịch vụ',
  báo_giá: 'Báo giá',
  quy_trình: 'Quy trình',
  liên_hệ: 'Liên hệ',
  thời_gian: 'Thời gian',
  công_nghệ: 'Công nghệ',
};

/** spec 002 §4: active 'Đang hoạt động', inactive 'Tạm dừng', testing 'Thử nghiệm'. */
export const TRAINING_STATUSES = ['active', 'inactive', 'testing'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];
export const STATUS_LABELS: Record<TrainingStatus, string> = {
  active: 'Đang hoạt động',
  inactive: 'Tạm dừng',
  testing: 'Thử nghiệm',
};

/** spec 002 §4: an item whose success rate is under 50 is marked low-performance. */
export const LOW_PERFORMANCE_RATE = 50;
export const isLowPerformance = (successRate: number | null) =>
  successRate !== null && successRate < LOW_PERFORMANCE_RATE;

export const TRAINING_PAGE_SIZE = 10;
export const TRAINING_SEARCH_DEBOUNCE_MS = 500;
export const TRAINING_PREVIEW_CHARS = 200;
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 10;
export const PRIORITY_DEFAULT = 5;
export const SESSION_ID_MAX = 128;

// spec 002 §8: the training screen's messages, word for word
export const TRAINING_MESSAGES = {
  loadFailed: 'Không thể tải training data',
  saveFailed: 'Không thể lưu training data',
  deleteFailed: 'Không thể xóa training data',
  created: 'Thêm training data thành công!',
  updated: 'Cập nhật training data thành công!',
  deleted: 'Xóa training data thành công!',
  confirmDelete: 'Bạn có chắc muốn xóa training data này?',
  notFound: 'Không tìm thấy training data',
} as const;
export const STATS_MESSAGES = {
  loadFailed: 'Không thể tải thống kê',
  unknown: 'Lỗi không xác định',
} as const;

const SESSION_MESSAGE = 'Mã phiên trò chuyện không hợp lệ';
export const sessionIdSchema = z
  .string({ error: SESSION_MESSAGE })
  .trim()
  .min(1, SESSION_MESSAGE)
  .max(SESSION_ID_MAX, SESSION_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, SESSION_MESSAGE);

/** spec 000 §7 POST /chat/message: message, sessionId, userInfo (page path plus extras). */
export const chatMessageInputSchema = z.object({
  message: z
    .string({ error: 'Vui lòng nhập tin nhắn' })
    .trim()
    .min(1, 'Vui lòng nhập tin nhắn')
    .max(CHAT_MESSAGE_MAX, `Tin nhắn không được vượt quá ${CHAT_MESSAGE_MAX} ký tự`),
  // absent on the first message: the server starts a session
  sessionId: sessionIdSchema.optional(),
  userInfo: z
    .object({ page: z.string().max(500).optional(), path: z.string().max(500).optional() })
    .catchall(z.unknown())
    .optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/** The answer: the spec's shape plus what the engine decided (decision 017; category null for a fallback). */
/** What the assistant's booking form starts with, from what the conversation holds (decision 050). */
const bookingPrefillSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  service: z.string(),
});

export const botResponseSchema = z.object({
  text: z.string(),
  suggestions: z.array(z.string()),
  category: z.enum(TRAINING_CATEGORIES).nullable(),
  itemId: z.string().nullable(),
  confidence: z.number(),
  /** true when the assistant did not understand: the widget then offers a person ('Gặp nhân viên'). */
  fallback: z.boolean(),
  /** the stored exchange, for feedback */
  messageId: z.string(),
  /** the public page an answer built from the site's content comes from, shown as 'Xem chi tiết' (decision 037) */
  source: z.object({ title: z.string(), url: z.string() }).nullable(),
  /**
   * The consultation booking offered inside the panel (decision 050), filled from what the conversation holds;
   * null when not offered.
   */
  offerBooking: bookingPrefillSchema.nullable().optional(),
});
export type BotResponse = z.infer<typeof botResponseSchema>;

export const chatReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ sessionId: z.string(), botResponse: botResponseSchema }),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatHistoryQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema({ invalid: 'Giới hạn không hợp lệ', max: 50 }).default(CHAT_HISTORY_PAGE.limit),
});

export const chatHistoryItemSchema = z.object({
  _id: z.string(),
  userMessage: z.string(),
  botResponse: z.string(),
  suggestions: z.array(z.string()),
  fallback: z.boolean(),
  timestamp: z.string(),
  source: z.object({ title: z.string(), url: z.string() }).nullable(),
  /** on the newest answer of page 1 when it offered the booking (decision 050): the form's prefill now */
  offerBooking: bookingPrefillSchema.optional(),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;

export const chatHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(chatHistoryItemSchema), total: z.number().int() }),
});

/** spec 000 §7 POST /chat/feedback: sessionId, messageId, rating, comment. Helpful is 5, not helpful 1. */
export const chatFeedbackInputSchema = z.object({
  sessionId: sessionIdSchema,
  messageId: z.uuid('Không tìm thấy tin nhắn'),
  rating: z.coerce
    .number({ error: 'Đánh giá phải từ 1 đến 5' })
    .int('Đánh giá phải từ 1 đến 5')
    .min(1, 'Đánh giá phải từ 1 đến 5')
    .max(5, 'Đánh giá phải từ 1 đến 5'),
  comment: z.string().trim().max(1000, 'Góp ý không được vượt quá 1000 ký tự').optional(),
});
export type ChatFeedbackInput = z.infer<typeof chatFeedbackInputSchema>;

/** spec 002 §3 Chat stats, plus what the statistics screen adds. */
export const chatStatsSchema = z.object({
  totalMessages: z.number().int(),
  todayMessages: z.number().int(),
  last7DaysMessages: z.number().int(),
  last30DaysMessages: z.number().int(),
  uniqueSessions: z.number().int(),
  /** helpful ratings over all ratings, percent; null with no rating */
  accuracy: z.number().nullable(),
  ratings: z.number().int(),
  /** the last 14 days in Vietnam's calendar, oldest first */
  daily: z.array(z.object({ date: z.string(), messages: z.number().int(), fallbacks: z.number().int() })),
  /** the site's pages that answered most in the last 30 days (decision 037), most first */
  topSources: z.array(z.object({ title: z.string(), url: z.string(), answers: z.number().int() })),
  /** the questions that still fall back most in the last 30 days (not yet turned into an item), most first */
  topFallbacks: z.array(z.object({ question: z.string(), count: z.number().int() })),
});
export type ChatStats = z.infer<typeof chatStatsSchema>;

const commaList = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string().max(200, message))
      .transform((list) => list.map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.string()).max(max, message)),
  );

/** spec 002 §5 Training form: pattern, keywords and category required; priority 1 to 10 (default 5). */
export const trainingInputSchema = z.object({
  pattern: z
    .string({ error: 'Vui lòng nhập câu hỏi mẫu' })
    .trim()
    .min(1, 'Vui lòng nhập câu hỏi mẫu')
    .max(500, 'Câu hỏi mẫu không được vượt quá 500 ký tự'),
  keywords: commaList(30, 'Tối đa 30 từ khóa, mỗi từ khóa tối đa 200 ký tự').pipe(
    z.array(z.string()).min(1, 'Vui lòng nhập ít nhất một từ khóa'),
  ),
  category: z.enum(TRAINING_CATEGORIES, { error: 'Vui lòng chọn danh mục' }),
  priority: z.coerce
    .number({ error: 'Độ ưu tiên phải từ 1 đến 10' })
    .int('Độ ưu tiên phải từ 1 đến 10')
    .min(PRIORITY_MIN, 'Độ ưu tiên phải từ 1 đến 10')
    .max(PRIORITY_MAX, 'Độ ưu tiên phải từ 1 đến 10')
    .default(PRIORITY_DEFAULT),
  // a new item is active unless a status is given
  status: z.enum(TRAINING_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('active'),
  response: z.object({
    text: z
      .string({ error: 'Vui lòng nhập câu trả lời' })
      .trim()
      .min(1, 'Vui lòng nhập câu trả lời')
      .max(20_000, 'Câu trả lời quá dài'),
    suggestions: commaList(8, 'Tối đa 8 gợi ý, mỗi gợi ý tối đa 200 ký tự').default([]),
  }),
});
export type TrainingInput = z.output<typeof trainingInputSchema>;

export const TRAINING_SEARCH_TYPES = ['all', 'pattern', 'keywords', 'content'] as const;
export const SEARCH_TYPE_LABELS: Record<(typeof TRAINING_SEARCH_TYPES)[number], string> = {
  all: 'Tất cả',
  pattern: 'Câu hỏi',
  keywords: 'Từ khóa',
  content: 'Nội dung',
};

/** spec 002 §7 GET /chat/training: page, limit, status, optionally category, search and searchType. */
export const trainingListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema({ invalid: 'Giới hạn không hợp lệ', max: 100 }).default(TRAINING_PAGE_SIZE),
  // spec 002 §4: the list asks for active items by default; 'all' shows every status
  status: z.enum([...TRAINING_STATUSES, 'all'], { error: 'Trạng thái không hợp lệ' }).default('active'),
  category: z
    .union([z.enum(TRAINING_CATEGORIES), z.literal('')], { error: 'Danh mục không hợp lệ' })
    .optional()
    .transform((v) => v || undefined),
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
  searchType: z.enum(TRAINING_SEARCH_TYPES, { error: 'Kiểu tìm kiếm không hợp lệ' }).default('all'),
});
export type TrainingListQuery = z.infer<typeof trainingListQuerySchema>;

export const trainingItemSchema = z.object({
  _id: z.string(),
  pattern: z.string(),
  keywords: z.array(z.string()),
  category: z.enum(TRAINING_CATEGORIES),
  priority: z.number().int(),
  status: z.enum(TRAINING_STATUSES),
  response: z.object({ text: z.string(), suggestions: z.array(z.string()) }),
  usage: z.object({
    count: z.number().int(),
    lastUsed: z.string().nullable(),
    successRate: z.number().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingItem = z.infer<typeof trainingItemSchema>;

/** GET /chat/unanswered: fallback and thumbs-down questions, similar ones grouped. */
export const unansweredItemSchema = z.object({
  /** the newest message of the group: what 'Tạo câu trả lời' turns into an item */
  _id: z.string(),
  question: z.string(),
  /** how many times this question (or a similar one) was asked */
  count: z.number().int(),
  similar: z.array(z.string()),
  reason: z.enum(['fallback', 'not_helpful']),
  lastAskedAt: z.string(),
});
export type UnansweredItem = z.infer<typeof unansweredItemSchema>;

/** The admin test box: which item a question would match, and how sure the engine is. */
export const trainingTestInputSchema = z.object({
  message: chatMessageInputSchema.shape.message,
  /** a draft item not yet saved, matched together with the stored ones */
  draft: trainingInputSchema.optional(),
});
export const trainingTestResultSchema = z.object({
  /** a greeting, thanks or goodbye: answered in kind, whatever the items match */
  smallTalk: z.enum(SMALL_TALK_KINDS).nullable(),
  fallback: z.boolean(),
  confidence: z.number(),
  threshold: z.number(),
  matches: z.array(
    z.object({
      itemId: z.string().nullable(),
      pattern: z.string(),
      category: z.enum(TRAINING_CATEGORIES),
      confidence: z.number(),
      score: z.number(),
      draft: z.boolean(),
    }),
  ),
});
export type TrainingTestResult = z.infer<typeof trainingTestResultSchema>;

export const trainingIdParamsSchema = idParamsSchema(TRAINING_MESSAGES.notFound);
/** An unanswered question's group, by the id of one of its questions. */
export const unansweredIdParamsSchema = idParamsSchema();
export const sessionParamsSchema = z.object({ sessionId: sessionIdSchema });
export const unansweredResponse = dataEnvelope(z.array(unansweredItemSchema));
