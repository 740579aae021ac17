import type { Weekday } from '../site/business-hours.ts';
import { COMPANY } from '../site/company.ts';
import type { EngineItem } from './chatbot-answer.rules.ts';
import {
  ASKED_CONCEPTS,
  asksAboutOutsideSubject,
  conceptTokens,
  OUTSIDE_CONCEPT,
  PRODUCT_CONCEPTS,
  readQuestion,
  typoDistance,
} from './chatbot-thesaurus.rules.ts';
import { normaliseWords, STOPWORDS } from './vietnamese-text.rules.ts';

/**
 * The site's own content as the assistant's knowledge (decision 037): services, products, published news and the
 * public pages become items beside the trained ones, each with the public page it comes from.
 */
export type KnowledgeSource = { title: string; url: string };
export type KnowledgeKind = 'service' | 'package' | 'product' | 'news' | 'page' | 'hours' | 'passage';
export type KnowledgeItem = EngineItem & {
  kind: KnowledgeKind;
  /** a passage's page (the id of its service, product, article or page item); null for a whole page */
  owner?: string;
  source: KnowledgeSource | null;
  /** the names a visitor calls it by (a service's title, a product's brand, "gói agency"), as normalised words */
  names: string[][];
  /**
   * shorter names said after "gói" ("gói SEO", "gói bảo trì"): enough to find a fact on its page, not to take
   * a price or "what it holds" question from the trained items
   */
  nicknames?: string[][];
  /** a service's price in đồng (null: 'Liên hệ'), for the questions that compare prices */
  price?: number | null;
  /** a page read only through its sentences, never answering as a whole page (/privacy, decision 055) */
  proseOnly?: boolean;
};

/** spec 000 §7: the price list's tabs, as a visitor names a package type ("gói agency", "gói web"). */
export const PACKAGE_LABELS = { web: 'Website', app: 'App', agency: 'Agency' } as const;

/**
 * A product's brand inside its title: runs of Latin words written with a capital ("Analytics Pro", "Mobile Shop")
 * of two words or more, and every word with a capital inside it ("CloudSync", "DevKit", "DataVault").
 */
export function brandNames(title: string): string[][] {
  const words = title.split(/\s+/);
  const names: string[][] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2) names.push(normaliseWords(run.join(' ')));
    run = [];
  };
  for (const word of words) {
    const latin = /^[A-Za-z][A-Za-z0-9]*$/.test(word) && /^[A-Z]/.test(word);
    if (latin) run.push(word);
    else flush();
    if (/^[A-Za-z]+$/.test(word) && /[a-z][A-Z]/.test(word)) names.push(normaliseWords(word));
  }
  flush();
  return names;
}

/** Edit distance of two short words, stopping past `max` (names are a few words of a few letters). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}

/** A word of the question stands for a word of a name when equal, or misspelt within the engine's typo rule. */
const sameWord = (said: string, name: string) =>
  said === name ||
  (typoDistance(name) > 0 && editDistance(said, name, typoDistance(name)) <= typoDistance(name));

/** Whether a run of words (a phrase, a name) stands in the question's words, misspelt within the typo rule. */
export const containsRun = (words: readonly string[], run: readonly string[]) => runStart(words, run) >= 0;

/**
 * The item the question names by one of its names (folded, abbreviations expanded: "web thuong mai dien tu gia bn"
 * names "Website thương mại điện tử"; "cloudsyn" is CloudSync misspelt, by the engine's typo rule), the longest name first, so "gói agency" does not hide a package's own title.
 */
export function namedItem<T extends { names: string[][] }>(question: string, items: readonly T[]): T | null {
  const words = normaliseWords(question);
  let best: T | null = null;
  let bestLength = 0;
  for (const item of items)
    for (const name of item.names)
      if (name.length > bestLength && containsRun(words, name)) {
        best = item;
        bestLength = name.length;
      }
  return best;
}

/**
 * Words that ask what a named thing costs, is or holds (how much, what it includes, its features, a trial), as
 * normalised words: what its page says. Asked without them ("có làm web thương mại điện tử không", "mua gói website thế
 * nào"), the question is about the service in general or the way to buy, which the trained items answer.
 */
const ASKS_WHAT_IT_HOLDS = [
  'bao nhieu',
  'nhieu tien',
  'gom',
  'bao gom',
  'tinh nang',
  'chuc nang',
  'co gi',
  'nhung gi',
  'dung thu',
  'ban thu',
  'demo',
  'trial',
  'khac nhau',
  'la gi',
].map((p) => p.split(' '));

