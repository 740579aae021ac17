import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMITED_MESSAGE,
  type ChatFeedbackInput,
  type ChatHistoryItem,
  type ChatMessageInput,
  type ChatStats,
  FEEDBACK_THANKS,
  TRAINING_MESSAGES,
  type TrainingInput,
  type TrainingItem,
  type TrainingListQuery,
  type TrainingTestResult,
  type UnansweredItem,
} from '#domain/chat/chatbot.schema.ts';
import {
  type EngineItem,
  fallbackAnswerHtml,
  fallbackSuggestions,
  STARTER_SUGGESTIONS,
} from '#domain/chat/chatbot-answer.rules.ts';
import { SMALL_TALK_REPLIES, smallTalkOf } from '#domain/chat/small-talk.rules.ts';
import { BIGRAM_JOIN, tokenise } from '#domain/chat/vietnamese-text.rules.ts';
import { withSitePriceSign } from '#domain/shared/price.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import { createChatbotRepository, type TrainingRow, type TrainingWrite } from './chatbot.repository.ts';
import { createChatbotEngine, type EngineAnswer } from './chatbot-engine.ts';
import { createLlmClient, type LlmConfig } from './chatbot-llm.ts';

/** Redis channel on which a training change reaches every instance's index (decision 017). */
export const INDEX_CHANNEL = 'chatbot:index';
const STATS_DAYS = 14;
const UNANSWERED_SCAN = 500;
const UNANSWERED_GROUPS = 100;
/** Two questions are "the same question" when their syllables overlap this much (Jaccard). */
const SIMILAR = 0.5;
/** Small talk is understood, whatever the items: no item, full confidence, no fallback. */
const SMALL_TALK_DECISION: EngineAnswer = { best: null, matches: [], confidence: 1, fallback: false };

type Deps = {
  db: Db;
  clock: () => Date;
  counters: Pick<WindowCounter, 'add'>;
  llm: LlmConfig | null;
  /** The site's services as one line each, for the language model's context. */
  siteServices: () => Promise<string[]>;
  redis?: RedisClientType | null;
};

const toEngineItem = (row: TrainingRow): EngineItem => ({
  id: row.id,
  pattern: row.pattern,
  keywords: row.keywords,
  category: row.category as EngineItem['category'],
  priority: row.priority,
  responseText: row.responseText,
  suggestions: row.suggestions,
});

