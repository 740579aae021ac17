import type { EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import { conceptTokens, readQuestion } from '#domain/chat/chatbot-thesaurus.rules.ts';
import {
  asksWhatThePageSays,
  describesANeed,
  type KnowledgeItem,
  type KnowledgeSource,
  namedItem,
  ownerNamed,
} from '#domain/chat/site-knowledge.rules.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { createChatbotEngine, type EngineAnswer, type Match } from './chatbot-engine.ts';
import { hoursAnswerHtml } from './site-knowledge.ts';

/**
 * The assistant's decision over its two sources (decision 037): the trained items and the site's content, each in
 * its own index (the same Vietnamese rules, the same calibrated confidence), so neither's word statistics bend the
 * other's. In order:
 * 1. a question that names a service, a package type or a product and asks its price or what it is gets that
 *    page's answer, with its link;
 * 2. a confident trained item (unless the question asks someone else's phone, address or hours); the trained
 *    hours item's text gives way to the office calendar (decision 038);
 * 3. a need told at length: the services that fit, best first, and the offer of a consultation;
 * 4. a confident content item (a technology in a service's or product's description, an article), at a threshold
 *    of its own (CONTENT_THRESHOLD);
 * 5. the fallback.
 */
export type AssistantAnswer = {
  via: 'training' | 'content' | 'named' | 'needs' | 'fallback';
  /** the item that answers (a trained item, a knowledge item), null for a fallback */
  item: EngineItem | null;
  /** the answer's HTML when it is not the item's own text (the office calendar's hours, a need's services) */
  html: string | null;
  source: KnowledgeSource | null;
  confidence: number;
  fallback: boolean;
  /** the trained items' best guesses, for a fallback's suggestions and the language model's passages */
  matches: Match[];
  contentMatches: Match[];
};

/**
 * The content index answers alone above this confidence (decision 037): the out-of-scope questions of every known
 * set that no trained item answers reach at most 0.88 on it (an article on salaries, a product that "blocks"
 * things), the site set's content questions 0.95 and more; 0.92 lies between. The content's items are long (a
 * service's every feature), so the same calibration reads them more confidently than trained items.
 */
export const CONTENT_THRESHOLD = 0.92;

/** At most this many services answer a need; only those that share something with it. */
const NEEDS_SHOWN = 3;
const NEEDS_MIN_COVERAGE = 0.05;

export const BOOKING_OFFER =
  '<p>Bạn có muốn đặt lịch tư vấn miễn phí để chúng tôi đề xuất giải pháp và báo giá chi tiết? <a href="/advise">Đặt lịch tư vấn</a></p>';

export function createAssistant(options: { threshold?: number } = {}) {
  const training = createChatbotEngine(options);
  const content = createChatbotEngine(options);
  let knowledge: KnowledgeItem[] = [];
  let knowledgeById = new Map<string, KnowledgeItem>();
  /** the trained item that answers opening hours, whose place the calendar's answer takes */
  let hoursItem: EngineItem | null = null;

  function loadTraining(items: EngineItem[]) {
    training.load(items);
    hoursItem = items.find((i) => conceptTokens(i.pattern).includes('~hours')) ?? null;
  }
  function loadKnowledge(items: KnowledgeItem[]) {
    content.load(items);
    knowledge = items;
    knowledgeById = new Map(items.map((i) => [i.id, i]));
  }
  const sourceOf = (item: EngineItem | null) => (item ? (knowledgeById.get(item.id)?.source ?? null) : null);

  function decide(question: string, now: Date): AssistantAnswer {
    const t: EngineAnswer = training.answer(question);
    const base = { matches: t.matches, contentMatches: [] as Match[] };
    const named = namedItem(question, knowledge);
    if (named && asksWhatThePageSays(question))
      return {
        ...base,
        via: 'named',
        item: named,
        html: null,
        source: named.source,
        confidence: 1,
        fallback: false,
      };
    // a phone number, address or hours asked of someone the site does not know ("hotline của Viettel"): not ours
    const { concepts } = readQuestion(question);
    const ofSomeoneElse =
      ['~phone', '~place', '~hours'].some((c) => concepts.has(c)) && ownerNamed(question) !== null;
    if (!t.fallback && t.best && !ofSomeoneElse)
      return {
        ...base,
        via: 'training',
        item: t.best.item,
        // the trained hours item's fixed text gives way to the office calendar (decision 038)
        html: t.best.item === hoursItem ? hoursAnswerHtml(now) : null,
        source: null,
        confidence: t.confidence,
        fallback: false,
      };
    const c = content.answer(question);
    base.contentMatches = c.matches;
    if (describesANeed(question)) {
      const fits = content
        .rank(question, 12)
        .filter((m) => knowledgeById.get(m.item.id)?.kind === 'service' && m.coverage >= NEEDS_MIN_COVERAGE)
        .slice(0, NEEDS_SHOWN)
        .map((m) => knowledgeById.get(m.item.id)!);
      if (fits.length > 0)
        return {
          ...base,
          via: 'needs',
          item: fits[0]!,
          html:
            '<p>Với nhu cầu bạn mô tả, các dịch vụ phù hợp nhất:</p><ol>' +
            fits
              .map(
                (s) => `<li><a href="${escapeHtml(s.source!.url)}">${escapeHtml(s.source!.title)}</a></li>`,
              )
              .join('') +
            `</ol>${BOOKING_OFFER}`,
          source: fits[0]!.source,
          confidence: t.confidence,
          fallback: false,
        };
    }
    if (c.best && c.confidence >= CONTENT_THRESHOLD)
      return {
        ...base,
        via: 'content',
        item: c.best.item,
        html: null,
        source: sourceOf(c.best.item),
        confidence: c.confidence,
        fallback: false,
      };
    return {
      ...base,
      via: 'fallback',
      item: null,
      html: null,
      source: null,
      confidence: Math.max(t.confidence, c.confidence),
      fallback: true,
    };
  }

  return {
    training,
    content,
    loadTraining,
    loadKnowledge,
    decide,
    threshold: training.threshold,
    knowledge: () => knowledge,
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
