import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import {
  asksForQuote,
  type BookingPrefill,
  bookingPrefill,
  shouldOfferBooking,
} from '#domain/chat/booking-offer.rules.ts';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMITED_MESSAGE,
  type ChatFeedbackInput,
  type ChatHistoryItem,
  type ChatMessageInput,
  type ChatStats,
  FEEDBACK_THANKS,
} from '#domain/chat/chatbot.schema.ts';
import type { TrainingCategory } from '#domain/chat/chatbot-answer.rules.ts';
import {
  CONFIDENCE_THRESHOLD,
  fallbackAnswerHtml,
  fallbackSuggestions,
  STARTER_SUGGESTIONS,
} from '#domain/chat/chatbot-answer.rules.ts';
import type { KnowledgeItem, KnowledgeSource } from '#domain/chat/site-knowledge.rules.ts';
import { SMALL_TALK_REPLIES, type SmallTalk, smallTalkOf } from '#domain/chat/small-talk.rules.ts';
import { withSitePriceSign } from '#domain/shared/price.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { BusinessCalendar } from '#domain/site/business-hours.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import { createChatbotRepository } from './chatbot.repository.ts';
import type { AssistantAnswer } from './chatbot-assistant.ts';
import { createAssistantIndex } from './chatbot-index.ts';
import { createLlmClient, type LlmClient, type LlmConfig, type LlmPassage } from './chatbot-llm.ts';
import { createChatbotTraining } from './chatbot-training.ts';
import type { SiteContent } from './site-knowledge.ts';

export { INDEX_CHANNEL } from './chatbot-index.ts';
export { toTrainingItem } from './chatbot-training.ts';

const STATS_DAYS = 14;

type Deps = {
  db: Db;
  clock: () => Date;
  counters: Pick<WindowCounter, 'add'>;
  llm: LlmConfig | null;
  /** What the public pages publish (services, products, news): the assistant's second source (decision 037). */
  siteContent: () => Promise<SiteContent>;
  /** The office's business hours as saved on Hệ thống (decision 049), read for each question (decision 054). */
  calendar: () => Promise<BusinessCalendar>;
  redis?: RedisClientType | null;
};

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

type Reply = { text: string; suggestions: string[]; source: KnowledgeSource | null };

function smallTalkReply(kind: SmallTalk): Reply {
  const reply = SMALL_TALK_REPLIES[kind];
  return { text: reply.html, suggestions: reply.suggestions, source: null };
}

/**
 * The reply to a question: a fallback with the best guesses as suggestions, or the answer (rewritten by the
 * language model when one is configured and it cites a passage it was given, decision 037).
 */
async function replyTo(message: string, decision: AssistantAnswer, llm: LlmClient | null): Promise<Reply> {
  const item = decision.item;
  if (decision.fallback || !item) {
    const guesses = fallbackSuggestions(decision.matches.map((m) => m.item));
    return {
      text: fallbackAnswerHtml(),
      suggestions: guesses.length > 0 ? guesses : STARTER_SUGGESTIONS.slice(0, 3),
      source: null,
    };
  }
  const text = decision.html ?? item.responseText;
  const composed = llm
    ? await llm.compose({ question: message, passages: passagesOf(decision, text) })
    : null;
  return composed
    ? { text: composed.html, suggestions: item.suggestions, source: composed.source ?? decision.source }
    : { text, suggestions: item.suggestions, source: decision.source };
}

/** The AI assistant: answers, history, feedback, statistics, training and the unanswered queue. */
export function createChatbotService(deps: Deps) {
  const { db, clock, counters } = deps;
  const repo = createChatbotRepository(db);
  const index = createAssistantIndex({ repo, clock, siteContent: deps.siteContent, redis: deps.redis });
  const { assistant, ready } = index;
  const llm = deps.llm ? createLlmClient(deps.llm) : null;

  /** decision 050: the booking offered on the second fallback or a quote asked for, filled from the chat */
  async function bookingOfferFor(
    sessionId: string,
    message: string,
    answeredCategory: TrainingCategory | null,
    fallback: boolean,
  ): Promise<BookingPrefill | null> {
    const asksQuote = asksForQuote(message, answeredCategory);
    if (!asksQuote && !fallback) return null;
    const soFar = await repo.conversationSoFar(sessionId);
    if (!shouldOfferBooking({ message, answeredCategory, fallback, fallbacks: soFar.fallbacks })) return null;
    return bookingPrefill(soFar.visitorMessages);
  }

  return {
    engine: assistant.training,
    assistant,
    ready,
    reload: index.reload,
    contentChanged: index.contentChanged,
    startIndexSync: index.startIndexSync,
    ...createChatbotTraining({ repo, clock, index }),

    /** spec 000 §7 POST /chat/message: stores every message (spec 002 §2); 10 a minute per address (§9). */
    async ask(input: ChatMessageInput, ip: string) {
      if ((await counters.add(`chat-message:${ip}`, CHAT_RATE_LIMIT.windowMs)) > CHAT_RATE_LIMIT.perIp)
        throw new AppError('RATE_LIMITED', 429, CHAT_RATE_LIMITED_MESSAGE);
      await ready();
      const sessionId = input.sessionId ?? `s-${randomUUID()}`;
      // a greeting, thanks or goodbye is answered in kind: not a question for the items, not a fallback
      const smallTalk = smallTalkOf(input.message);
      // the saved hours, read now (one row): an admin's change holds for the next question on every process
      const decision = smallTalk ? null : assistant.decide(input.message, clock(), await deps.calendar());
      const reply = decision ? await replyTo(input.message, decision, llm) : smallTalkReply(smallTalk!);
      const answered = decision && !decision.fallback && decision.item ? decision.item : null;
      // a knowledge item's id (service:…, product:…) is no training item's: only trained ones count their use
      const trainedId = answered && isUuid(answered.id) ? answered.id : null;
      // one price format everywhere (spec 000 §9): training answers may write '₫' where the site writes 'đ'
      const text = withSitePriceSign(reply.text);
      const now = clock();
      const pagePath = input.userInfo?.path ?? input.userInfo?.page;
      const fallback = decision?.fallback ?? false;
      const stored = await repo.insertMessage(
        {
          sessionId,
          userMessage: input.message,
          botResponse: text,
          suggestions: reply.suggestions,
          trainingItemId: trainedId,
          ip,
          pagePath: typeof pagePath === 'string' ? pagePath.slice(0, 500) : null,
          fallback,
          // small talk is understood, whatever the items: full confidence
          confidence: decision?.confidence ?? 1,
          sourceUrl: reply.source?.url ?? null,
          sourceTitle: reply.source?.title ?? null,
        },
        now,
      );
      if (trainedId) await repo.markUsed(trainedId, now);
      const offerBooking = await bookingOfferFor(
        sessionId,
        input.message,
        answered?.category ?? null,
        fallback,
      );
      if (offerBooking) await repo.markOfferedBooking(stored.id);
      return {
        sessionId,
        botResponse: {
          text,
          suggestions: reply.suggestions,
          category: answered?.category ?? null,
          itemId: answered?.id ?? null,
          confidence: decision?.confidence ?? 1,
          fallback,
          messageId: stored.id,
          source: fallback ? null : reply.source,
          offerBooking,
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
      // a reopened chat whose last answer offered the booking offers it again, filled from the conversation
      const newest = rows.at(-1);
      const last = items.at(-1);
      if (page === 1 && newest?.offeredBooking && last)
        last.offerBooking = bookingPrefill((await repo.conversationSoFar(sessionId)).visitorMessages);
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
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
