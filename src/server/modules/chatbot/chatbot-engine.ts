import MiniSearch from 'minisearch';
import { CONFIDENCE_THRESHOLD, type EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import {
  ASKED_CONCEPTS,
  askedConceptsAnswered,
  asksAboutOutsideSubject,
  conceptTokens,
  OUTSIDE_CONCEPT,
  readQuestion,
  typoDistance,
} from '#domain/chat/chatbot-thesaurus.rules.ts';
import { BIGRAM_JOIN, tokenise } from '#domain/chat/vietnamese-text.rules.ts';
import { toPlainText } from '../../lib/html-sanitiser.ts';

/**
 * The AI assistant's retrieval (decision 017): BM25 (MiniSearch) over pattern, keywords and the answer's text,
 * tokenised by our Vietnamese rules (syllables and syllable bigrams, folded, teen-code expanded), the item's
 * priority as a small boost. The ranking picks the item; the confidence says whether to trust it.
 *
 * Coverage (0–1) = how much of the question an item covers. Each question token weighs its inverse
 * document frequency over the items' questions and keywords (a token no item has weighs the most); a token found
 * only in the answer text counts half. Covered syllables give 85 % of it, covered bigrams (phrases as typed) 15 %;
 * it is scaled down when the covered weight is below about two informative syllables, so one common word
 * ("tiền") is never enough. A question about something the site does not know ("giá vàng hôm nay") leaves most of
 * its weight uncovered, however well one word ("giá") matches.
 *
 * The domain thesaurus (assistant/thesaurus.json, read by src/domain/chat/chatbot-thesaurus.rules.ts) adds
 * concept tokens to the question and to the items' pattern and keywords ("tốn bao nhiêu" and "chi phí" → ~price):
 * BM25 meets them in their own field at a lower boost, and a concept the item shares covers, at a lower weight,
 * the question's words that said it.
 * Asked-for concepts (price, duration, place, phone, hours) weigh double: they separate items of the same topic.
 * BM25's best five are then re-ranked by coverage × √(score / best score), so an item that covers the question's
 * rare words ("hotline") beats one that repeats its common ones ("bao nhiêu"). The confidence that decides between
 * an answer and the fallback calibrates the coverage with the weight covered (CALIBRATION below).
 */

type Doc = { id: string; pattern: string; keywords: string; answer: string; concepts: string };

/** Keywords are joined by this in a document; each is tokenised on its own. */
const KEYWORD_JOIN = ' , ';
/** Each keyword's tokens, so that no word pair is read across two of them ("kế toán" + "misa": not "toán misa"). */
const keywordTokens = (text: string) => text.split(KEYWORD_JOIN).flatMap((keyword) => tokenise(keyword));

/**
 * One ranked item: `coverage` is the share of the question it covers (0–1, what the ranking weighs), `evidence` the
 * weight of the question's words it covers (sum of their idf), `confidence` the two calibrated into one (0–1).
 */
export type Match = {
  item: EngineItem;
  score: number;
  coverage: number;
  evidence: number;
  confidence: number;
};
export type EngineAnswer = { best: Match | null; matches: Match[]; confidence: number; fallback: boolean };

/**
 * Weights of the thesaurus and of the re-ranking (decision 017), compared on the development sets; where results
 * were alike, a value inside the range, not at its edge.
 * The comparisons: bench/RESULTS.md, "AI assistant engine: weights and confidence compared".
 */
const WEIGHTS = {
  /** BM25 boosts of the fields; the thesaurus' concepts weigh below the words themselves */
  pattern: 2,
  keywords: 2.5,
  answer: 0.4,
  concepts: 1,
  /** a concept the item shares stands in for the question's words that said it, at this share of their weight */
  synonym: 0.7,
  /** the concept itself as a piece of the question's information, at this share of its weight… */
  concept: 0.5,
  /** …or double when only stopwords said it ("làm được những gì"): a whole phrase, and all the question says */
  bareConcept: 2,
  /** asked-for concepts (price, duration, place…) weigh this many times a topic concept */
  asked: 2,
  /** how many of BM25's best are re-ranked by confidence × (score / best score) ^ scorePower */
  rerank: 5,
  scorePower: 0.5,
  /** each of the question's asked-for concepts an item answers raises its re-ranking key by this share */
  askedAnswered: 0.25,
  /**
   * each asked-for concept an item's own question asks that the visitor's does not lowers its key by this share: "có làm app
   * không" is the app service, not the app's price
   */
  askedMissing: 0.1,
  /** a question syllable matched only through a typo ("hostting" → hosting) covers this share of its weight */
  typo: 0.5,
  /** a question about an outside subject that the item does not share keeps this share of its confidence */
  outside: 0.5,
};
/**
 * Confidence (decision 017, third round): a logistic model of "the best item is the right answer" over the
 * coverage and the logarithm of the covered weight, fitted by bench/chatbot-calibrate.ts on the known evaluation
 * sets. Coverage alone turned long questions down for their context ("shop mình bán giày sneaker, muốn có trang
 * web riêng… có giỏ hàng…" covers a third of its words yet every informative one of the shop item); the covered
 * weight says how much of an item the question hit, whatever else it tells. Refitted whenever a set joins the
 * pool. More inputs (margin to the second item, shared concepts, question length, a classifier's probability)
 * added nothing steady.
 * Left-one-set-out results: bench/RESULTS.md, "AI assistant engine: weights and confidence compared".
 */
export const CALIBRATION = { bias: -8.423, coverage: 6.803, evidence: 2.341 };
/** The calibrated confidence of a match (see CALIBRATION). */
export function calibratedConfidence(coverage: number, evidence: number): number {
  const z = CALIBRATION.bias + CALIBRATION.coverage * coverage + CALIBRATION.evidence * Math.log1p(evidence);
  return 1 / (1 + Math.exp(-z));
}
const ANSWER_ONLY_WEIGHT = 0.5;
/** Syllables covered carry most of the confidence; covered bigrams (phrases found as typed) the rest. */
const SYLLABLE_SHARE = 0.85;
/**
 * Covered weight (sum of idf) needed for full coverage: about two informative syllables; three turned short
 * first messages down ("email", "bên bạn làm gì"). Compared in bench/RESULTS.md (see WEIGHTS).
 */
const MIN_EVIDENCE = 7;
/** spec 002 §5 priority 1–10: ±10 % at the ends, so it breaks ties without overruling relevance. */
const priorityBoost = (priority: number) => 1 + (priority - 5) * 0.02;

export type ChatbotEngine = ReturnType<typeof createChatbotEngine>;

const FIELD_BOOSTS = {
  pattern: WEIGHTS.pattern,
  keywords: WEIGHTS.keywords,
  answer: WEIGHTS.answer,
  concepts: WEIGHTS.concepts,
};

function newIndex() {
  return new MiniSearch<Doc>({
    fields: ['pattern', 'keywords', 'answer', 'concepts'],
    // the answer's words count one by one: its word pairs would double the index for little gain
    tokenize: (text, field) =>
      field === 'concepts'
        ? text.split(' ').filter(Boolean)
        : field === 'answer'
          ? tokenise(text).filter((t) => !t.includes(BIGRAM_JOIN))
          : field === 'keywords'
            ? keywordTokens(text)
            : tokenise(text),
    processTerm: (term) => term,
    searchOptions: { processTerm: (term) => term, boost: FIELD_BOOSTS },
  });
}

/** An item as the index holds it; `plainText` keeps the answers' text between reloads (sanitising is the cost). */
function toDoc(item: EngineItem, plainText: Map<string, string>, next: Map<string, string>): Doc {
  const answer = plainText.get(item.responseText) ?? toPlainText(item.responseText);
  next.set(item.responseText, answer);
  // each keyword on its own, so that no phrase is read across two of them
  const concepts = new Set([item.pattern, ...item.keywords].flatMap(conceptTokens));
  concepts.delete(OUTSIDE_CONCEPT);
  return {
    id: item.id,
    pattern: item.pattern,
    keywords: item.keywords.join(KEYWORD_JOIN),
    answer,
    concepts: [...concepts].join(' '),
  };
}

/** How often each token is in an item's question, keywords or concepts: what an item is about. */
function frequencies(docs: readonly Doc[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const doc of docs) {
    // what an item is about is its question and keywords: words every answer repeats (hotline) stay informative
    const seen = new Set([
      ...tokenise(doc.pattern),
      ...keywordTokens(doc.keywords),
      ...doc.concepts.split(' '),
    ]);
    for (const token of seen) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  }
  return frequency;
}

const isBigram = (t: string) => t.includes(BIGRAM_JOIN);

/** What one question brings to the scoring of every item it meets. */
type QuestionScale = {
  concepts: Map<string, Set<string>>;
  outsideSaid: string[];
  totals: { syllable: number; bigram: number };
  weight: (token: string) => number;
  share: (token: string) => number;
};

type Scored = Match & { asked: number; unasked: number };

/** One BM25 result scored: coverage, covered weight and calibrated confidence (see the comment at the top). */
function scoreResult(
  result: { id: unknown; score: number; queryTerms: string[]; match: Record<string, string[]> },
  q: QuestionScale,
  item: EngineItem,
  ownAsked: readonly string[],
): Scored {
  const w = WEIGHTS;
  const covered = { syllable: 0, bigram: 0 };
  const found = new Set(result.queryTerms);
  for (const token of result.queryTerms) {
    const fields = result.match[token];
    // no field under the question's own token: it matched through a typo
    const typo = fields === undefined;
    const onlyAnswer = !typo && fields.length > 0 && fields.every((f) => f === 'answer');
    covered[isBigram(token) ? 'bigram' : 'syllable'] +=
      q.weight(token) * q.share(token) * (onlyAnswer ? ANSWER_ONLY_WEIGHT : 1) * (typo ? w.typo : 1);
  }
  // a concept the item shares covers, at a lower weight, the question's words that said it
  const standIns = new Set<string>();
  for (const [concept, said] of q.concepts)
    if (found.has(concept)) for (const t of said) if (!found.has(t)) standIns.add(t);
  for (const t of standIns) covered[isBigram(t) ? 'bigram' : 'syllable'] += q.weight(t) * w.synonym;
  const syllables = q.totals.syllable > 0 ? covered.syllable / q.totals.syllable : 0;
  const bigrams = q.totals.bigram > 0 ? covered.bigram / q.totals.bigram : syllables;
  // evidence: a question of one common syllable ("tiền") is not enough to be sure of anything
  const evidence = Math.min(1, (covered.syllable + covered.bigram) / MIN_EVIDENCE);
  // the item must name the outside subject itself, not only share the question's asked-for concept,
  // by its phrase ("tiền điện"), not by its syllables one by one ("trả tiền" and "ví điện tử" say neither)
  const subjectPhrase = q.outsideSaid.some(isBigram) ? q.outsideSaid.filter(isBigram) : q.outsideSaid;
  const namesSubject = subjectPhrase.every((t) => found.has(t));
  const subject = q.outsideSaid.length > 0 && !namesSubject ? w.outside : 1;
  const coverage = (SYLLABLE_SHARE * syllables + (1 - SYLLABLE_SHARE) * bigrams) * evidence * subject;
  const weightCovered = (covered.syllable + covered.bigram) * subject;
  return {
    item,
    score: result.score,
    coverage,
    evidence: weightCovered,
    confidence: Math.round(calibratedConfidence(coverage, weightCovered) * 1000) / 1000,
    asked: askedConceptsAnswered(q.concepts.keys(), (c) => found.has(c)),
    unasked: ownAsked.filter((c) => !q.concepts.has(c)).length,
  };
}

/**
 * BM25's best few re-ranked by coverage × √(score / best score); an item that answers what the question asks (its
 * asked-for concepts: duration, deposit…) goes before one that does not.
 */
function rerank(scored: Scored[], limit: number): Match[] {
  const w = WEIGHTS;
  const top = scored[0]?.score ?? 1;
  const key = (m: Scored) =>
    m.coverage *
    (m.score / top) ** w.scorePower *
    (1 + w.askedAnswered * m.asked) *
    (1 - w.askedMissing * m.unasked);
  const head = scored.slice(0, w.rerank).sort((a, b) => key(b) - key(a) || b.score - a.score);
  return [...head, ...scored.slice(w.rerank)]
    .slice(0, limit)
    .map(({ item, score, coverage, evidence, confidence }) => ({
      item,
      score,
      coverage,
      evidence,
      confidence,
    }));
}

export function createChatbotEngine(options: { threshold?: number } = {}) {
  const threshold = options.threshold ?? CONFIDENCE_THRESHOLD;
  const w = WEIGHTS;
  let items = new Map<string, EngineItem>();
  let documentFrequency = new Map<string, number>();
  let boosts = new Map<string, number>();
  /** the asked-for concepts each item's own question asks ("Làm app giá bao nhiêu?" → ~price) */
  let ownAskedConcepts = new Map<string, string[]>();
  let search = newIndex();
  /** every token the index holds: only a question syllable outside it is read as a possible typo */
  let vocabulary = new Set<string>();
  // the answers' plain text, kept between reloads: sanitize-html is most of the cost of a rebuild
  let plainText = new Map<string, string>();

  /** Replaces the whole index (1,000 items take a few milliseconds): the simplest way to follow any change. */
  function load(list: EngineItem[]) {
    const next = newIndex();
    const texts = new Map<string, string>();
    const docs = list.map((item) => toDoc(item, plainText, texts));
    plainText = texts;
    next.addAll(docs);
    const frequency = frequencies(docs);
    const known = new Set(frequency.keys());
    for (const doc of docs) for (const token of tokenise(doc.answer)) known.add(token);
    search = next;
    vocabulary = known;
    documentFrequency = frequency;
    items = new Map(list.map((item) => [item.id, item]));
    boosts = new Map(list.map((item) => [item.id, priorityBoost(item.priority)]));
    ownAskedConcepts = new Map(
      list.map((item) => [item.id, conceptTokens(item.pattern).filter((c) => ASKED_CONCEPTS.has(c))]),
    );
  }

  function weight(token: string): number {
    const n = items.size;
    const df = documentFrequency.get(token) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The best items for a question, each with its confidence, best first. */
  function rank(question: string, limit = 3): Match[] {
    const { tokens, concepts } = readQuestion(question);
    // an outside subject is not something to find in an item: it only lowers the confidence of items without it
    const outsideSaid = asksAboutOutsideSubject(concepts.keys()) ? [...concepts.get(OUTSIDE_CONCEPT)!] : [];
    concepts.delete(OUTSIDE_CONCEPT);
    const terms = [...tokens, ...concepts.keys()];
    if (terms.length === 0 || items.size === 0) return [];
    const share = (t: string) => {
      const said = concepts.get(t);
      if (!said) return 1;
      const base = [...said].some((s) => !isBigram(s)) ? w.concept : w.bareConcept;
      return base * (ASKED_CONCEPTS.has(t) ? w.asked : 1);
    };
    const totals = { syllable: 0, bigram: 0 };
    for (const t of terms) totals[isBigram(t) ? 'bigram' : 'syllable'] += weight(t) * share(t);
    const results = search.search(question, {
      tokenize: () => terms,
      boostDocument: (id) => boosts.get(id as string) ?? 1,
      boostTerm: (term) => (ASKED_CONCEPTS.has(term) ? w.asked : 1),
      fuzzy: (term) => (vocabulary.has(term) ? false : typoDistance(term) || false),
      weights: { fuzzy: w.typo, prefix: 0 },
    });
    const scale: QuestionScale = { concepts, outsideSaid, totals, weight, share };
    const scored = results
      .slice(0, Math.max(limit, w.rerank))
      .map((r) =>
        scoreResult(r, scale, items.get(r.id as string)!, ownAskedConcepts.get(r.id as string) ?? []),
      );
    return rerank(scored, limit);
  }

  /** The answer decision: the best item when the engine is sure enough, else a fallback with suggestions. */
  function answer(question: string): EngineAnswer {
    const matches = rank(question);
    const best = matches[0] ?? null;
    const confidence = best?.confidence ?? 0;
    return { best, matches, confidence, fallback: !best || confidence < threshold };
  }

  /** Whether a token is in the index (question, keywords or answer of some item). */
  const knows = (token: string) => vocabulary.has(token);

  /** How informative a token is here (its idf over the items' questions and keywords; unknown: the most). */
  return { load, rank, answer, knows, idf: weight, threshold, size: () => items.size };
}
