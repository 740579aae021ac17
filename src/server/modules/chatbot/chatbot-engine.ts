import MiniSearch from 'minisearch';
import { CONFIDENCE_THRESHOLD, type EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import { BIGRAM_JOIN, tokenise } from '#domain/chat/vietnamese-text.rules.ts';
import { toPlainText } from '../../lib/html-sanitiser.ts';

/**
 * The AI assistant's retrieval (issue 16 item 1, decision 017): BM25 (MiniSearch) over pattern, keywords and the
 * answer's text, tokenised by our Vietnamese rules (syllables and syllable bigrams, folded, teen-code expanded),
 * the item's priority as a small boost. The ranking picks the item; the confidence says whether to trust it.
 *
 * Confidence (0–1) = how much of the question the best item covers. Each question token weighs its inverse
 * document frequency over the items' questions and keywords (a token no item has weighs the most); a token found
 * only in the answer text counts half. Covered syllables give 85 % of it, covered bigrams (phrases as typed) 15 %;
 * it is scaled down when the covered weight is below about three informative syllables, so one common word
 * ("tiền") is never enough. A question about something the site does not know ("giá vàng hôm nay") leaves most of
 * its weight uncovered, however well one word ("giá") matches.
 */

type Doc = { id: string; pattern: string; keywords: string; answer: string };

export type Match = { item: EngineItem; score: number; confidence: number };
export type EngineAnswer = { best: Match | null; matches: Match[]; confidence: number; fallback: boolean };

const FIELD_BOOST = { pattern: 2, keywords: 2.5, answer: 0.4 };
const ANSWER_ONLY_WEIGHT = 0.5;
/** Syllables covered carry most of the confidence; covered bigrams (phrases found as typed) the rest. */
const SYLLABLE_SHARE = 0.85;
/** Covered weight (sum of idf) needed for full confidence: about three informative syllables. */
const MIN_EVIDENCE = 9;
/** spec 002 §5 priority 1–10: ±10 % at the ends, so it breaks ties without overruling relevance. */
const priorityBoost = (priority: number) => 1 + (priority - 5) * 0.02;

export type ChatbotEngine = ReturnType<typeof createChatbotEngine>;

export function createChatbotEngine(options: { threshold?: number } = {}) {
  const threshold = options.threshold ?? CONFIDENCE_THRESHOLD;
  let items = new Map<string, EngineItem>();
  let documentFrequency = new Map<string, number>();
  let boosts = new Map<string, number>();
  let search = newIndex();

  function newIndex() {
    return new MiniSearch<Doc>({
      fields: ['pattern', 'keywords', 'answer'],
      // the answer's words count one by one: its word pairs would double the index for little gain
      tokenize: (text, field) =>
        field === 'answer' ? tokenise(text).filter((t) => !t.includes(BIGRAM_JOIN)) : tokenise(text),
      processTerm: (term) => term,
      searchOptions: { tokenize: tokenise, processTerm: (term) => term, boost: FIELD_BOOST },
    });
  }

  // the answers' plain text, kept between reloads: sanitize-html is most of the cost of a rebuild
  let plainText = new Map<string, string>();
  function toDoc(item: EngineItem, next: Map<string, string>): Doc {
    const answer = plainText.get(item.responseText) ?? toPlainText(item.responseText);
    next.set(item.responseText, answer);
    return { id: item.id, pattern: item.pattern, keywords: item.keywords.join(' , '), answer };
  }

  /** Replaces the whole index (1,000 items take a few milliseconds): the simplest way to follow any change. */
  function load(list: EngineItem[]) {
    const next = newIndex();
    const texts = new Map<string, string>();
    const docs = list.map((item) => toDoc(item, texts));
    plainText = texts;
    next.addAll(docs);
    const frequency = new Map<string, number>();
    for (const doc of docs) {
      // what an item is about is its question and keywords: words every answer repeats (hotline) stay informative
      const seen = new Set([...tokenise(doc.pattern), ...tokenise(doc.keywords)]);
      for (const token of seen) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
    search = next;
    documentFrequency = frequency;
    items = new Map(list.map((item) => [item.id, item]));
    boosts = new Map(list.map((item) => [item.id, priorityBoost(item.priority)]));
  }

  function weight(token: string): number {
    const n = items.size;
    const df = documentFrequency.get(token) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The best items for a question, each with its confidence, best first. */
  function rank(question: string, limit = 3): Match[] {
    const tokens = [...new Set(tokenise(question))];
    if (tokens.length === 0 || items.size === 0) return [];
    const isBigram = (t: string) => t.includes(BIGRAM_JOIN);
    const totals = { syllable: 0, bigram: 0 };
    for (const t of tokens) totals[isBigram(t) ? 'bigram' : 'syllable'] += weight(t);
    const results = search.search(question, {
      boostDocument: (id) => boosts.get(id as string) ?? 1,
    });
    return results.slice(0, limit).map((result) => {
      const covered = { syllable: 0, bigram: 0 };
      for (const token of result.queryTerms) {
        const fields = result.match[token] ?? [];
        const onlyAnswer = fields.length > 0 && fields.every((f) => f === 'answer');
        covered[isBigram(token) ? 'bigram' : 'syllable'] +=
          weight(token) * (onlyAnswer ? ANSWER_ONLY_WEIGHT : 1);
      }
      const syllables = totals.syllable > 0 ? covered.syllable / totals.syllable : 0;
      const bigrams = totals.bigram > 0 ? covered.bigram / totals.bigram : syllables;
      // evidence: a question of one common syllable ("tiền") is not enough to be sure of anything
      const evidence = Math.min(1, (covered.syllable + covered.bigram) / MIN_EVIDENCE);
      const confidence = (SYLLABLE_SHARE * syllables + (1 - SYLLABLE_SHARE) * bigrams) * evidence;
      return {
        item: items.get(result.id as string)!,
        score: result.score,
        confidence: Math.round(confidence * 1000) / 1000,
      };
    });
  }

  /** The answer decision: the best item when the engine is sure enough, else a fallback with suggestions. */
  function answer(question: string): EngineAnswer {
    const matches = rank(question);
    const best = matches[0] ?? null;
    const confidence = best?.confidence ?? 0;
    return { best, matches, confidence, fallback: !best || confidence < threshold };
  }

  return { load, rank, answer, threshold, size: () => items.size };
}
