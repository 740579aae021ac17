import type { EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import {
  conceptTokens,
  findConcepts,
  OUTSIDE_CONCEPT,
  readQuestion,
} from '#domain/chat/chatbot-thesaurus.rules.ts';
import {
  contactOwnerWord,
  containsRun,
  type KnowledgeItem,
  type NamedAt,
  namedItemAt,
  PACKAGE_LABELS,
  priceSaid,
  withoutName,
} from '#domain/chat/site-knowledge.rules.ts';
import { BIGRAM_JOIN, normaliseWords, tokenise } from '#domain/chat/vietnamese-text.rules.ts';
import { COMPANY } from '#domain/site/company.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { type ChatbotEngine, createChatbotEngine } from './chatbot-engine.ts';

/**
 * The site's pages as the assistant reads them (decision 037): the pages' index (services, package types,
 * products, articles, the process and team pages), the passages of those pages (feature lines, overview
 * sentences, process steps) and their prose (the articles' sentences, the team's people: decision 048), each in
 * its own index.
 */
export type SiteIndex = ReturnType<typeof createSiteIndex>;

export function createSiteIndex(options: { threshold?: number }) {
  const content = createChatbotEngine(options);
  /**
   * An index built at its first use after a content change, not in the reload: a content change must reach every
   * process's answers within a second (decision 037), and most questions never read a passage.
   */
  const lazy = () => {
    let items: KnowledgeItem[] = [];
    let index: ChatbotEngine | null = null;
    return {
      set(next: KnowledgeItem[]) {
        items = next;
        index = null;
      },
      get(): ChatbotEngine {
        if (!index) {
          index = createChatbotEngine(options);
          index.load(items);
        }
        return index;
      },
    };
  };
  const passages = lazy();
  const prose = lazy();
  const facts = lazy();
  const site = {
    content,
    passages: passages.get,
    prose: prose.get,
    /** every passage and every sentence of prose: what may follow a trained answer (decision 055) */
    facts: facts.get,
    knowledge: [] as KnowledgeItem[],
    byId: new Map<string, KnowledgeItem>(),
    nicknamed: [] as Array<{ item: KnowledgeItem; names: string[][] }>,
    proseById: new Map<string, KnowledgeItem>(),
    /** A sentence of prose with the one before and the one after it on its page (`passage:<page>:<n>`). */
    proseAround(item: KnowledgeItem): KnowledgeItem[] {
      const at = item.id.lastIndexOf(':');
      const n = Number(item.id.slice(at + 1));
      const near = (k: number) => site.proseById.get(`${item.id.slice(0, at + 1)}${k}`);
      return [near(n - 1), item, near(n + 1)].filter((i): i is KnowledgeItem => i !== undefined);
    },
    load(items: readonly KnowledgeItem[]) {
      const pages = items.filter((i) => i.kind !== 'passage');
      content.load(pages.filter((i) => !i.proseOnly));
      // an article's sentences, the team's people, the process's steps, the privacy page's lines: prose, read only
      // when nothing more direct answers
      const isProse = (i: KnowledgeItem) =>
        i.owner?.startsWith('news:') ||
        i.owner === 'page:team' ||
        i.owner === 'page:procedure' ||
        i.owner === 'page:privacy';
      passages.set(items.filter((i) => i.kind === 'passage' && !isProse(i)));
      const proseItems = items.filter((i) => i.kind === 'passage' && isProse(i));
      prose.set(proseItems);
      facts.set(items.filter((i) => i.kind === 'passage'));
      site.proseById = new Map(proseItems.map((i) => [i.id, i]));
      site.knowledge = pages;
      site.byId = new Map(pages.map((i) => [i.id, i]));
      site.nicknamed = pages.flatMap((i) => (i.nicknames?.length ? [{ item: i, names: i.nicknames }] : []));
    },
  };
  return site;
}

/** At most this many services answer a need; only those that share something with it. */
const NEEDS_SHOWN = 3;
const NEEDS_MIN_COVERAGE = 0.05;

export const BOOKING_OFFER =
  '<p>Bạn có muốn đặt lịch tư vấn miễn phí để chúng tôi đề xuất giải pháp và báo giá chi tiết? <a href="/advise">Đặt lịch tư vấn</a></p>';

/**
 * A passage answers a fact of a named thing when it covers this share of the question's other words (the name
 * taken out): "Gói SEO mỗi tháng viết bao nhiêu bài" → "Viết 8 bài chuẩn SEO mỗi tháng".
 */
export const FACT_MIN_COVERAGE = 0.2;
/** At most this many passages state a fact, the second only when it covers nearly as much as the first. */
const FACT_SHOWN = 2;
const FACT_CLOSE = 0.8;
/** A person of /team answers "who does …" when their line covers this share of the role asked (decision 055). */
export const ROLE_MIN_COVERAGE = 0.2;
/**
 * …and answers alone (no trained item sure of the question) only when it covers this much: "Cty thành lập năm nào,
 * giám đốc là ai" asks a year the site does not say (0.54 on the director's line), "ai phụ trách thiết kế giao
 * diện UI/UX" only the role (0.92).
 */
export const ROLE_ALONE_COVERAGE = 0.6;
/** How many lines of prose are read for a role: the team's lines among the articles' sentences. */
const ROLE_CANDIDATES = 40;
/** A product answers "which product does …" when one passage of its page covers this share of the question. */
export const PRODUCT_MIN_COVERAGE = 0.25;
/** How many passages are read for a named thing's fact: every passage of one page lies well within it. */
const FACT_CANDIDATES = 60;

/** The words of the company's own names ("Sao Việt", its legal name), which name us, not someone else. */
const OUR_NAME_WORDS = new Set(normaliseWords(`${COMPANY.name} ${COMPANY.legalName}`));

export const listHtml = (lines: readonly string[]) =>
  `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
const linkHtml = (s: KnowledgeItem) =>
  `<a href="${escapeHtml(s.source!.url)}">${escapeHtml(s.source!.title)}</a>`;
const typeOf = (pack: KnowledgeItem | null) => (pack ? pack.id.slice('package:'.length) : null);
const ofType = (i: KnowledgeItem, type: string | null) =>
  type === null || !!i.source?.url.includes(`type=${type}`);

export type NamedThing = NamedAt<KnowledgeItem> & { nickname: boolean };

/** The named thing: by its name, or a package type and a price that one of its services has ("gói web 8 triệu"). */
export function namedThing(site: SiteIndex, question: string): NamedThing | null {
  const full = namedItemAt(question, site.knowledge);
  const short = namedItemAt(question, site.nicknamed);
  const at =
    short && short.length > (full?.length ?? 0)
      ? { ...short, item: short.item.item, nickname: true }
      : full && { ...full, nickname: false };
  if (at && at.item.kind !== 'package') return at;
  const price = priceSaid(question);
  if (price === null) return at;
  const type = at ? typeOf(at.item) : null;
  const priced = site.knowledge.filter((i) => i.kind === 'service' && i.price === price && ofType(i, type));
  return priced.length === 1
    ? { item: priced[0]!, start: at?.start ?? 0, length: at?.length ?? 0, nickname: false }
    : at;
}

/** The services that fit a need told at length, best first, and the offer of a consultation (decision 037). */
export function servicesFor(
  site: SiteIndex,
  question: string,
): { fits: KnowledgeItem[]; html: string } | null {
  const fits = site.content
    .rank(question, 12)
    .filter((m) => site.byId.get(m.item.id)?.kind === 'service' && m.coverage >= NEEDS_MIN_COVERAGE)
    .slice(0, NEEDS_SHOWN)
    .map((m) => site.byId.get(m.item.id)!);
  if (fits.length === 0) return null;
  return {
    fits,
    html:
      '<p>Với nhu cầu bạn mô tả, các dịch vụ phù hợp nhất:</p><ol>' +
      fits.map((s) => `<li>${linkHtml(s)}</li>`).join('') +
      `</ol>${BOOKING_OFFER}`,
  };
}

/** The product whose page best says what the question asks of it ("sao lưu database tự động"). */
export function productFor(
  site: SiteIndex,
  question: string,
): { item: KnowledgeItem; passage: KnowledgeItem } | null {
  const best = site
    .passages()
    .rank(question, FACT_CANDIDATES)
    .find((m) => (m.item as KnowledgeItem).owner?.startsWith('product:'));
  const item = best ? site.byId.get((best.item as KnowledgeItem).owner!) : undefined;
  return best && item && best.coverage >= PRODUCT_MIN_COVERAGE
    ? { item, passage: best.item as KnowledgeItem }
    : null;
}

/**
 * A contact asked of a name the site does not know ("hotline tổng đài Viettel"): the word after the contact
 * noun is neither ours nor a word of the site's content. The trained items' words do not count: they name
 * partners and other companies ("Viettel Post" delivers, it does not answer for us). A payment provider the site
 * names is another company all the same ("tổng đài MoMo số mấy", decision 056).
 */
export function namesSomeoneUnknown(site: SiteIndex, question: string): boolean {
  const word = contactOwnerWord(question);
  if (word === null || OUR_NAME_WORDS.has(word)) return false;
  if (conceptTokens(word).includes(PAYMENT_CONCEPT)) return true;
  return !site.content.knows(word) && !site.passages().knows(word);
}
const PAYMENT_CONCEPT = '~payment';

/**
 * A budget said in the question that no service costs exactly ("ngân sách tầm 10 triệu thì làm được website
 * gì"): the services priced within it, of the package type it names ("website", "app") if any, dearest first.
 */
export function withinBudget(
  site: SiteIndex,
  question: string,
  budget: number,
): { fits: KnowledgeItem[]; html: string } | null {
  const words = normaliseWords(question);
  const types = Object.entries(PACKAGE_LABELS)
    .filter(([, label]) => normaliseWords(label).every((w) => words.includes(w)))
    .map(([type]) => type);
  const fits = site.knowledge
    .filter(
      (i) =>
        i.kind === 'service' &&
        typeof i.price === 'number' &&
        i.price <= budget &&
        (types.length === 0 || types.some((t) => ofType(i, t))),
    )
    .sort((a, b) => b.price! - a.price!)
    .slice(0, NEEDS_SHOWN);
  if (fits.length === 0) return null;
  return {
    fits,
    html:
      `<p>Với ngân sách khoảng ${budget.toLocaleString('vi-VN')} đ, các gói trong bảng giá phù hợp:</p><ul>` +
      fits.map((s) => `<li>${linkHtml(s)}: từ ${s.price!.toLocaleString('vi-VN')} đ</li>`).join('') +
      '</ul>',
  };
}

/** The cheapest or dearest priced service, of one package type when the question names it. */
export function priceListEnd(
  site: SiteIndex,
  end: 'lowest' | 'highest',
  pack: KnowledgeItem | null,
): KnowledgeItem | null {
  const type = typeOf(pack);
  const sorted = site.knowledge
    .filter((i) => i.kind === 'service' && typeof i.price === 'number' && ofType(i, type))
    .sort((a, b) => a.price! - b.price!);
  return (end === 'lowest' ? sorted[0] : sorted.at(-1)) ?? null;
}

/**
 * The passages of a named thing's page that hold what the question asks of it: the best if it covers enough,
 * and the next when it covers nearly as much (a fact often stands in a feature line and an overview sentence).
 */
export function factOf(
  site: SiteIndex,
  question: string,
  at: NamedAt<KnowledgeItem>,
): { passages: KnowledgeItem[]; coverage: number } | null {
  const rest = withoutName(question, at);
  // a length asked ("bao lâu một lần") is answered by a line that says one ("báo cáo hằng tuần"), at half the cover;
  // the words that ask it are no words of that line ("bao lâu gửi báo cáo": the rest, decision 056)
  const lengthAsked = readQuestion(rest).concepts.has(DURATION_CONCEPT);
  const ranked = site
    .passages()
    .rank(lengthAsked ? withoutLengthAsked(rest) : rest, FACT_CANDIDATES)
    .filter((m) => (m.item as KnowledgeItem).owner === at.item.id);
  const lengths = lengthAsked ? ranked.filter((m) => saysALength(m.item.pattern)) : [];
  const own = lengths.length > 0 ? lengths : ranked;
  const best = own[0];
  if (!best || best.coverage < (lengths.length > 0 ? FACT_MIN_COVERAGE / 2 : FACT_MIN_COVERAGE)) return null;
  return {
    passages: own
      .slice(0, FACT_SHOWN)
      .filter((m) => m.coverage >= best.coverage * FACT_CLOSE)
      .map((m) => m.item as KnowledgeItem),
    coverage: best.coverage,
  };
}

/** A question's words without those that ask a length ("bao lâu", "mấy ngày") and a rhythm's "1 lần". */
function withoutLengthAsked(text: string): string {
  const words = normaliseWords(text);
  const asking = findConcepts(words).filter((c) => c.concept === DURATION_CONCEPT);
  const kept = words.filter((w, i) => !asking.some((c) => c.from <= i && i < c.to));
  return kept.join(' ').replace(/\b(1|mot) lan\b/g, ' ');
}
const DURATION_CONCEPT = '~duration';

/**
 * Words that compare or add up packages: "chênh nhau", "khác nhau", "so với", "hơn", "tổng", "cộng thêm". Not "cộng"
 * or "thêm" alone: folded, "công ty" and "bớt thêm" say them.
 */
const COMPARE_WORDS = ['chenh', 'khac nhau', 'so voi', 'hon', 'tong', 'cong them', 'cong lai', 'ca hai'].map(
  (p) => p.split(' '),
);

/**
 * The services a question names, each once, in the order it names them: by the title, or by a run of the title's
 * own words that no other title holds ("thương mại điện tử", "landing page", "SEO"), the longer name first where
 * two overlap.
 */
export function servicesNamed(site: SiteIndex, question: string): KnowledgeItem[] {
  const spans: Array<NamedAt<KnowledgeItem>> = [];
  for (const item of site.knowledge) {
    if (item.kind !== 'service') continue;
    const names = [...item.names, ...(item.nicknames ?? []).map((n) => n.slice(1))];
    for (const name of names) {
      const at = namedItemAt(question, [{ names: [name] }]);
      if (at) spans.push({ item, start: at.start, length: at.length });
    }
  }
  spans.sort((a, b) => b.length - a.length || a.start - b.start);
  const kept: Array<NamedAt<KnowledgeItem>> = [];
  for (const s of spans)
    if (
      !kept.some((k) => k.item === s.item || (s.start < k.start + k.length && k.start < s.start + s.length))
    )
      kept.push(s);
  return kept.sort((a, b) => a.start - b.start).map((k) => k.item);
}

const dong = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/**
 * Two packages or more named with a word that compares or adds them ("A khác B thế nào", "A với B chênh nhau bao
 * nhiêu", "làm A thêm B thì tổng bao nhiêu"): each card, then the difference and the sum of their prices.
 */
export function comparedPackages(
  site: SiteIndex,
  question: string,
): { items: KnowledgeItem[]; html: string } | null {
  const words = normaliseWords(question);
  if (!COMPARE_WORDS.some((p) => containsRun(words, p))) return null;
  const items = servicesNamed(site, question);
  if (items.length < 2) return null;
  const prices = items.map((i) => i.price).filter((p): p is number => typeof p === 'number');
  const total = prices.reduce((a, b) => a + b, 0);
  const lines =
    prices.length !== items.length
      ? []
      : items.length === 2
        ? [`Chênh lệch: ${dong(Math.abs(prices[0]! - prices[1]!))}`, `Cả hai gói: ${dong(total)}`]
        : [`Tổng các gói: ${dong(total)}`];
  return { items, html: items.map((i) => i.responseText).join('') + (lines.length ? listHtml(lines) : '') };
}

/** The syllables a text says, folded, stopwords out (no word pairs): what "holds a word" means below. */
const syllablesOf = (text: string) => new Set(tokenise(text).filter((t) => !t.includes(BIGRAM_JOIN)));
/** A token that joins two syllables: a phrase said, not one word. */
const isPhrase = (token: string) => token.includes(BIGRAM_JOIN);
const wordsOfItem = new WeakMap<EngineItem, Set<string>>();
/**
 * The syllables of what an item is about: its question and keywords (kept per item). Not its answer: an answer
 * may name a word in passing ("React Native hoặc Flutter") without saying what the question asks of it.
 */
export function itemWords(item: EngineItem): Set<string> {
  let words = wordsOfItem.get(item);
  if (!words) {
    words = syllablesOf(`${item.pattern} ${item.keywords.join(' , ')}`);
    wordsOfItem.set(item, words);
  }
  return words;
}

const wordsOfAnswer = new WeakMap<EngineItem, Set<string>>();
/** The syllables an item's answer says (kept per item): what a visitor reads in it. */
export function answerWords(item: EngineItem): Set<string> {
  let words = wordsOfAnswer.get(item);
  if (!words) {
    words = syllablesOf(item.responseText.replace(/<[^>]*>/g, ' '));
    wordsOfAnswer.set(item, words);
  }
  return words;
}

/**
 * What a sentence of prose holds: its own words and heading, and its page's title — a sentence stands in its
 * article, whose subject it need not repeat ("Nội dung chuyển khoản chứa …" under "Thanh toán bằng mã QR").
 */
function proseWords(site: SiteIndex, item: KnowledgeItem): Set<string> {
  let words = proseWordsOf.get(item);
  if (!words) {
    const page = item.owner ? site.byId.get(item.owner) : undefined;
    words = new Set([...itemWords(item), ...syllablesOf(page?.source?.title ?? '')]);
    proseWordsOf.set(item, words);
  }
  return words;
}
const proseWordsOf = new WeakMap<EngineItem, Set<string>>();
const conceptsOf = new WeakMap<EngineItem, Set<string>>();
/** The thesaurus concepts a sentence says (kept per sentence). */
function conceptsOfItem(item: EngineItem): Set<string> {
  let found = conceptsOf.get(item);
  if (!found) {
    found = new Set(readQuestion(`${item.pattern} ${item.keywords.join(' , ')}`).concepts.keys());
    conceptsOf.set(item, found);
  }
  return found;
}

/** The words of the name visitors call us by ("Sao Việt"), folded. */
const OUR_SHORT_NAME = new Set(normaliseWords(COMPANY.name));
/**
 * Words that ask rather than say what is asked: "ai" (who), "khi" (when, before); and the spoken words around a
 * question that written prose seldom says, so that they would weigh as its subject (decision 056): "nếu" (if),
 * "bị" (suffered), "giờ" (now), "phải" (must), "còn" (still). Not "lại": "trả lại" (refund) says what is asked.
 */
const ASKING_WORDS = new Set(['ai', 'khi', 'neu', 'bi', 'gio', 'phai', 'con']);

/**
 * Prose (an article's sentences, the team's people) answers only a question whose words it holds (decision 048):
 * the words it does not hold may weigh at most this share of the words it must answer. Prose shares some words
 * with a question about anything ("số điện thoại" of a taxi firm, "tài khoản" of another app); the words it lacks
 * are then the question's subject ("Mai Linh", "tiktok"), which weigh the most.
 */
export const PROSE_MISSING_MAX = 0.3;
/**
 * …or this share, beside a trained answer, for a sentence that says the length a question asks: the length is
 * what it asks, and the rest says what of ("nộp hồ sơ … bao lâu thì phản hồi": "phản hồi trong vòng năm ngày làm
 * việc" under "Cách ứng tuyển", decision 056).
 */
export const PROSE_LENGTH_MISSING_MAX = 0.5;
/** …and a sentence must cover this share of the whole question (the calibrated coverage of decision 017). */
export const PROSE_MIN_COVERAGE = 0.35;
/**
 * After a trained item's answer, prose is added only when the words the item does not say weigh this share of
 * the question at least: "flutter dùng ngôn ngữ gì" after the technologies item (which never says Flutter).
 */
export const PROSE_ADDS_MIN = 0.25;
/**
 * The words a sentence holds must weigh this much (sum of their idf over the prose: about two uncommon words), so
 * common words alone ("điện thoại nào tốt") never make prose answer.
 */
export const PROSE_MIN_EVIDENCE = 9;
const PROSE_CANDIDATES = 10;

/**
 * The prose ranked for the last question asked of each index: one answer asks the same index several times (a line
 * the trained answer lacks, then the whole question, then the words its answer does not say), and the ranking is the
 * dearest part of an answer (bench/RESULTS.md, answer time). A reloaded index is a new engine, so never stale.
 */
const lastRanked = new WeakMap<
  ChatbotEngine,
  { question: string; ranked: ReturnType<ChatbotEngine['rank']> }
>();
function rankedProse(prose: ChatbotEngine, question: string) {
  const last = lastRanked.get(prose);
  if (last?.question === question) return last.ranked;
  const ranked = prose.rank(question, PROSE_CANDIDATES);
  lastRanked.set(prose, { question, ranked });
  return ranked;
}

/** A length of time or a rhythm said in a sentence: "vài phút", "năm ngày làm việc", "hai tuần", "hằng tháng". */
const LENGTH =
  /\b(\d+|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi|muoi hai|vai|it|nhieu) (phut|gio|ngay|tuan|thang|nam)\b|\b(hang|moi) (ngay|tuan|thang|nam)\b/;
const saysALength = (text: string) => LENGTH.test(normaliseWords(text).join(' '));

export type ProseAnswer = {
  page: KnowledgeItem;
  html: string;
  confidence: number;
  coverage: number;
  /** the question's words the sentences shown hold, and what they weigh in the prose (idf) */
  held: Set<string>;
  weigh: (words: Iterable<string>) => number;
};

/**
 * The sentences of one article (or the team page, or a step of /procedure) that hold what the question asks, with
 * that page: what no other source says (`said` null), or what a trained answer does not say (`said`: the words it
 * says). `afterAnswer`: a confident trained item answers the question, so it is in scope (decision 054) — a
 * sentence may then hold the question together with the sentences beside it, and a word through another word of
 * its thesaurus concept; alone, a sentence must hold the question by its own words (decision 048's guard against
 * out-of-scope questions). `lines`: the price list's and the products' lines are read too (beside a trained answer,
 * or alone for a question about one of the things we make, decision 056).
 */
export function proseAnswer(
  site: SiteIndex,
  question: string,
  said: Set<string> | null,
  afterAnswer = false,
  lines = afterAnswer,
): ProseAnswer | null {
  // beside a trained answer, the pages' lines are read too ("chứng chỉ SSL năm đầu" on the price list, decision 055)
  const prose = lines ? site.facts() : site.prose();
  // "bao lâu" is answered by a length ("vài phút", "năm ngày làm việc"), not by those words: a sentence must say one
  const { concepts } = readQuestion(question);
  const duration = concepts.get(DURATION_CONCEPT);
  // our own name and the asking words name no subject a sentence must hold ("giám đốc của Sao Việt là ai")
  const asked = [...syllablesOf(question)].filter(
    (w) => !duration?.has(w) && !OUR_SHORT_NAME.has(w) && !ASKING_WORDS.has(w),
  );
  const wanted = said ? asked.filter((w) => !said.has(w)) : asked;
  const weigh = (words: Iterable<string>) => [...words].reduce((sum, w) => sum + prose.idf(w), 0);
  const wantedWeight = weigh(wanted);
  const missingMax = duration && afterAnswer ? PROSE_LENGTH_MISSING_MAX : PROSE_MISSING_MAX;
  if (wantedWeight === 0 || (said && wantedWeight < PROSE_ADDS_MIN * weigh(asked))) return null;
  /** Whether these sentences hold the question's words (a word of the same concept counts: "code", "lập trình"). */
  const holdsQuestion = (items: readonly KnowledgeItem[]) => {
    const holds = new Set(items.flatMap((i) => [...proseWords(site, i)]));
    const theirConcepts = new Set(items.flatMap((i) => [...conceptsOfItem(i)]));
    // alone, only through a phrase of several words ("mất mạng" held by "gián đoạn", decision 056): one word said
    // as its concept's ("facebook" for "mạng xã hội") let an outside subject through (decision 054)
    const sameConcept = (w: string) =>
      [...concepts].some(
        ([c, ws]) => ws.has(w) && theirConcepts.has(c) && (afterAnswer || [...ws].some(isPhrase)),
      );
    const missing = weigh(wanted.filter((w) => !holds.has(w) && !sameConcept(w)));
    return missing <= missingMax * wantedWeight && wantedWeight - missing >= PROSE_MIN_EVIDENCE;
  };
  // a sentence holds the question alone, or read with the sentences beside it ("Màn hình sẽ hiển thị mã đơn
  // hàng. Hãy lưu lại mã này để tiện tra cứu"): then those are shown with it
  const fits = rankedProse(prose, question)
    .filter((m) => m.coverage >= PROSE_MIN_COVERAGE && (!duration || saysALength(m.item.pattern)))
    .flatMap((m) => {
      const item = m.item as KnowledgeItem;
      if (holdsQuestion([item])) return [{ m, shown: [item] }];
      const window = site.proseAround(item);
      return afterAnswer && window.length > 1 && holdsQuestion(window) ? [{ m, shown: window }] : [];
    });
  const best = fits[0]?.m;
  const owner = best ? (best.item as KnowledgeItem).owner! : '';
  const page = site.byId.get(owner);
  if (!best || !page) return null;
  const shown = [
    ...new Set(
      fits
        .filter((f) => (f.m.item as KnowledgeItem).owner === owner)
        .slice(0, FACT_SHOWN)
        .flatMap((f) => f.shown.map((i) => i.pattern)),
    ),
  ];
  const shownWords = new Set(
    fits
      .filter((f) => shown.includes(f.m.item.pattern))
      .flatMap((f) => f.shown.flatMap((i) => [...proseWords(site, i)])),
  );
  return {
    page,
    html: `<p><strong>${escapeHtml(page.source?.title ?? '')}</strong>:</p>${listHtml(shown)}`,
    confidence: best.confidence,
    coverage: best.coverage,
    held: new Set(wanted.filter((w) => shownWords.has(w))),
    weigh,
  };
}

/**
 * The people of /team who hold the role a question asks about ("thiết kế giao diện UI/UX", "app mobile"): the best
 * line, and the next when it covers nearly as much (decision 055). Their line says their role and what they do.
 */
export function peopleFor(
  site: SiteIndex,
  role: string,
): { people: KnowledgeItem[]; coverage: number } | null {
  const ranked = site
    .prose()
    .rank(role, ROLE_CANDIDATES)
    .filter((m) => (m.item as KnowledgeItem).owner === 'page:team');
  const best = ranked[0];
  if (!best || best.coverage < ROLE_MIN_COVERAGE) return null;
  const people = ranked
    .filter((m) => m.coverage >= best.coverage * FACT_CLOSE)
    .slice(0, FACT_SHOWN)
    .map((m) => m.item as KnowledgeItem);
  return { people, coverage: best.coverage };
}

/**
 * What a page says comes after something (decision 055): the sentences under a heading "Sau khi <it>", or a
 * sentence that opens with it ("Sau khi bàn giao, …"), the thing said in the question's words or a word of the
 * same thesaurus concept ("chuyển khoản xong" → "Sau khi thanh toán"). The first page's, at most FACT_SHOWN + 1.
 */
export function whatComesAfter(site: SiteIndex, what: readonly string[]): ProseAnswer | null {
  const concepts = new Set(conceptTokens(what.join(' ')));
  const opensWith = (text: string) => {
    const words = normaliseWords(text);
    if (words[0] !== 'sau' || words[1] !== 'khi') return false;
    const rest = words.slice(2, 2 + what.length + 1);
    return (
      what.every((w) => rest.includes(w)) ||
      conceptTokens(rest.join(' ')).some((c) => concepts.has(c) && c !== OUTSIDE_CONCEPT)
    );
  };
  const found = [...site.proseById.values()].filter(
    (i) => opensWith(i.keywords[0] ?? '') || opensWith(i.pattern),
  );
  const page = found[0]?.owner ? site.byId.get(found[0].owner) : undefined;
  if (!page) return null;
  const shown = found.filter((i) => i.owner === page.id).slice(0, FACT_SHOWN + 1);
  return {
    page,
    html: `<p><strong>${escapeHtml(page.source?.title ?? '')}</strong>:</p>${listHtml(shown.map((i) => i.pattern))}`,
    confidence: 1,
    coverage: 1,
    held: new Set(what),
    weigh: () => 0,
  };
}
