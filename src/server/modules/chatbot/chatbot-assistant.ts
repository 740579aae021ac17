import type { EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import {
  asksAboutOutsideSubject,
  conceptTokens,
  PRODUCT_CONCEPTS,
  readQuestion,
} from '#domain/chat/chatbot-thesaurus.rules.ts';
import {
  asksWhatThePageSays,
  asksWhichProduct,
  contactOwnerWord,
  describesANeed,
  type KnowledgeItem,
  type KnowledgeSource,
  type NamedAt,
  namedItemAt,
  ownerNamed,
  PACKAGE_LABELS,
  priceEndAsked,
  priceSaid,
  withoutName,
} from '#domain/chat/site-knowledge.rules.ts';
import { normaliseWords } from '#domain/chat/vietnamese-text.rules.ts';
import { COMPANY } from '#domain/site/company.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { type ChatbotEngine, createChatbotEngine, type EngineAnswer, type Match } from './chatbot-engine.ts';
import { hoursAnswerHtml, processAnswerHtml } from './site-knowledge.ts';

/**
 * The assistant's decision over its sources (decision 037): the trained items, the site's pages and the passages
 * of those pages, each in its own index (the same Vietnamese rules, the same calibrated confidence), so none's word
 * statistics bend another's. In order:
 * 1. a question that names a service, a package type or a product and asks its price or what it is (and no other
 *    fact of it) gets that page's answer, with its link;
 * 2. a confident trained item (unless the question asks someone else's phone, address or hours); the trained
 *    hours item's text gives way to the office calendar (decision 038), the process item's to the /procedure page;
 *    what the pages add follows its text: the named thing's fact, the price list's cheapest or dearest, the
 *    product that does what is asked, or the services that fit a need told at length;
 * 3. what the pages say alone, when no trained item is sure: a named thing's fact ("CloudSync lưu lịch sử bao
 *    lâu": the passage of its page that holds it), the price list's end ("gói rẻ nhất"), the product that does
 *    what "phần mềm nào …" asks;
 * 4. a need told at length: the services that fit, best first, and the offer of a consultation;
 * 5. a confident content item (a technology in a service's or product's description, an article), at a threshold
 *    of its own (CONTENT_THRESHOLD);
 * 6. the fallback.
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

/**
 * A passage answers a fact of a named thing when it covers this share of the question's other words (the name
 * taken out): "Gói SEO mỗi tháng viết bao nhiêu bài" → "Viết 8 bài chuẩn SEO mỗi tháng".
 */
export const FACT_MIN_COVERAGE = 0.2;
/**
 * A question that asks what a page's card holds ("bao nhiêu", "gồm những gì") gets a passage instead only when the
 * passage covers this much of it: "bao nhiêu một tháng" asks the price, not the report sent "mỗi tháng".
 */
export const FACT_OVER_CARD = 0.5;
/** At most this many passages state a fact, the second only when it covers nearly as much as the first. */
const FACT_SHOWN = 2;
const FACT_CLOSE = 0.8;
const listHtml = (lines: readonly string[]) =>
  `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
/** A product answers "which product does …" when one passage of its page covers this share of the question. */
export const PRODUCT_MIN_COVERAGE = 0.25;
/** How many passages are read for a named thing's fact: every passage of one page lies well within it. */
const FACT_CANDIDATES = 60;

/** The words of the company's own names ("Sao Việt", its legal name), which name us, not someone else. */
const OUR_NAME_WORDS = new Set(normaliseWords(`${COMPANY.name} ${COMPANY.legalName}`));

export function createAssistant(options: { threshold?: number } = {}) {
  const training = createChatbotEngine(options);
  const content = createChatbotEngine(options);
  /**
   * The passages' index, built at its first use after a content change, not in the reload: a content change must
   * reach every process's answers within a second (decision 037), and most questions never read a passage.
   */
  let passageItems: KnowledgeItem[] = [];
  let passageIndex: ChatbotEngine | null = null;
  const passages = () => {
    if (!passageIndex) {
      passageIndex = createChatbotEngine(options);
      passageIndex.load(passageItems);
    }
    return passageIndex;
  };
  let knowledge: KnowledgeItem[] = [];
  let knowledgeById = new Map<string, KnowledgeItem>();
  /** the trained item that answers opening hours, whose place the calendar's answer takes */
  let hoursItem: EngineItem | null = null;
  /** the trained item that answers the process, whose text gives way to the /procedure page (decision 037) */
  let processItem: EngineItem | null = null;
  let trainedItems: EngineItem[] = [];
  let nicknamed: Array<{ item: KnowledgeItem; names: string[][] }> = [];

  function findProcessItem() {
    const page = knowledgeById.get('page:procedure');
    const best = page ? training.answer(page.pattern) : null;
    processItem = best && !best.fallback ? (best.best?.item ?? null) : null;
  }
  function loadTraining(items: EngineItem[]) {
    training.load(items);
    trainedItems = items;
    hoursItem = items.find((i) => conceptTokens(i.pattern).includes('~hours')) ?? null;
    findProcessItem();
  }
  function loadKnowledge(items: KnowledgeItem[]) {
    const pages = items.filter((i) => i.kind !== 'passage');
    content.load(pages);
    passageItems = items.filter((i) => i.kind === 'passage');
    passageIndex = null;
    knowledge = pages;
    knowledgeById = new Map(pages.map((i) => [i.id, i]));
    nicknamed = pages.flatMap((i) => (i.nicknames?.length ? [{ item: i, names: i.nicknames }] : []));
    if (trainedItems.length > 0) findProcessItem();
  }

  /** The named thing: by its name, or a package type and a price that one of its services has ("gói web 8 triệu"). */
  function namedThing(question: string): (NamedAt<KnowledgeItem> & { nickname: boolean }) | null {
    const full = namedItemAt(question, knowledge);
    const short = namedItemAt(question, nicknamed);
    const at =
      short && short.length > (full?.length ?? 0)
        ? { ...short, item: short.item.item, nickname: true }
        : full && { ...full, nickname: false };
    if (at && at.item.kind !== 'package') return at;
    const price = priceSaid(question);
    if (price === null) return at;
    const type = at ? at.item.id.slice('package:'.length) : null;
    const priced = knowledge.filter(
      (i) =>
        i.kind === 'service' &&
        i.price === price &&
        (type === null || i.source?.url.includes(`type=${type}`)),
    );
    return priced.length === 1
      ? { item: priced[0]!, start: at?.start ?? 0, length: at?.length ?? 0, nickname: false }
      : at;
  }

  /** The services that fit a need told at length, best first, and the offer of a consultation (decision 037). */
  function servicesFor(question: string): { fits: KnowledgeItem[]; html: string } | null {
    const fits = content
      .rank(question, 12)
      .filter((m) => knowledgeById.get(m.item.id)?.kind === 'service' && m.coverage >= NEEDS_MIN_COVERAGE)
      .slice(0, NEEDS_SHOWN)
      .map((m) => knowledgeById.get(m.item.id)!);
    if (fits.length === 0) return null;
    return {
      fits,
      html:
        '<p>Với nhu cầu bạn mô tả, các dịch vụ phù hợp nhất:</p><ol>' +
        fits
          .map((s) => `<li><a href="${escapeHtml(s.source!.url)}">${escapeHtml(s.source!.title)}</a></li>`)
          .join('') +
        `</ol>${BOOKING_OFFER}`,
    };
  }

  /** The product whose page best says what the question asks of it ("sao lưu database tự động"). */
  function productFor(question: string): { item: KnowledgeItem; passage: KnowledgeItem } | null {
    const best = passages()
      .rank(question, FACT_CANDIDATES)
      .find((m) => (m.item as KnowledgeItem).owner?.startsWith('product:'));
    const item = best ? knowledgeById.get((best.item as KnowledgeItem).owner!) : undefined;
    return best && item && best.coverage >= PRODUCT_MIN_COVERAGE
      ? { item, passage: best.item as KnowledgeItem }
      : null;
  }

  /**
   * A contact asked of a name the site does not know ("hotline tổng đài Viettel"): the word after the contact
   * noun is neither ours nor a word of the site's content. The trained items' words do not count: they name
   * partners and other companies ("Viettel Post" delivers, it does not answer for us).
   */
  function namesSomeoneUnknown(question: string): boolean {
    const word = contactOwnerWord(question);
    return word !== null && !OUR_NAME_WORDS.has(word) && !content.knows(word) && !passages().knows(word);
  }

  /**
   * A budget said in the question that no service costs exactly ("ngân sách tầm 10 triệu thì làm được website
   * gì"): the services priced within it, of the package type it names ("website", "app") if any, dearest first.
   */
  function withinBudget(question: string, budget: number): { fits: KnowledgeItem[]; html: string } | null {
    const words = normaliseWords(question);
    const types = Object.entries(PACKAGE_LABELS)
      .filter(([, label]) => normaliseWords(label).every((w) => words.includes(w)))
      .map(([type]) => `type=${type}`);
    const fits = knowledge
      .filter(
        (i) =>
          i.kind === 'service' &&
          typeof i.price === 'number' &&
          i.price <= budget &&
          (types.length === 0 || types.some((t) => i.source?.url.includes(t))),
      )
      .sort((a, b) => b.price! - a.price!)
      .slice(0, NEEDS_SHOWN);
    if (fits.length === 0) return null;
    return {
      fits,
      html:
        `<p>Với ngân sách khoảng ${budget.toLocaleString('vi-VN')} đ, các gói trong bảng giá phù hợp:</p><ul>` +
        fits
          .map(
            (s) =>
              `<li><a href="${escapeHtml(s.source!.url)}">${escapeHtml(s.source!.title)}</a>: từ ${s.price!.toLocaleString('vi-VN')} đ</li>`,
          )
          .join('') +
        '</ul>',
    };
  }

  /** The cheapest or dearest priced service, of one package type when the question names it. */
  function priceListEnd(end: 'lowest' | 'highest', pack: KnowledgeItem | null): KnowledgeItem | null {
    const type = pack ? pack.id.slice('package:'.length) : null;
    const priced = knowledge.filter(
      (i) =>
        i.kind === 'service' &&
        i.price !== undefined &&
        i.price !== null &&
        (type === null || i.source?.url.includes(`type=${type}`)),
    );
    const sorted = priced.sort((a, b) => a.price! - b.price!);
    return (end === 'lowest' ? sorted[0] : sorted.at(-1)) ?? null;
  }

  /**
   * The passages of a named thing's page that hold what the question asks of it: the best if it covers enough,
   * and the next when it covers nearly as much (a fact often stands in a feature line and an overview sentence).
   */
  function factOf(
    question: string,
    at: NamedAt<KnowledgeItem>,
  ): { passages: KnowledgeItem[]; coverage: number } | null {
    const rest = withoutName(question, at);
    const own = passages()
      .rank(rest, FACT_CANDIDATES)
      .filter((m) => (m.item as KnowledgeItem).owner === at.item.id);
    const best = own[0];
    if (!best || best.coverage < FACT_MIN_COVERAGE) return null;
    return {
      passages: own
        .slice(0, FACT_SHOWN)
        .filter((m) => m.coverage >= best.coverage * FACT_CLOSE)
        .map((m) => m.item as KnowledgeItem),
      coverage: best.coverage,
    };
  }
  const sourceOf = (item: EngineItem | null) => (item ? (knowledgeById.get(item.id)?.source ?? null) : null);

  function decide(question: string, now: Date): AssistantAnswer {
    const t: EngineAnswer = training.answer(question);
    const base = { matches: t.matches, contentMatches: [] as Match[] };
    const at = namedThing(question);
    const named = at?.item ?? null;
    // its price asked ("giá thế nào") is the card's answer, the card holding the price; another fact, its passage
    const { concepts } = readQuestion(question);
    const cardAsked = named !== null && !at?.nickname && asksWhatThePageSays(question);
    const found = at && !(cardAsked && concepts.has('~price')) ? factOf(question, at) : null;
    // a question that asks what the card says takes a passage only when the passage is clearly what it asks
    const fact = found && (!cardAsked || found.coverage >= FACT_OVER_CARD) ? found.passages : null;
    if (cardAsked && !fact)
      return {
        ...base,
        via: 'named',
        item: named,
        html: null,
        source: named.source,
        confidence: 1,
        fallback: false,
      };
    const end = priceEndAsked(question);
    const ends = end ? priceListEnd(end, named?.kind === 'package' ? named : null) : null;
    const price = named?.kind === 'service' ? null : priceSaid(question);
    // a budget for one of the things we make ("làm website"), not for a phone or a house
    const ours = [...concepts.keys()];
    const forUs = ours.some((c) => PRODUCT_CONCEPTS.has(c)) && !asksAboutOutsideSubject(ours);
    const budget = price === null || ends || !forUs ? null : withinBudget(question, price);
    const which = named ? null : asksWhichProduct(question);
    const product = which ? productFor(withoutName(question, which)) : null;
    // what the site's pages say of the question's named thing (a fact of its page), of the price list's end, or
    // the product that does what the question asks
    const pageSays = ends ?? (fact ? named : null) ?? budget?.fits[0] ?? product?.item ?? null;
    const factHtml = ends
      ? ends.responseText
      : budget
        ? budget.html
        : named && fact
          ? `<p><strong>${escapeHtml(named.source?.title ?? '')}</strong>:</p>${listHtml(fact.map((f) => f.pattern))}`
          : product
            ? `<p>Sản phẩm phù hợp: <strong>${escapeHtml(product.item.source?.title ?? '')}</strong>: ${escapeHtml(product.passage.pattern)}</p>`
            : null;
    const needs = describesANeed(question) ? servicesFor(question) : null;
    // a phone number, address or hours asked of someone the site does not know ("hotline của Viettel"): not ours
    const ofSomeoneElse =
      ['~phone', '~place', '~hours'].some((c) => concepts.has(c)) &&
      (ownerNamed(question) !== null || namesSomeoneUnknown(question));
    if (!t.fallback && t.best && !ofSomeoneElse) {
      // the trained hours item's fixed text gives way to the office calendar (decision 038), the process
      // item's to the /procedure page (decision 037: the site is the authority where both say it)
      const own =
        t.best.item === hoursItem
          ? hoursAnswerHtml(now)
          : t.best.item === processItem
            ? processAnswerHtml()
            : null;
      return {
        ...base,
        via: 'training',
        item: t.best.item,
        // a named thing's fact from its page, or the services that fit a need told at length, follow the
        // trained answer, with that page as the source
        html: factHtml || needs ? `${own ?? t.best.item.responseText}${factHtml ?? needs!.html}` : own,
        source: pageSays
          ? pageSays.source
          : needs
            ? needs.fits[0]!.source
            : t.best.item === processItem
              ? (knowledgeById.get('page:procedure')?.source ?? null)
              : null,
        confidence: t.confidence,
        fallback: false,
      };
    }
    if (pageSays && factHtml)
      return {
        ...base,
        via: 'named',
        item: pageSays,
        html: factHtml,
        source: pageSays.source,
        confidence: 1,
        fallback: false,
      };
    const c = content.answer(question);
    base.contentMatches = c.matches;
    if (needs)
      return {
        ...base,
        via: 'needs',
        item: needs.fits[0]!,
        html: needs.html,
        source: needs.fits[0]!.source,
        confidence: t.confidence,
        fallback: false,
      };
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
