import type { EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import {
  ASKED_CONCEPTS,
  asksAboutOutsideSubject,
  conceptTokens,
  OUTSIDE_CONCEPT,
  PRODUCT_CONCEPTS,
  readQuestion,
} from '#domain/chat/chatbot-thesaurus.rules.ts';
import {
  asksOnlyForChannels,
  type ContactChannel,
  contactChannelsAsked,
} from '#domain/chat/contact-channels.rules.ts';
import {
  afterWhatAsked,
  asksAnotherCompanysJobs,
  asksWhatThePageSays,
  asksWhichProduct,
  calendarAsked,
  describesANeed,
  type KnowledgeItem,
  type KnowledgeSource,
  ownerNamed,
  priceEndAsked,
  priceListAsked,
  priceSaid,
  roleAsked,
  stepAsked,
} from '#domain/chat/site-knowledge.rules.ts';
import { normaliseWords } from '#domain/chat/vietnamese-text.rules.ts';
import { type BusinessCalendar, holidaysNamed } from '#domain/site/business-hours.ts';
import { PROCESS_STEPS } from '#domain/site/site-pages.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { createChatbotEngine, type EngineAnswer, type Match } from './chatbot-engine.ts';
import {
  answerWords,
  comparedPackages,
  createSiteIndex,
  factOf,
  itemWords,
  listHtml,
  namedThing,
  namesSomeoneUnknown,
  PROSE_MIN_EVIDENCE,
  type ProseAnswer,
  peopleFor,
  priceListEnd,
  productFor,
  proseAnswer,
  ROLE_ALONE_COVERAGE,
  type SiteIndex,
  servicesFor,
  whatComesAfter,
  withinBudget,
} from './site-answers.ts';
import {
  CONTACT_SOURCE,
  calendarAnswerHtml,
  contactItem,
  contactLinesHtml,
  hoursAnswerHtml,
  processAnswerHtml,
  processStepHtml,
} from './site-knowledge.ts';

/**
 * The assistant's decision over its sources (decision 037): the trained items, the site's pages and the passages
 * of those pages, each in its own index (the same Vietnamese rules, the same calibrated confidence), so none's word
 * statistics bend another's. In order:
 * 1. a question that names a service, a package type or a product and asks its price or what it is (and no other
 *    fact of it) gets that page's answer, with its link;
 * 2. a confident trained item (unless the question asks someone else's phone, address or hours); the trained
 *    hours item's text gives way to the calendar saved on Hệ thống (decision 054), the process item's to the /procedure page;
 *    what the pages add follows its text: the named thing's fact, the price list's cheapest or dearest, the
 *    product that does what is asked, the people of a role, the whole price list, the services that fit a need
 *    told at length, the footer's channels asked, or a line of the pages that says what the item does not
 *    (decision 055: what comes after a step, a length, the words its answer lacks);
 * 3. what the pages say alone, when no trained item is sure: a named thing's fact ("CloudSync lưu lịch sử bao
 *    lâu": the passage of its page that holds it), the price list's end ("gói rẻ nhất"), the product that does
 *    what "phần mềm nào …" asks, who holds a role, the whole price list, the channels a request asks for;
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

/**
 * A question that asks what a page's card holds ("bao nhiêu", "gồm những gì") gets a passage instead only when the
 * passage covers this much of it: "bao nhiêu một tháng" asks the price, not the report sent "mỗi tháng".
 */
export const FACT_OVER_CARD = 0.5;

/** What the site's pages say of a question, before the trained items are asked. */
type PagesSay = {
  /** a named thing whose card answers the question (its price, what it holds) */
  card: KnowledgeItem | null;
  /** the page whose fact, price list's end, budget or product follows or makes the answer */
  page: KnowledgeItem | null;
  html: string | null;
  /** the services that fit a need told at length */
  needs: { fits: KnowledgeItem[]; html: string } | null;
  /** the ways to reach us the question asks for (the footer's and /advise's channels, decision 055) */
  contact: ContactChannel[];
  /** whether `html` may answer alone, no trained item being sure (a role's people only when they cover it well) */
  alone: boolean;
  /** what a page says comes after the step the question names ("… xong thì làm gì tiếp theo", decision 055) */
  after: ProseAnswer | null;
  /** the question asks about one of the things we make ("app", "website"), not an outside subject */
  ours: boolean;
};

/** An answer the pages settle before the rest is read (a step of the process, a card): nothing else beside it. */
const settled = (said: Partial<PagesSay>): PagesSay => ({
  card: null,
  page: null,
  html: null,
  needs: null,
  contact: [],
  alone: true,
  after: null,
  ours: false,
  ...said,
});

/**
 * What the pages say of the question's named thing (its card, or a fact of its page), of the price list's end or
 * a budget, the product that does what the question asks, or the services that fit a need told at length.
 */
function whatThePagesSay(site: SiteIndex, question: string): PagesSay {
  // a step of the process named ("bước tư vấn & báo giá", "khâu kiểm thử"): what /procedure says of it (decision 054)
  const step = stepAsked(
    question,
    PROCESS_STEPS.map((s) => s.title),
  );
  const procedure = site.byId.get('page:procedure');
  if (step !== null && procedure) return settled({ page: procedure, html: processStepHtml(step) });
  const at = namedThing(site, question);
  const named = at?.item ?? null;
  // its price asked ("giá thế nào") is the card's answer, the card holding the price; another fact, its passage
  const { concepts } = readQuestion(question);
  const cardAsked = named !== null && !at?.nickname && asksWhatThePageSays(question);
  const found = at && !(cardAsked && concepts.has('~price')) ? factOf(site, question, at) : null;
  // a question that asks what the card says takes a passage only when the passage is clearly what it asks
  const fact = found && (!cardAsked || found.coverage >= FACT_OVER_CARD) ? found.passages : null;
  if (cardAsked && !fact) return settled({ card: named });
  const ours = [...concepts.keys()];
  const outside = asksAboutOutsideSubject(ours);
  // the cheapest or dearest of our price list, not of laptops ("mua laptop ở đâu rẻ nhất", decision 056)
  const end = outside ? null : priceEndAsked(question);
  const ends = end ? priceListEnd(site, end, named?.kind === 'package' ? named : null) : null;
  const price = named?.kind === 'service' ? null : priceSaid(question);
  // a budget for one of the things we make ("làm website"), not for a phone or a house
  const forUs = ours.some((c) => PRODUCT_CONCEPTS.has(c)) && !outside;
  const budget = price === null || ends || !forUs ? null : withinBudget(site, question, price);
  // not for an outside subject's software ("phần mềm diệt virus nào tốt"): none of ours
  const which = named || concepts.has(OUTSIDE_CONCEPT) ? null : asksWhichProduct(question);
  const product = which ? productFor(site, which.rest) : null;
  // who holds a role ("bạn nào lo phần app mobile"): the people of /team whose line says it (decision 055)
  const role = named || product ? null : roleAsked(question);
  const staff = role ? peopleFor(site, role) : null;
  const people = staff?.people ?? null;
  const team = people ? (site.byId.get('page:team') ?? null) : null;
  // the whole price list asked for ("cho xin bảng giá"): every tab's services and prices (decision 055)
  const list = named || !priceListAsked(question) ? null : (site.byId.get('page:price-list') ?? null);
  const page = ends ?? (fact ? named : null) ?? budget?.fits[0] ?? product?.item ?? team ?? list;
  const html = ends
    ? ends.responseText
    : budget
      ? budget.html
      : named && fact
        ? `<p><strong>${escapeHtml(named.source?.title ?? '')}</strong>:</p>${listHtml(fact.map((f) => f.pattern))}`
        : product
          ? `<p>Sản phẩm phù hợp: <strong>${escapeHtml(product.item.source?.title ?? '')}</strong>: ${escapeHtml(product.passage.pattern)}</p>`
          : people && team
            ? `<p><strong>${escapeHtml(team.source?.title ?? '')}</strong>:</p>${listHtml(people.map((p) => p.pattern))}`
            : (list?.responseText ?? null);
  const needs = describesANeed(question) ? servicesFor(site, question) : null;
  // a request for the channels themselves, or "liên hệ" said: "quên mật khẩu facebook", "đăng nhập bằng tài khoản
  // mạng xã hội" name a network and ask no contact; "khiếu nại đơn hàng thì liên hệ ai" asks one
  const contactAsked = asksOnlyForChannels(question) || concepts.has('~contact');
  const contact = asksOfSomeoneElse(site, question) || !contactAsked ? [] : contactChannelsAsked(question);
  const alone = page !== team || (staff?.coverage ?? 0) >= ROLE_ALONE_COVERAGE;
  const afterWhat = afterWhatAsked(question);
  const after = afterWhat ? whatComesAfter(site, afterWhat) : null;
  return { card: null, page, html, needs, contact, alone, after, ours: forUs };
}

/** The page that shows the office's hours (spec 000 §2: /advise), the source of the calendar's answers. */
const HOURS_SOURCE: KnowledgeSource = { title: 'Giờ làm việc', url: '/advise' };

/**
 * A question about the office calendar ("thứ 7 có làm việc không", "Tết nghỉ đến ngày nào", "2/9 có mở cửa
 * không"): what the saved calendar says of the days it names, then the hours (decisions 048, 054).
 */
function calendarAnswer(question: string, now: Date, calendar: BusinessCalendar): string | null {
  const holidays = holidaysNamed(question, now, normaliseWords, calendar);
  const asked = calendarAsked(question, holidays.length > 0);
  return asked ? calendarAnswerHtml(now, { weekdays: asked.weekdays, holidays }, calendar) : null;
}

/** A phone number, address or hours asked of someone the site does not know ("hotline của Viettel"): not ours. */
function asksOfSomeoneElse(site: SiteIndex, question: string): boolean {
  const { concepts } = readQuestion(question);
  return (
    ['~phone', '~place', '~hours'].some((c) => concepts.has(c)) &&
    (ownerNamed(question) !== null || namesSomeoneUnknown(site, question))
  );
}

export function createAssistant(options: { threshold?: number } = {}) {
  const training = createChatbotEngine(options);
  const site = createSiteIndex(options);
  /** the trained item that answers opening hours, whose place the calendar's answer takes */
  let hoursItem: EngineItem | null = null;
  /** the trained item that answers the process, whose text gives way to the /procedure page (decision 037) */
  let processItem: EngineItem | null = null;
  let trainedItems: EngineItem[] = [];

  function findProcessItem() {
    const page = site.byId.get('page:procedure');
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
    site.load(items);
    if (trainedItems.length > 0) findProcessItem();
  }
  const sourceOf = (item: EngineItem | null) => (item ? (site.byId.get(item.id)?.source ?? null) : null);

  /**
   * Prose after a trained answer: what the item is not about ("flutter dùng ngôn ngữ gì" after the technologies
   * item), or a sentence that holds the whole question and covers it better than the item does or holds a word of
   * it the item is not about ("Nội dung chuyển khoản ghi thế nào" after the payment methods item). The trained
   * item put the question in scope, so here a sentence may be read with the ones beside it (decision 054).
   */
  function proseAfter(question: string, best: Match) {
    const added = proseAnswer(site, question, itemWords(best.item), true);
    if (added) return added;
    const whole = proseAnswer(site, question, null, true);
    if (!whole || whole.coverage > best.coverage) return whole;
    // …or one that holds words of the question the item is not about, weighing one uncommon word at least
    const item = itemWords(best.item);
    if (whole.weigh([...whole.held].filter((w) => !item.has(w))) >= PROSE_MIN_EVIDENCE / 2) return whole;
    // …or, when the item does not answer what the question asks (its price, a length…), one that holds the words
    // its answer does not say: the technologies item lists no language of Flutter's (decision 055)
    const asks = [...readQuestion(question).concepts.keys()].filter((c) => ASKED_CONCEPTS.has(c));
    const itemAsks = new Set(conceptTokens(best.item.pattern));
    if (asks.some((c) => itemAsks.has(c))) return null;
    // a length asked of what the item does not time ("nộp hồ sơ bao lâu có phản hồi" after the careers item): the
    // sentence that says one and holds the question, however much the item covers
    if (asks.includes('~duration')) return whole;
    return proseAnswer(site, question, answerWords(best.item), true);
  }

  /** A confident trained item's answer, with what the pages add after its text and that page as the source. */
  function trainedAnswer(
    question: string,
    best: Match,
    pages: PagesSay,
    now: Date,
    calendar: BusinessCalendar,
  ) {
    // the trained hours item's fixed text gives way to the calendar saved on Hệ thống (decision 054), the process
    // item's to the /procedure page (decision 037: the site is the authority where both say it)
    const own =
      best.item === hoursItem
        ? hoursAnswerHtml(now, calendar)
        : best.item === processItem
          ? processAnswerHtml()
          : null;
    // the channels asked that the trained text does not give ("kênh youtube", "tầng mấy"): the footer's lines
    const contact = pages.contact.length
      ? contactLinesHtml(pages.contact, own ?? best.item.responseText)
      : null;
    // what the trained text does not say and an article or the team page does ("flutter dùng ngôn ngữ gì"); what
    // comes after a step the question names ("thanh toán xong thì làm gì tiếp theo": "Sau khi thanh toán")
    const prose = pages.html || pages.needs || contact ? null : (pages.after ?? proseAfter(question, best));
    const added = pages.html ?? pages.needs?.html ?? contact ?? prose?.html ?? null;
    const source =
      pages.page?.source ??
      pages.needs?.fits[0]?.source ??
      (contact ? CONTACT_SOURCE : null) ??
      prose?.page.source ??
      (best.item === processItem ? (site.byId.get('page:procedure')?.source ?? null) : null);
    return { item: best.item, html: added ? `${own ?? best.item.responseText}${added}` : own, source };
  }

  /**
   * The answer to a question asked at `now`; `calendar` is the office's business hours as saved on Hệ thống
   * (decision 054), read by the caller for each question so every process answers the saved hours at once.
   */
  function decide(question: string, now: Date, calendar: BusinessCalendar): AssistantAnswer {
    const t: EngineAnswer = training.answer(question);
    const answer = (
      via: AssistantAnswer['via'],
      item: EngineItem | null,
      html: string | null,
      source: KnowledgeSource | null,
      confidence: number,
      contentMatches: Match[] = [],
    ): AssistantAnswer => ({
      via,
      item,
      html,
      source,
      confidence,
      fallback: via === 'fallback',
      matches: t.matches,
      contentMatches,
    });
    // another company's contact or jobs ("tổng đài VNPAY số mấy", "Google có tuyển thực tập sinh không", decision
    // 056): nothing of ours answers them, neither a trained item nor an article that names the company
    if (asksOfSomeoneElse(site, question) || asksAnotherCompanysJobs(question))
      return answer('fallback', null, null, null, t.confidence);
    const compared = comparedPackages(site, question);
    if (compared) return answer('named', compared.items[0]!, compared.html, compared.items[0]!.source, 1);
    const days = calendarAnswer(question, now, calendar);
    if (days && hoursItem) return answer('training', hoursItem, days, HOURS_SOURCE, 1);
    const pages = whatThePagesSay(site, question);
    if (pages.card) return answer('named', pages.card, null, pages.card.source, 1);
    if (!t.fallback && t.best) {
      const trained = trainedAnswer(question, t.best, pages, now, calendar);
      return answer('training', trained.item, trained.html, trained.source, t.confidence);
    }
    if (pages.page && pages.html && pages.alone)
      return answer('named', pages.page, pages.html, pages.page.source, 1);
    const contact = pages.contact.length ? contactLinesHtml(pages.contact) : null;
    if (contact) return answer('named', contactItem(), contact, CONTACT_SOURCE, 1);
    const c = site.content.answer(question);
    if (pages.needs)
      return answer(
        'needs',
        pages.needs.fits[0]!,
        pages.needs.html,
        pages.needs.fits[0]!.source,
        t.confidence,
        c.matches,
      );
    // a feature of one of the things we make ("app có thông báo đẩy không"): the price list's and the products'
    // lines too, held by the question's words as prose alone is (decision 056)
    const prose =
      pages.after ??
      proseAnswer(site, question, null) ??
      (pages.ours ? proseAnswer(site, question, null, false, true) : null);
    if (prose)
      return answer('content', prose.page, prose.html, prose.page.source, prose.confidence, c.matches);
    if (c.best && c.confidence >= CONTENT_THRESHOLD)
      return answer('content', c.best.item, null, sourceOf(c.best.item), c.confidence, c.matches);
    return answer('fallback', null, null, null, Math.max(t.confidence, c.confidence), c.matches);
  }

  return {
    training,
    content: site.content,
    loadTraining,
    loadKnowledge,
    decide,
    threshold: training.threshold,
    knowledge: () => site.knowledge,
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