export function toTrainingItem(row: TrainingRow): TrainingItem {
  return {
    _id: row.id,
    pattern: row.pattern,
    keywords: row.keywords,
    category: row.category as TrainingItem['category'],
    priority: row.priority,
    status: row.status,
    response: { text: row.responseText, suggestions: row.suggestions },
    usage: {
      count: row.usageCount,
      lastUsed: row.lastUsedAt?.toISOString() ?? null,
      successRate: row.successRate,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The training form's values as stored: the answer sanitised (shared sanitiser), never empty after it. */
function toWrite(input: TrainingInput): TrainingWrite {
  const responseText = sanitizeArticleHtml(input.response.text);
  if (!toPlainText(responseText) && !/<img\s/i.test(responseText))
    throw badRequest('Vui lòng nhập câu trả lời', { 'response.text': 'Vui lòng nhập câu trả lời' });
  return {
    pattern: input.pattern,
    keywords: input.keywords,
    category: input.category,
    priority: input.priority,
    status: input.status,
    responseText,
    suggestions: input.response.suggestions,
  };
}

const syllables = (text: string) => new Set(tokenise(text).filter((t) => !t.includes(BIGRAM_JOIN)));
function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The AI assistant (issue 16): answers, history, feedback, statistics, training and the unanswered queue. */
export function createChatbotService(deps: Deps) {
  const { db, clock, counters } = deps;
  const repo = createChatbotRepository(db);
  const engine = createChatbotEngine();
  const llm = deps.llm ? createLlmClient(deps.llm) : null;
  let loading: Promise<void> | null = null;

  /** Reads the active items again and swaps the index (a few milliseconds for 1,000 items). */
  async function reload(): Promise<void> {
    const rows = await repo.activeItems();
    engine.load(rows.map(toEngineItem));
  }
  const ready = () => {
    loading ??= reload().catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  /** After a training change: this index at once, the other instances' through Redis. */
  async function trainingChanged(): Promise<void> {
    loading = reload();
    await loading;
    if (deps.redis) await deps.redis.publish(INDEX_CHANNEL, String(clock().getTime()));
  }

  async function groupsOfUnanswered() {
    const rows = await repo.unanswered(UNANSWERED_SCAN);
    const groups: Array<{ head: (typeof rows)[number]; members: typeof rows; tokens: Set<string> }> = [];
    for (const row of rows) {
      const tokens = syllables(row.userMessage);
      const group = groups.find((g) => jaccard(g.tokens, tokens) >= SIMILAR);
      if (group) group.members.push(row);
      else groups.push({ head: row, members: [row], tokens });
    }
    return groups;
  }

  return {
    engine,
    ready,
    reload,

    /** spec 000 §7 POST /chat/message: stores every message (spec 002 §2); 10 a minute per address (§9). */
    async ask(input: ChatMessageInput, ip: string) {
      if ((await counters.add(`chat-message:${ip}`, CHAT_RATE_LIMIT.windowMs)) > CHAT_RATE_LIMIT.perIp)
        throw new AppError('RATE_LIMITED', 429, CHAT_RATE_LIMITED_MESSAGE);
      await ready();
      const sessionId = input.sessionId ?? `s-${randomUUID()}`;
      const smallTalk = smallTalkOf(input.message);
      // a greeting, thanks or goodbye is answered in kind: not a question for the items, not a fallback
      const decision = smallTalk ? SMALL_TALK_DECISION : engine.answer(input.message);
      const best = decision.best;
      let text: string;
      let suggestions: string[];
      if (smallTalk) {
        text = SMALL_TALK_REPLIES[smallTalk].html;
        suggestions = SMALL_TALK_REPLIES[smallTalk].suggestions;
      } else if (decision.fallback || !best) {
        text = fallbackAnswerHtml();
        const guesses = fallbackSuggestions(decision.matches.map((m) => m.item));
        suggestions = guesses.length > 0 ? guesses : STARTER_SUGGESTIONS.slice(0, 3);
      } else {
        text = best.item.responseText;
        suggestions = best.item.suggestions;
        if (llm) {
          const composed = await llm.compose({
            question: input.message,
            sources: decision.matches.filter((m) => m.confidence >= engine.threshold).map((m) => m.item),
            services: await deps.siteServices(),
          });
          if (composed) text = composed;
        }
      }
      // one price format everywhere (spec 000 §9): training answers may write '₫' where the site writes 'đ'
      text = withSitePriceSign(text);
      const now = clock();
      const pagePath = input.userInfo?.path ?? input.userInfo?.page;
      const stored = await repo.insertMessage(
        {
          sessionId,
          userMessage: input.message,
          botResponse: text,
          suggestions,
          trainingItemId: decision.fallback ? null : (best?.item.id ?? null),
          ip,
          pagePath: typeof pagePath === 'string' ? pagePath.slice(0, 500) : null,
          fallback: decision.fallback,
          confidence: decision.confidence,
        },
        now,
      );
      if (!decision.fallback && best) await repo.markUsed(best.item.id, now);
      return {
        sessionId,
        botResponse: {
          text,
          suggestions,
          category: decision.fallback || !best ? null : best.item.category,
          itemId: decision.fallback || !best ? null : best.item.id,
          confidence: decision.confidence,
          fallback: decision.fallback,
          messageId: stored.id,
        },
      };
    },

    /** spec 000 §7 GET /chat/history/{sessionId}: the widget reads page 1, 10 items (§9). */
    async history(sessionId: string, page: number, limit: number) {
      const { rows, total } = await repo.history(sessionId, page, limit);
      const items: ChatHistoryItem[] = rows.map((r) => ({
        _id: r.id,
        userMessage: r.userMessage,
        botResponse: r.botResponse,
        suggestions: r.suggestions,
        fallback: r.fallback,
        timestamp: r.createdAt.toISOString(),
      }));
      return { items, total };
    },

    /** spec 000 §7 POST /chat/feedback: updates the answering item's success rate. */
    async feedback(input: ChatFeedbackInput): Promise<string> {
      const message = await repo.findMessage(input.messageId);
      if (!message || message.sessionId !== input.sessionId)
        throw notFound('Không tìm thấy tin nhắn', 'MESSAGE_NOT_FOUND');
      await repo.rate(message, { rating: input.rating, comment: input.comment || null }, clock());
      return FEEDBACK_THANKS;
    },

    /** spec 002 §7 GET /chat/stats, from the stored messages and ratings. */
    async stats(): Promise<ChatStats> {
      const { totals, ratings, daily } = await repo.stats(clock(), STATS_DAYS);
      return {
        totalMessages: totals.total,
        todayMessages: totals.today,
        last7DaysMessages: totals.last7,
        last30DaysMessages: totals.last30,
        uniqueSessions: totals.sessions,
        accuracy: ratings.n > 0 ? Math.round((100 * ratings.helpful) / ratings.n) : null,
        ratings: ratings.n,
        daily,
      };
    },

    async listTraining(query: TrainingListQuery) {
      const { rows, total } = await repo.listTraining(query);
      return { items: rows.map(toTrainingItem), total };
    },

    async createTraining(input: TrainingInput): Promise<TrainingItem> {
      const row = await repo.insertTraining(toWrite(input));
      await trainingChanged();
      return toTrainingItem(row);
    },

    async updateTraining(id: string, input: TrainingInput): Promise<TrainingItem> {
      const write = toWrite(input);
      const row = isUuid(id) ? await repo.updateTraining(id, write, clock()) : undefined;
      if (!row) throw notFound(TRAINING_MESSAGES.notFound);
      await trainingChanged();
      return toTrainingItem(row);
    },

    async deleteTraining(id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteTraining(id))) throw notFound(TRAINING_MESSAGES.notFound);
      await trainingChanged();
    },

    /** Fallback and thumbs-down questions not yet turned into items, similar ones grouped, most asked first. */
    async unanswered(): Promise<UnansweredItem[]> {
      const groups = await groupsOfUnanswered();
      return groups
        .map((g) => ({
          _id: g.head.id,
          question: g.head.userMessage,
          count: g.members.length,
          similar: [...new Set(g.members.slice(1).map((m) => m.userMessage))].slice(0, 5),
          reason: g.members.some((m) => m.fallback) ? ('fallback' as const) : ('not_helpful' as const),
          lastAskedAt: g.head.createdAt.toISOString(),
        }))
        .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
        .slice(0, UNANSWERED_GROUPS);
    },

    /** 'Tạo câu trả lời': a training item from a queued question; its whole group leaves the queue. */
    async trainFromUnanswered(id: string, input: TrainingInput): Promise<TrainingItem> {
      const groups = isUuid(id) ? await groupsOfUnanswered() : [];
      const group = groups.find((g) => g.members.some((m) => m.id === id));
      if (!group) throw notFound('Không tìm thấy câu hỏi chưa được trả lời', 'UNANSWERED_NOT_FOUND');
      const row = await repo.insertTraining(toWrite(input));
      await repo.resolve(
        group.members.map((m) => m.id),
        clock(),
      );
      await trainingChanged();
      return toTrainingItem(row);
    },

    /** The admin test box: what a question would match, with a draft item taken into account when given. */
    async test(message: string, draft?: TrainingInput): Promise<TrainingTestResult> {
      await ready();
      let probe = engine;
      if (draft) {
        probe = createChatbotEngine();
        const rows = await repo.activeItems();
        const w = toWrite(draft);
        probe.load([
          ...rows.map(toEngineItem),
          {
            id: '__draft__',
            pattern: w.pattern,
            keywords: w.keywords,
            category: w.category as EngineItem['category'],
            priority: w.priority,
            responseText: w.responseText,
            suggestions: w.suggestions,
          },
        ]);
      }
      const smallTalk = smallTalkOf(message);
      const decision = probe.answer(message);
      return {
        smallTalk,
        fallback: smallTalk ? false : decision.fallback,
        confidence: decision.confidence,
        threshold: probe.threshold,
        matches: decision.matches.map((m) => ({
          itemId: m.item.id === '__draft__' ? null : m.item.id,
          pattern: m.item.pattern,
          category: m.item.category,
          confidence: m.confidence,
          score: Math.round(m.score * 1000) / 1000,
          draft: m.item.id === '__draft__',
        })),
      };
    },

    /**
     * Follows training changes made by other instances (REDIS_URL): one subscriber connection reloads this
     * index on every message of the channel. Returns the stop function.
     */
    async startIndexSync(redis: RedisClientType, log: { error(o: object, msg: string): void }) {
      const subscriber = redis.duplicate() as RedisClientType;
      subscriber.on('error', (error) => log.error({ err: error }, 'chatbot index subscriber error'));
      await subscriber.connect();
      await subscriber.subscribe(INDEX_CHANNEL, () => {
        loading = reload();
        loading.catch((error) => log.error({ err: error }, 'chatbot index reload failed'));
      });
      return async () => {
        await subscriber.quit();
      };
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
