import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TrainingListQuery } from '#domain/chat/chatbot.schema.ts';
import type { Db } from '../../db/client.ts';
import { chatbotFeedback, chatbotMessages, chatbotTrainingItems } from '../../db/schema/chatbot.ts';
import { foldedContains } from '../../lib/folded-search.ts';

export type TrainingRow = typeof chatbotTrainingItems.$inferSelect;
export type TrainingWrite = Pick<
  TrainingRow,
  'pattern' | 'keywords' | 'category' | 'priority' | 'status' | 'responseText' | 'suggestions'
>;
export type MessageRow = typeof chatbotMessages.$inferSelect;
export type MessageWrite = Pick<
  MessageRow,
  | 'sessionId'
  | 'userMessage'
  | 'botResponse'
  | 'suggestions'
  | 'trainingItemId'
  | 'ip'
  | 'pagePath'
  | 'fallback'
  | 'confidence'
  | 'sourceUrl'
  | 'sourceTitle'
>;

const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** A rating of 4 or 5 is "helpful" (the widget sends 5 or 1). */
const HELPFUL_FROM = 4;

/** How many sources and fallback questions the statistics list. */
const TOP_LIST = 10;

/** The only queries on the chatbot tables (the AI assistant). */
export function createChatbotRepository(db: Db) {
  return { ...trainingQueries(db), ...messageQueries(db), ...reviewQueries(db) };
}

export type ChatbotRepository = ReturnType<typeof createChatbotRepository>;

/** The training items: what the assistant answers from, listed, found, written, deleted. */
function trainingQueries(db: Db) {
  return {
    /** What the public assistant answers from: active items (spec 002 §4; testing and inactive ones do not). */
    async activeItems(): Promise<TrainingRow[]> {
      return db.select().from(chatbotTrainingItems).where(eq(chatbotTrainingItems.status, 'active'));
    },

    async listTraining(query: TrainingListQuery): Promise<{ rows: TrainingRow[]; total: number }> {
      const t = chatbotTrainingItems;
      const search = query.search?.trim();
      const keywordsText = sql`array_to_string(${t.keywords}, ' ')`;
      const columns: Record<TrainingListQuery['searchType'], SQL[]> = {
        all: [sql`${t.pattern}`, keywordsText, sql`${t.responseText}`],
        pattern: [sql`${t.pattern}`],
        keywords: [keywordsText],
        content: [sql`${t.responseText}`],
      };
      const where = and(
        query.status === 'all' ? undefined : eq(t.status, query.status),
        query.category ? eq(t.category, query.category) : undefined,
        search ? foldedContains(columns[query.searchType], search) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.priority), desc(t.updatedAt), t.id)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findTraining(id: string): Promise<TrainingRow | undefined> {
      const [row] = await db.select().from(chatbotTrainingItems).where(eq(chatbotTrainingItems.id, id));
      return row;
    },

    async insertTraining(values: TrainingWrite): Promise<TrainingRow> {
      const [row] = await db.insert(chatbotTrainingItems).values(values).returning();
      return row!;
    },

    async updateTraining(id: string, values: TrainingWrite, now: Date): Promise<TrainingRow | undefined> {
      const [row] = await db
        .update(chatbotTrainingItems)
        .set({ ...values, updatedAt: now })
        .where(eq(chatbotTrainingItems.id, id))
        .returning();
      return row;
    },

    async deleteTraining(id: string): Promise<boolean> {
      const rows = await db
        .delete(chatbotTrainingItems)
        .where(eq(chatbotTrainingItems.id, id))
        .returning({ id: chatbotTrainingItems.id });
      return rows.length > 0;
    },
  };
}

/** The assistant's messages, their history and their ratings. */
function messageQueries(db: Db) {
  return {
    async insertMessage(values: MessageWrite, now: Date): Promise<MessageRow> {
      const [row] = await db
        .insert(chatbotMessages)
        .values({ ...values, createdAt: now })
        .returning();
      return row!;
    },

    /** The answer `id` offered the booking in the panel (decision 050). */
    async markOfferedBooking(id: string): Promise<void> {
      await db.update(chatbotMessages).set({ offeredBooking: true }).where(eq(chatbotMessages.id, id));
    },

    /** An answer used: the item's usage count and last use (spec 002 §3 usage). */
    async markUsed(itemId: string, now: Date): Promise<void> {
      await db
        .update(chatbotTrainingItems)
        .set({ usageCount: sql`${chatbotTrainingItems.usageCount} + 1`, lastUsedAt: now })
        .where(eq(chatbotTrainingItems.id, itemId));
    },

    async history(
      sessionId: string,
      page: number,
      limit: number,
    ): Promise<{ rows: MessageRow[]; total: number }> {
      const where = eq(chatbotMessages.sessionId, sessionId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatbotMessages)
          .where(where)
          // the newest page first, each page read oldest to newest by the widget
          .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(chatbotMessages).where(where),
      ]);
      return { rows: rows.reverse(), total: total?.n ?? 0 };
    },

    /** What the booking offer reads of a conversation: its fallbacks, and the visitor's latest messages. */
    async conversationSoFar(sessionId: string): Promise<{ fallbacks: number; visitorMessages: string[] }> {
      const where = eq(chatbotMessages.sessionId, sessionId);
      const [[fallbacks], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(chatbotMessages)
          .where(and(where, eq(chatbotMessages.fallback, true))),
        db
          .select({ text: chatbotMessages.userMessage })
          .from(chatbotMessages)
          .where(where)
          .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
          .limit(20),
      ]);
      return { fallbacks: fallbacks?.n ?? 0, visitorMessages: rows.map((r) => r.text).reverse() };
    },

    async findMessage(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(chatbotMessages).where(eq(chatbotMessages.id, id));
      return row;
    },

    /**
     * One rating per message (a second rating replaces the first), then the item's success rate recomputed from
     * every rating of its answers: the percentage rated helpful (spec 002 §3 usage.successRate).
     */
    async rate(
      message: MessageRow,
      feedback: { rating: number; comment: string | null },
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(chatbotFeedback).where(eq(chatbotFeedback.messageId, message.id));
        await tx.insert(chatbotFeedback).values({
          sessionId: message.sessionId,
          messageId: message.id,
          rating: feedback.rating,
          comment: feedback.comment,
          createdAt: now,
        });
        if (!message.trainingItemId) return;
        const [rate] = await tx
          .select({
            rate: sql<number>`round(100.0 * count(*) filter (where ${chatbotFeedback.rating} >= ${HELPFUL_FROM}) / count(*))::real`,
          })
          .from(chatbotFeedback)
          .innerJoin(chatbotMessages, eq(chatbotMessages.id, chatbotFeedback.messageId))
          .where(eq(chatbotMessages.trainingItemId, message.trainingItemId));
        await tx
          .update(chatbotTrainingItems)
          .set({ successRate: rate?.rate ?? null })
          .where(eq(chatbotTrainingItems.id, message.trainingItemId));
      });
    },
  };
}