/** What a question asks of a named thing: its price, or what it holds (nothing else asked), which the page says. */
export function asksWhatThePageSays(question: string): boolean {
  const { concepts } = readQuestion(question);
  const asked = [...concepts.keys()].filter((c) => ASKED_CONCEPTS.has(c));
  if (asked.some((c) => c !== '~price')) return false;
  if (asked.length > 0) return true;
  const words = normaliseWords(question);
  return ASKS_WHAT_IT_HOLDS.some((phrase) => containsRun(words, phrase));
}

/** "của"/"bên" before a name: whose phone, address or hours the question asks ("hotline của Viettel"). */
const OWNER_WORDS = new Set(['cua', 'ben']);
/**
 * First words of how a visitor names us or our people after "của"/"bên" (bên bạn, của công ty, của các anh, của
 * shop, của Sao Việt, của văn phòng, của nhân viên, của bộ phận hỗ trợ…), normalised.
 */
const US = new Set(
  'ban cac cong ty minh em anh chi shop ad admin sao viet chung toi nhan van bo phong doi ho tro ky thuat ben website trang giam doc team nay nguoi khach'.split(
    ' ',
  ),
);
/**
 * Whose contact a question asks when it is not ours: the word after "của"/"bên" when it names none of us ("số
 * tổng đài của Mắt Bão", "hotline bên Viettel"), which no answer of ours gives.
 */
export function ownerNamed(question: string): string | null {
  const words = normaliseWords(question);
  for (let i = 0; i + 1 < words.length; i++) {
    const next = words[i + 1]!;
    // "cua" is also cửa, folded: "mở cửa", "cửa hàng", "cửa sổ" name no one
    const door = words[i - 1] === 'mo' || next === 'hang' || next === 'so';
    if (OWNER_WORDS.has(words[i]!) && !door && !US.has(next) && !STOPWORDS.has(next)) return next;
  }
  return null;
}

/**
 * A need told at length ("Tôi cần một hệ thống … gồm web … và app …"): enough words, one of the things we make,
 * and no outside subject asked about. Answered with the services that fit, not with one item (decision 037).
 */
export const NEED_MIN_WORDS = 12;
/**
 * A need is said as one: something to have made ("cần làm", "muốn có", "cần một", "có nhu cầu", "thuê", "nhờ
 * làm"…), not a wish to learn or fix something oneself ("muốn tự học", "cần cách xóa").
 */
const NEED_WORDS = [
  'can lam',
  'muon lam',
  'can mot',
  'muon mot',
  'can co',
  'muon co',
  'can xay',
  'muon xay',
  'can thiet ke',
  'muon thiet ke',
  'can phat trien',
  'muon phat trien',
  'nhu cau',
  'dang tim',
  'thue',
  'nho lam',
].map((p) => p.split(' '));
export function describesANeed(question: string): boolean {
  const words = normaliseWords(question);
  if (words.length < NEED_MIN_WORDS || !NEED_WORDS.some((phrase) => containsRun(words, phrase))) return false;
  const concepts = [...readQuestion(question).concepts.keys()];
  return concepts.some((c) => PRODUCT_CONCEPTS.has(c)) && !asksAboutOutsideSubject(concepts);
}

/** Where a name stands in the question's normalised words: the item and the span its words take. */
export type NamedAt<T> = { item: T; start: number; length: number };

/** Like `namedItem`, with where the name stands, so the rest of the question can be read without it. */
export function namedItemAt<T extends { names: string[][] }>(
  question: string,
  items: readonly T[],
): NamedAt<T> | null {
  const words = normaliseWords(question);
  let best: NamedAt<T> | null = null;
  for (const item of items)
    for (const name of item.names) {
      if (name.length <= (best?.length ?? 0)) continue;
      const start = runStart(words, name);
      if (start >= 0) best = { item, start, length: name.length };
    }
  return best;
}

function runStart(words: readonly string[], run: readonly string[]): number {
  if (run.length === 0) return -1;
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (!sameWord(words[i + j]!, run[j]!)) continue outer;
    return i;
  }
  return -1;
}

/** The question's words without the name it says ("CloudSync lưu lịch sử bao lâu" → "lưu lịch sử bao lâu"). */
export function withoutName(question: string, at: { start: number; length: number }): string {
  const words = normaliseWords(question);
  return [...words.slice(0, at.start), ...words.slice(at.start + at.length)].join(' ');
}

