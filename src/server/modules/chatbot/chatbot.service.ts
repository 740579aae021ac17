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
  CONFIDENCE_THRESHOLD,
  type EngineItem,
  fallbackAnswerHtml,
  fallbackSuggestions,
  STARTER_SUGGESTIONS,
} from '#domain/chat/chatbot-answer.rules.ts';
import type { KnowledgeItem } from '#domain/chat/site-knowledge.rules.ts';
import { SMALL_TALK_REPLIES, smallTalkOf } from '#domain/chat/small-talk.rules.ts';
import { BIGRAM_JOIN, tokenise } from '#domain/chat/vietnamese-text.rules.ts';
import { withSitePriceSign } from '#domain/shared/price.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import { createChatbotRepository, type TrainingRow, type TrainingWrite } from './chatbot.repository.ts';
import { type AssistantAnswer, createAssistant } from './chatbot-assistant.ts';
import { createChatbotEngine } from './chatbot-engine.ts';
import { createLlmClient, type LlmConfig, type LlmPassage } from './chatbot-llm.ts';
import { type SiteContent, siteKnowledge } from './site-knowledge.ts';

/** Redis channel on which a training change reaches every instance's index (decision 017). */
export const INDEX_CHANNEL = 'chatbot:index';
/** A message on INDEX_CHANNEL that starts with this asks for the site's content only (decision 037). */
const CONTENT_CHANGE = 'content:';
const STATS_DAYS = 14;
const UNANSWERED_SCAN = 500;
const UNANSWERED_GROUPS = 100;
/** Two questions are "the same question" when their syllables overlap this much (Jaccard). */
const SIMILAR = 0.5;
/** Small talk is understood, whatever the items: no item, full confidence, no fallback. */
const SMALL_TALK_DECISION: AssistantAnswer = {
  via: 'training',
  item: null,
  html: null,
  source: null,
  confidence: 1,
  fallback: false,
  matches: [],
  contentMatches: [],
};