/** What the admin reviews: the statistics and the questions not answered well. */
function reviewQueries(db: Db) {
  return {
    /** spec 002 §3 Chat stats (windows in Vietnam's calendar), the helpful share of ratings and a daily series. */
    async stats(now: Date, days: number) {
      const at = now.toISOString();
      const dayStart = (offset: number) =>
        sql`((((${at}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date - ${offset}::int)::timestamp) at time zone ${BUSINESS_TIME_ZONE})`;
      const m = chatbotMessages;
      const [totals] = (
        await db.execute<{
          total: number;
          today: number;
          last7: number;
          last30: number;
          sessions: number;
        }>(sql`
        select count(*)::int as total,
          count(*) filter (where ${m.createdAt} >= ${dayStart(0)})::int as today,
          count(*) filter (where ${m.createdAt} >= ${dayStart(6)})::int as last7,
          count(*) filter (where ${m.createdAt} >= ${dayStart(29)})::int as last30,
          count(distinct ${m.sessionId})::int as sessions
        from ${m}`)
      ).rows;
      const [ratings] = (
        await db.execute<{ n: number; helpful: number }>(sql`
        select count(*)::int as n, count(*) filter (where ${chatbotFeedback.rating} >= ${HELPFUL_FROM})::int as helpful
        from ${chatbotFeedback}`)
      ).rows;
      const daily = (
        await db.execute<{ date: string; messages: number; fallbacks: number }>(sql`
        with bounds as (select (${at}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date as today),
        calendar as (select today - offs as day from bounds, generate_series(0, ${days - 1}::int) as offs)
        select to_char(calendar.day, 'YYYY-MM-DD') as date, count(${m.id})::int as messages,
          count(${m.id}) filter (where ${m.fallback})::int as fallbacks
        from calendar
        left join ${m}
          on ${m.createdAt} >= (calendar.day::timestamp at time zone ${BUSINESS_TIME_ZONE})
         and ${m.createdAt} < ((calendar.day + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
        group by calendar.day order by calendar.day`)
      ).rows;
      const since = dayStart(29);
      const topSources = (
        await db.execute<{ title: string; url: string; answers: number }>(sql`
        select max(${m.sourceTitle}) as title, ${m.sourceUrl} as url, count(*)::int as answers
        from ${m} where ${m.sourceUrl} is not null and ${m.createdAt} >= ${since}
        group by ${m.sourceUrl} order by answers desc, url limit ${TOP_LIST}`)
      ).rows;
      const topFallbacks = (
        await db.execute<{ question: string; count: number }>(sql`
        select min(${m.userMessage}) as question, count(*)::int as count
        from ${m} where ${m.fallback} and ${m.resolvedAt} is null and ${m.createdAt} >= ${since}
        group by lower(btrim(${m.userMessage})) order by count desc, question limit ${TOP_LIST}`)
      ).rows;
      return { totals: totals!, ratings: ratings!, daily, topSources, topFallbacks };
    },

    /** Questions the assistant did not answer well: fallbacks and answers rated not helpful, not yet resolved. */
    async unanswered(limit: number) {
      const notHelpful = sql<boolean>`exists (select 1 from ${chatbotFeedback} f where f.message_id = ${chatbotMessages.id} and f.rating < ${HELPFUL_FROM})`;
      return db
        .select({
          id: chatbotMessages.id,
          userMessage: chatbotMessages.userMessage,
          fallback: chatbotMessages.fallback,
          createdAt: chatbotMessages.createdAt,
        })
        .from(chatbotMessages)
        .where(and(isNull(chatbotMessages.resolvedAt), or(eq(chatbotMessages.fallback, true), notHelpful)))
        .orderBy(desc(chatbotMessages.createdAt))
        .limit(limit);
    },

    async resolve(ids: string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(chatbotMessages).set({ resolvedAt: now }).where(inArray(chatbotMessages.id, ids));
    },
  };
}
