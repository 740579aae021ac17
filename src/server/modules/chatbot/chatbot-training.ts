import {
  TRAINING_MESSAGES,
  type TrainingInput,
  type TrainingItem,
  type TrainingListQuery,
  type TrainingTestResult,
  type UnansweredItem,
} from '#domain/chat/chatbot.schema.ts';
import type { EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import { smallTalkOf } from '#domain/chat/small-talk.rules.ts';
import { BIGRAM_JOIN, tokenise } from '#domain/chat/vietnamese-text.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { badRequest, notFound } from '../../errors.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';
import type { ChatbotRepository, TrainingRow, TrainingWrite } from './chatbot.repository.ts';
import { createChatbotEngine } from './chatbot-engine.ts';
import { type AssistantIndex, toEngineItem } from './chatbot-index.ts';

const UNANSWERED_SCAN = 500;
const UNANSWERED_GROUPS = 100;
/** Two questions are "the same question" when their syllables overlap this much (Jaccard). */
const SIMILAR = 0.5;
const DRAFT_ID = '__draft__';

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

/** spec 002 §5–6: the training items, the unanswered queue and the admin's test box. */
export function createChatbotTraining(deps: {
  repo: ChatbotRepository;
  clock: () => Date;
  index: AssistantIndex;
}) {
  const { repo, clock, index } = deps;

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

  /** The trained index, or one with a draft item beside the active ones (the test box's "with this draft"). */
  async function probeWith(draft?: TrainingInput) {
    if (!draft) return index.assistant.training;
    const probe = createChatbotEngine();
    const w = toWrite(draft);
    probe.load([
      ...(await repo.activeItems()).map(toEngineItem),
      { ...w, id: DRAFT_ID, category: w.category as EngineItem['category'] },
    ]);
    return probe;
  }

  return {
    async listTraining(query: TrainingListQuery) {
      const { rows, total } = await repo.listTraining(query);
      return { items: rows.map(toTrainingItem), total };
    },

    async createTraining(input: TrainingInput): Promise<TrainingItem> {
      const row = await repo.insertTraining(toWrite(input));
      await index.trainingChanged();
      return toTrainingItem(row);
    },

    async updateTraining(id: string, input: TrainingInput): Promise<TrainingItem> {
      const write = toWrite(input);
      const row = isUuid(id) ? await repo.updateTraining(id, write, clock()) : undefined;
      if (!row) throw notFound(TRAINING_MESSAGES.notFound);
      await index.trainingChanged();
      return toTrainingItem(row);
    },

    async deleteTraining(id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteTraining(id))) throw notFound(TRAINING_MESSAGES.notFound);
      await index.trainingChanged();
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
      await index.trainingChanged();
      return toTrainingItem(row);
    },

    /** The admin test box: what a question would match, with a draft item taken into account when given. */
    async test(message: string, draft?: TrainingInput): Promise<TrainingTestResult> {
      await index.ready();
      const probe = await probeWith(draft);
      const smallTalk = smallTalkOf(message);
      const decision = probe.answer(message);
      return {
        smallTalk,
        fallback: smallTalk ? false : decision.fallback,
        confidence: decision.confidence,
        threshold: probe.threshold,
        matches: decision.matches.map((m) => ({
          itemId: m.item.id === DRAFT_ID ? null : m.item.id,
          pattern: m.item.pattern,
          category: m.item.category,
          confidence: m.confidence,
          score: Math.round(m.score * 1000) / 1000,
          draft: m.item.id === DRAFT_ID,
        })),
      };
    },
  };
}