/**
 * Words of a service's title that name nothing on their own: a visitor's "gói website" names the price list's tab,
 * "gói dịch vụ" no service at all.
 */
const GENERIC_NAME_WORDS = new Set(
  'goi dich vu website web ung dung app phan mem va cho cua theo tong the'.split(' '),
);

/**
 * The shorter names the price list's packages go by after "gói" ("gói SEO", "gói bảo trì", "gói đặt lịch hẹn"):
 * every run of a title's words that no other title holds and that is not made only of generic words. Said only
 * after "gói", so "website có chuẩn SEO không" names no package.
 */
export function packageNicknames(title: string, otherTitles: readonly string[]): string[][] {
  const words = normaliseWords(title);
  const others = otherTitles.map(normaliseWords);
  const acronyms = new Set(
    title
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]+$/.test(w) && /[A-Z].*[A-Z]|[a-z][A-Z]/.test(w))
      .flatMap(normaliseWords),
  );
  const names: string[][] = [];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) {
      const run = words.slice(i, j);
      if (run.length === words.length) continue;
      if (run.every((w) => GENERIC_NAME_WORDS.has(w) || STOPWORDS.has(w))) continue;
      if (GENERIC_NAME_WORDS.has(run[0]!) || GENERIC_NAME_WORDS.has(run.at(-1)!)) continue;
      // one syllable names nothing ("gói cao"), unless the title writes it as an acronym or brand ("SEO", "iOS")
      if (run.length === 1 && !acronyms.has(run[0]!)) continue;
      if (others.some((o) => runStart(o, run) >= 0)) continue;
      names.push(['goi', ...run]);
    }
  return names;
}

/**
 * A price said in the question, in đồng: "8 triệu", "8tr", "8.000.000", "500k", "1,5 tỷ". Null when none: a
 * package type and its price name one package ("gói web 8 triệu").
 */
export function priceSaid(question: string): number | null {
  const text = question.toLowerCase().normalize('NFC');
  // a number starts where no digit is before it, and is at most 15 digits: linear on a run of digits
  const unit = text.match(
    /(?<![\d.,])(\d{1,15}(?:[.,]\d{1,3})?)\s*(triệu|trieu|tr|tỷ|tỉ|ty|ti|k|nghìn|nghin|ngàn|ngan)(?![\p{L}\p{N}])/u,
  );
  if (unit) {
    const n = Number(unit[1]!.replace(',', '.'));
    const scale = /^(tr|tri)/.test(unit[2]!) ? 1e6 : /^(t[yỷỉi])/u.test(unit[2]!) ? 1e9 : 1e3;
    return Math.round(n * scale);
  }
  const full = text.match(/(?<![\d.,])(\d{1,3}(?:[.,]\d{3}){2,5})(?![\d.,]*\d)/);
  return full ? Number(full[1]!.replace(/[.,]/g, '')) : null;
}

/**
 * The end of the price list a question asks for: the cheapest ("rẻ nhất", "thấp nhất") or the dearest ("đắt
 * nhất", "mắc nhất", "cao nhất" said of a price). Null when it asks neither.
 */
export function priceEndAsked(question: string): 'lowest' | 'highest' | null {
  const words = normaliseWords(question);
  const at = (w: string) => containsRun(words, [w, 'nhat']);
  const ofPrice = containsRun(words, ['gia']) || containsRun(words, ['tien']) || containsRun(words, ['goi']);
  if (at('re') || (ofPrice && at('thap'))) return 'lowest';
  if (at('dat') || at('mac') || (ofPrice && at('cao'))) return 'highest';
  return null;
}

/**
 * How many words may stand between the product noun and "nào": what it does, said before "nào" ("giải pháp tường
 * lửa nào", "phần mềm sao lưu nào", decision 055).
 */
const WHICH_GAP = 3;
/** What a visitor calls the things we sell ready-made, before "nào" ("phần mềm nào", "sản phẩm nào"). */
const PRODUCT_NOUNS = ['phan mem', 'san pham', 'cong cu', 'giai phap', 'ung dung'].map((p) => p.split(' '));

/**
 * A question that asks which of our products does something ("có phần mềm nào sao lưu database không", "dùng
 * sản phẩm nào"): a product noun followed, within a few words, by "nào". Answered by the product whose page says
 * it, not by a service. Where the words that ask it stand, so that what the product must do is read without
 * them ("công cụ nào" names no product's "Bộ công cụ").
 */
