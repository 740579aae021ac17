import type { EngineItem } from './chatbot-answer.rules.ts';
import {
  ASKED_CONCEPTS,
  asksAboutOutsideSubject,
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
export type KnowledgeKind = 'service' | 'package' | 'product' | 'news' | 'page' | 'hours';
export type KnowledgeItem = EngineItem & {
  kind: KnowledgeKind;
  source: KnowledgeSource | null;
  /** the names a visitor calls it by (a service's title, a product's brand, "gói agency"), as normalised words */
  names: string[][];
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

const containsRun = (words: readonly string[], run: readonly string[]) => {
  if (run.length === 0) return false;
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (!sameWord(words[i + j]!, run[j]!)) continue outer;
    return true;
  }
  return false;
};

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
