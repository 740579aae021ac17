import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

/** spec 002 §4: Đang hoạt động, Tạm dừng, Thử nghiệm. */
export const trainingStatus = pgEnum('chatbot_training_status', ['active', 'inactive', 'testing']);

/** A question-and-answer pattern the AI assistant answers from (spec 002 §3 Training item). */
export const chatbotTrainingItems = pgTable(
  'chatbot_training_items',
  {
    id: id(),
    /** A sample question. */
    pattern: text().notNull(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * spec 002 §3: dịch_vụ, báo_giá, quy_trình, liên_hệ, thời_gian, công_nghệ. Text with a check rather than an
     * enum: the API exposes these values as they are, and a check is replaced in one statement if the list grows.
     */
    category: text().notNull(),
    priority: integer().notNull().default(5),
    status: trainingStatus().notNull().default('active'),
    /** The answer, sanitised rich HTML (response.text in the API). */
    responseText: text().notNull(),
    suggestions: text().array().notNull().default(sql`'{}'::text[]`),
    usageCount: integer().notNull().default(0),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** Percent of rated answers rated good; null until the first rating (spec 002 §4: under 50 is low). */
    successRate: real(),
    ...timestamps,
  },
  (t) => [
    check(
      'chatbot_training_category',
      sql`${t.category} in ('dịch_vụ', 'báo_giá', 'quy_trình', 'liên_hệ', 'thời_gian', 'công_nghệ')`,
    ),
    // spec 002 §5: priority 1 to 10
    check('chatbot_training_priority', sql`${t.priority} between 1 and 10`),
    check(
      'chatbot_training_success_rate',
      sql`${t.successRate} is null or ${t.successRate} between 0 and 100`,
    ),
    // the admin list (filtered by status and category) and the matcher (active items by priority)
    index('chatbot_training_list_idx').on(t.status, t.category, t.priority.desc().nullsFirst()),
  ],
);

/** One exchange with the AI assistant (spec 000 §3 AI chat message). All messages are stored (spec 002 §2). */
export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: id(),
    sessionId: text().notNull(),
    userMessage: text().notNull(),
    botResponse: text().notNull(),
    suggestions: text().array().notNull().default(sql`'{}'::text[]`),
    // set null: statistics keep the message when the training item that answered it is deleted
    trainingItemId: uuid().references(() => chatbotTrainingItems.id, { onDelete: 'set null' }),
    ip: text(),
    pagePath: text(),
    /** The assistant did not understand: the statistics' fallback rate and the unanswered queue. */
    fallback: boolean().notNull().default(false),
    /** The engine's confidence in the answer, 0 to 1. */
    confidence: real(),
    /** The public page an answer built from the site's content came from (decision 037): the statistics' sources. */
    sourceUrl: text(),
    sourceTitle: text(),
    /**
     * This answer offered the booking in the panel (decision 050): a reopened chat offers it again under its last
     * answer, filled from the conversation then (nothing personal is kept here).
     */
    offeredBooking: boolean().notNull().default(false),
    /** When an admin turned this question into a training item (it leaves the unanswered queue). */
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the unanswered queue: fallbacks not yet resolved, newest first
    index('chatbot_messages_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.fallback} and ${t.resolvedAt} is null`),
    // history of a session (spec 000 §7) and the statistics' time windows (spec 002 §3 Chat stats)
    index('chatbot_messages_session_idx').on(t.sessionId, t.createdAt),
    index('chatbot_messages_created_idx').on(t.createdAt),
  ],
);

/** A visitor's rating of one answer (spec 000 §7 POST /chat/feedback). */
export const chatbotFeedback = pgTable(
  'chatbot_feedback',
  {
    id: id(),
    sessionId: text().notNull(),
    messageId: uuid()
      .notNull()
      .references(() => chatbotMessages.id, { onDelete: 'cascade' }),
    /** 1 (bad) to 5 (good); the spec does not show the scale. */
    rating: integer().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chatbot_feedback_rating', sql`${t.rating} between 1 and 5`),
    index('chatbot_feedback_message_idx').on(t.messageId),
  ],
);