type Deps = {
  db: Db;
  clock: () => Date;
  counters: Pick<WindowCounter, 'add'>;
  llm: LlmConfig | null;
  /** What the public pages publish (services, products, news): the assistant's second source (decision 037). */
  siteContent: () => Promise<SiteContent>;
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

/**
 * What the language model may use (decision 037): the answer retrieval chose first, then the other confident
 * trained items and content items, each with its source when it has one. Nothing else of the site.
 */
function passagesOf(decision: AssistantAnswer, chosenHtml: string): LlmPassage[] {
  const passages: LlmPassage[] = [
    { title: decision.item!.pattern, text: chosenHtml, source: decision.source },
  ];
  const seen = new Set([decision.item!.id]);
  for (const m of [...decision.matches, ...decision.contentMatches]) {
    if (seen.has(m.item.id) || m.confidence < CONFIDENCE_THRESHOLD || passages.length >= 4) continue;
    seen.add(m.item.id);
    passages.push({
      title: m.item.pattern,
      text: m.item.responseText,
      source: (m.item as Partial<KnowledgeItem>).source ?? null,
    });
  }
  return passages;
}

/** The AI assistant: answers, history, feedback, statistics, training and the unanswered queue. */
export function createChatbotService(deps: Deps) {
  const { db, clock, counters } = deps;
  const repo = createChatbotRepository(db);
  const assistant = createAssistant();
  const engine = assistant.training;
  const llm = deps.llm ? createLlmClient(deps.llm) : null;
  let loading: Promise<void> | null = null;

  /**
   * Reads the active items and the site's content again and swaps both indexes (a few milliseconds for 1,000
   * items): one reload follows a training change and a content change alike, here and on `chatbot:index`.
   */
  async function reload(): Promise<void> {
    const [rows, content] = await Promise.all([repo.activeItems(), deps.siteContent()]);
    assistant.loadTraining(rows.map(toEngineItem));
    assistant.loadKnowledge(siteKnowledge(content));
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

  /**
   * The site's content read again, the trained index kept (1,000 items take far longer to rebuild than the
   * content's few dozen). Before the first full load there is nothing to keep: the full load reads the content too.
   * Reads that overlap are applied in the order they started, so an older read never replaces a newer one.
   */
  let contentReads = 0;
  async function reloadContent(): Promise<void> {
    if (!loading) return ready();
    const read = ++contentReads;
    await loading;
    const content = await deps.siteContent();
    if (read === contentReads) assistant.loadKnowledge(siteKnowledge(content));
  }

  /** After a content change: this process's content index at once, the other instances' through Redis. */
  async function contentChanged(): Promise<void> {
    await reloadContent();
    if (deps.redis) await deps.redis.publish(INDEX_CHANNEL, `${CONTENT_CHANGE}${clock().getTime()}`);
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
    assistant,
    ready,
    reload,

    /**
     * After a change of what the public pages show (a service's price, a product, an article published or
     * trashed): this process's indexes at once, the other instances' through Redis (decision 037).
     */
    contentChanged,

    /** spec 000 §7 POST /chat/message: stores every message (spec 002 §2); 10 a minute per address (§9). */
    async ask(input: ChatMessageInput, ip: string) {
      if ((await counters.add(`chat-message:${ip}`, CHAT_RATE_LIMIT.windowMs)) > CHAT_RATE_LIMIT.perIp)
        throw new AppError('RATE_LIMITED', 429, CHAT_RATE_LIMITED_MESSAGE);
      await ready();
      const sessionId = input.sessionId ?? `s-${randomUUID()}`;
      const smallTalk = smallTalkOf(input.message);
      // a greeting, thanks or goodbye is answered in kind: not a question for the items, not a fallback
      const decision = smallTalk ? SMALL_TALK_DECISION : assistant.decide(input.message, clock());
      const item = decision.item;
      let text: string;
      let suggestions: string[];
      let source = decision.source;
      if (smallTalk) {
        text = SMALL_TALK_REPLIES[smallTalk].html;
        suggestions = SMALL_TALK_REPLIES[smallTalk].suggestions;
      } else if (decision.fallback || !item) {
        text = fallbackAnswerHtml();
        const guesses = fallbackSuggestions(decision.matches.map((m) => m.item));
        suggestions = guesses.length > 0 ? guesses : STARTER_SUGGESTIONS.slice(0, 3);
      } else {
        text = decision.html ?? item.responseText;
        suggestions = item.suggestions;
        if (llm) {
          const composed = await llm.compose({
            question: input.message,
            passages: passagesOf(decision, text),
          });
          if (composed) {
            text = composed.html;
            source = composed.source ?? source;
          }
        }
      }
      // a knowledge item's id (service:…, product:…) is no training item's: only trained ones count their use
      const trainedId = !decision.fallback && item && isUuid(item.id) ? item.id : null;
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
          trainingItemId: trainedId,
          ip,
          pagePath: typeof pagePath === 'string' ? pagePath.slice(0, 500) : null,
          fallback: decision.fallback,
          confidence: decision.confidence,
          sourceUrl: source?.url ?? null,
          sourceTitle: source?.title ?? null,
        },
        now,
      );
      if (trainedId) await repo.markUsed(trainedId, now);
      return {
        sessionId,
        botResponse: {
          text,
          suggestions,
          category: decision.fallback || !item ? null : item.category,
          itemId: decision.fallback || !item ? null : item.id,
          confidence: decision.confidence,
          fallback: decision.fallback,
          messageId: stored.id,
          source: decision.fallback ? null : source,
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
        source: r.sourceUrl ? { title: r.sourceTitle ?? r.sourceUrl, url: r.sourceUrl } : null,
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
      const { totals, ratings, daily, topSources, topFallbacks } = await repo.stats(clock(), STATS_DAYS);
      return {
        totalMessages: totals.total,
        todayMessages: totals.today,
        last7DaysMessages: totals.last7,
        last30DaysMessages: totals.last30,
        uniqueSessions: totals.sessions,
        accuracy: ratings.n > 0 ? Math.round((100 * ratings.helpful) / ratings.n) : null,
        ratings: ratings.n,
        daily,
        topSources,
        topFallbacks,
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
      await subscriber.subscribe(INDEX_CHANNEL, (message) => {
        if (message.startsWith(CONTENT_CHANGE)) {
          reloadContent().catch((error) => log.error({ err: error }, 'chatbot content reload failed'));
          return;
        }
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