export function asksWhichProduct(question: string): { start: number; length: number; rest: string } | null {
  const words = normaliseWords(question);
  for (const noun of PRODUCT_NOUNS) {
    const at = runStart(words, noun);
    if (at < 0) continue;
    const which = words.indexOf('nao', at + noun.length);
    if (which < 0 || which > at + noun.length + WHICH_GAP) continue;
    // what the product must do, without the asking words: the words between them stay ("sao lưu" in "phần mềm
    // sao lưu nào")
    const rest = words.filter((_, i) => (i < at || i >= at + noun.length) && i !== which).join(' ');
    return { start: at, length: which + 1 - at, rest };
  }
  return null;
}

/**
 * Whether a folded word has the shape of a Vietnamese syllable: an initial consonant, a vowel group of up to three
 * letters and one of the final consonants Vietnamese allows. "Viettel", "Netflix", "Shopee" have not.
 */
const SYLLABLE = /^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnpqrstvx])?[aeiouy]{1,3}(ch|ng|nh|[cmnpt])?$/;
export const vietnameseSyllable = (word: string) => SYLLABLE.test(word);

/** What names a phone number or an address ("hotline", "tổng đài", "số điện thoại", "địa chỉ"), normalised. */
const CONTACT_NOUNS = ['hotline', 'tong dai', 'dien thoai', 'sdt', 'dia chi', 'tru so'].map((p) =>
  p.split(' '),
);

/**
 * The word that follows a contact noun, past "của"/"bên", when it is not Vietnamese ("hotline tổng đài Viettel"
 * → "viettel"): a brand whose contact is asked. Null when nothing follows, or a Vietnamese word ("số điện thoại
 * xong thì…", "địa chỉ hòm thư"), which "của"/"bên" before a name covers (`ownerNamed`).
 */
export function contactOwnerWord(question: string): string | null {
  const words = normaliseWords(question);
  for (let i = 0; i < words.length; i++)
    for (const noun of CONTACT_NOUNS) {
      if (!noun.every((w, j) => words[i + j] === w)) continue;
      let k = i + noun.length;
      while (k < words.length && (CONTACT_NOUNS.some((n) => n[0] === words[k]) || OWNER_WORDS.has(words[k]!)))
        k++;
      const next = words[k];
      // a contact noun misspelt ("sđt hotlien") is not a name
      const misspelt = (w: string) => CONTACT_NOUNS.some((n) => n.some((part) => sameWord(w, part)));
      if (next && !STOPWORDS.has(next) && !US.has(next) && !misspelt(next) && !vietnameseSyllable(next))
        return next;
    }
  return null;
}

/**
 * Jobs asked of a company that opens the question and is not us ("Google Việt Nam có tuyển thực tập sinh
 * không", decision 056): its first word no Vietnamese syllable, none of our name and of no thesaurus concept but
 * the outside owners' (a technology opens "React có tuyển không" and names a job of ours).
 */
export function asksAnotherCompanysJobs(question: string): boolean {
  const first = normaliseWords(question)[0];
  return (
    first !== undefined &&
    readQuestion(question).concepts.has(JOBS_CONCEPT) &&
    !vietnameseSyllable(first) &&
    !OUR_NAME.has(first) &&
    conceptTokens(first).every((c) => c === OUTSIDE_CONCEPT)
  );
}
const JOBS_CONCEPT = '~jobs';
/** The words of our names ("Sao Việt Software", the legal name), folded. */
const OUR_NAME = new Set(normaliseWords(`${COMPANY.name} ${COMPANY.legalName}`));

/** The weekdays a visitor names ("thứ 7", "t7", "chủ nhật", "cuối tuần"), as normalised runs. */
const WEEKDAY_RUNS: ReadonlyArray<readonly [string[], readonly Weekday[]]> = (
  [
    ['chu nhat', [0]],
    ['cuoi tuan', [6, 0]],
    ['thu hai', [1]],
    ['thu 2', [1]],
    ['thu ba', [2]],
    ['thu 3', [2]],
    ['thu tu', [3]],
    ['thu 4', [3]],
    ['thu nam', [4]],
    ['thu 5', [4]],
    ['thu sau', [5]],
    ['thu 6', [5]],
    ['thu bay', [6]],
    ['thu 7', [6]],
    ['t7', [6]],
  ] as const
).map(([run, days]) => [run.split(' '), days] as const);
/** Nouns a "thứ" after them counts ("bước thứ 2", "lần thứ ba"): no weekday then. */
const ORDINAL_NOUNS = new Set([
  'buoc',
  'lan',
  'tuan',
  'vong',
  'doan',
  'phan',
  'muc',
  'ban',
  'goi',
  'nguoi',
  'cai',
]);
/** Days off a visitor names without a date: Tết, a public holiday ("nghỉ lễ", "Quốc khánh", "giỗ Tổ"). */
const HOLIDAY_RUNS = [
  'tet',
  'nghi le',
  'ngay le',
  'dip le',
  'quoc khanh',
  'gio to',
  'nguyen dan',
  'duong lich',
].map((p) => p.split(' '));
/**
 * Whether the office works or is closed then: "làm việc", "mở cửa", "nghỉ", "trực", "đi làm". Not "làm" alone:
 * "làm landing cho workshop cuối tuần" asks for work, not the calendar.
 */
const WORKING_RUNS = ['lam viec', 'mo cua', 'dong cua', 'nghi', 'truc', 'hoat dong', 'di lam'].map((p) =>
  p.split(' '),
);
/**
 * A visit to the office on a day asks whether it is open then (decision 056: "chủ nhật ghé văn phòng được
 * không"); "ghé" folds onto "ghế" (a chair), so the office is said with it, and not after a word that buys or
 * counts a chair ("mua ghế văn phòng").
 */
const VISIT_RUNS = [
  'ghe van phong',
  'ghe cong ty',
  'den van phong',
  'toi van phong',
  'qua van phong',
  'len van phong',
].map((p) => p.split(' '));
const CHAIR_WORDS = new Set(['mua', 'ban', 'cai', 'chiec', 'bo', 'thue']);
const visitsTheOffice = (words: readonly string[]) =>
  VISIT_RUNS.some((run) => {
    const at = runStart(words, run);
    return at >= 0 && !CHAIR_WORDS.has(words[at - 1] ?? '');
  });

/**
 * A question about the office calendar (decision 038): a weekday or a day off named, and whether the office works
 * then ("thứ 7 có làm việc không", "Tết nghỉ đến ngày nào", "2/9 có mở cửa không"), not of someone else ("ngân
 * hàng có mở cửa thứ 7 không"). The weekdays it names, and whether it names a holiday; `holidayDate` says that
 * one of the calendar's holidays was named by its date ("2/9"), which only the calendar knows.
 */
export function calendarAsked(
  question: string,
  holidayDate = false,
): { weekdays: Weekday[]; holiday: boolean } | null {
  const words = normaliseWords(question);
  const weekdays = [
    ...new Set(
      WEEKDAY_RUNS.filter(([run]) => {
        const at = runStart(words, run);
        // "bước thứ 2", "lần thứ ba", "tuần thứ hai" count, they name no day
        return at >= 0 && !ORDINAL_NOUNS.has(words[at - 1] ?? '');
      }).flatMap(([, days]) => days),
    ),
  ];
  const holiday = holidayDate || HOLIDAY_RUNS.some((run) => containsRun(words, run));
  const working = WORKING_RUNS.some((run) => containsRun(words, run)) || visitsTheOffice(words);
  if ((weekdays.length === 0 && !holiday) || !working) return null;
  const concepts = [...readQuestion(question).concepts.keys()];
  if (asksAboutOutsideSubject(concepts) || ownerNamed(question) !== null) return null;
  return { weekdays, holiday };
}

/** Words that speak of a step of the process: "bước", "khâu", "giai đoạn". */
const STEP_RUNS = ['buoc', 'khau', 'giai doan'].map((p) => p.split(' '));
/** Words that ask the step after the one named: "tới bước nào", "tiếp theo", "… xong thì". */
const NEXT_RUNS = ['tiep theo', 'toi buoc', 'den buoc', 'sang buoc', 'buoc sau', 'xong'].map((p) =>
  p.split(' '),
);

/**
 * A step of the process page asked by its name with a word for a step (decision 054: "Bước tư vấn & báo giá làm
 * gì", "khâu kiểm thử kiểm tra những gì", "tư vấn báo giá xong thì tới bước nào"): the index of the step named
 * (the step after it when the next one is asked), or null. `titles` are the page's step titles, in order.
 */
export function stepAsked(question: string, titles: readonly string[]): number | null {
  const words = normaliseWords(question);
  if (!STEP_RUNS.some((run) => containsRun(words, run))) return null;
  // the titles and the question without "&"/"và": "Tư vấn & báo giá" is said "tư vấn báo giá" or "tư vấn và báo giá"
  const joined = words.filter((w) => w !== 'va');
  const named = titles
    .map((title, i) => ({
      i,
      at: runStart(
        joined,
        normaliseWords(title).filter((w) => w !== 'va'),
      ),
    }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!named) return null;
  const next = NEXT_RUNS.some((run) => containsRun(words, run));
  return next ? Math.min(named.i + 1, titles.length - 1) : named.i;
}

/** Words that ask who: "ai là", "là ai", "ai phụ trách", "bạn nào", "người nào", "tên gì". */
const WHO_RUNS = [
  'ai la',
  'la ai',
  'ai phu trach',
  'ai lo',
  'ai lam',
  'ai quan ly',
  'ai dam nhiem',
  'ban nao',
  'nguoi nao',
  'anh nao',
  'chi nao',
  'ten gi',
  'ten la gi',
].map((p) => p.split(' '));
/** Words around a role that name none ("người phụ trách", "lo phần"): left out when the role is looked up. */
const ROLE_FILLERS = new Set('ai nguoi phu trach lo phan dam nhiem ten gi nao la'.split(' '));

/**
 * A question that asks who holds a role ("Ai là người phụ trách thiết kế giao diện", "bạn nào lo phần app
 * mobile", "trưởng phòng kỹ thuật tên gì"): the words that name the role, or null. "AI là gì" asks what
 * artificial intelligence is, not who (folded, "ai" is both).
 */
export function roleAsked(question: string): string | null {
  const words = normaliseWords(question);
  const at = WHO_RUNS.map((run) => ({ run, start: runStart(words, run) })).find((w) => w.start >= 0);
  if (!at) return null;
  const after = words[at.start + at.run.length];
  if (at.run[0] === 'ai' && at.run[1] === 'la' && (after === 'gi' || after === 'cai')) return null;
  // stopwords stay: they make the role's word pairs ("tư vấn", "khách hàng")
  const role = words.filter(
    (w, i) => !ROLE_FILLERS.has(w) && (i < at.start || i >= at.start + at.run.length),
  );
  return role.length > 0 ? role.join(' ') : null;
}

/** Words a request for the whole price list says beside "bảng giá": "cho xin", "gửi", "dịch vụ", "công ty". */
const PRICE_LIST_REQUEST = new Set('bang gia dich vu gui xem full day du toan bo tat ca'.split(' '));

/**
 * A request for the whole price list ("cho xin bảng giá dịch vụ", "gửi mình bảng giá"): "bảng giá" and nothing but
 * the words of a request (decision 055). "bảng giá website" names a tab; "giá trên bảng giá đã gồm VAT chưa" asks
 * something of it.
 */
export function priceListAsked(question: string): boolean {
  const words = normaliseWords(question);
  // how the list is grouped ("chia thành mấy nhóm"): its tabs and their services answer it (decision 056)
  const grouping = PRICE_LIST_GROUPS.filter((run) => containsRun(words, run)).flat();
  return (
    containsRun(words, ['bang', 'gia']) &&
    words.every((w) => PRICE_LIST_REQUEST.has(w) || STOPWORDS.has(w) || grouping.includes(w))
  );
}
/** Words that ask how the price list is grouped: "chia thành", "mấy nhóm", "những loại nào". */
const PRICE_LIST_GROUPS = ['chia thanh', 'may nhom', 'may loai', 'nhom nao', 'loai nao', 'gom nhung'].map(
  (p) => p.split(' '),
);

/** Words that ask what comes next: "tiếp theo", "sau đó", "làm gì", "thì sao", "bước nào". */
const NEXT_ASKED = ['tiep theo', 'sau do', 'lam gi', 'thi sao', 'buoc nao', 'roi sao'].map((p) =>
  p.split(' '),
);

/**
 * What a question asks comes after ("thanh toán xong rồi thì làm gì tiếp theo" → "thanh toán"): the words before
 * "xong", when it asks what comes next (decision 055). A page says it under "Sau khi thanh toán".
 */
export function afterWhatAsked(question: string): string[] | null {
  const words = normaliseWords(question);
  const done = words.indexOf('xong');
  if (done < 1 || !NEXT_ASKED.some((run) => containsRun(words.slice(done), run))) return null;
  const before = words.slice(0, done).filter((w) => !STOPWORDS.has(w));
  const what = before.slice(-2);
  return what.length > 0 ? what : null;
}
