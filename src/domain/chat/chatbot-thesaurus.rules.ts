import thesaurusFile from '../../../assistant/thesaurus.json' with { type: 'json' };
import { parseDataFile } from '../shared/data-file.rules.ts';
import { thesaurusFileSchema } from './chatbot-thesaurus.schema.ts';
import { normaliseWords, placedTokens, STOPWORDS } from './vietnamese-text.rules.ts';

/*
 * The assistant's domain thesaurus (decision 017): phrases a customer of a software company uses for the same
 * thing ("giá", "chi phí", "tốn bao nhiêu", "báo giá"), each group named by a concept. A question and an item's
 * pattern and keywords that share a concept meet even when they share no word; the engine weighs such a meeting
 * below a word found as typed. The phrases are data, in assistant/thesaurus.json (docs/decisions/045); these are
 * the rules that read them.
 */

/**
 * What the company makes: a question that names one of these is about us even when it also names an outside
 * subject ("website cho nhà hàng", "app bán quần áo").
 */
export const PRODUCT_CONCEPTS: ReadonlySet<string> = new Set(
  [
    'website',
    'app',
    'software',
    'shop',
    'landing',
    'readyMade',
    'marketing',
    'ai',
    'hosting',
    'domain',
    'services',
  ].map((c) => `~${c}`),
);

/** The outside-subject concept ("ngân hàng", "tỷ giá", "điện lực"…). */
export const OUTSIDE_CONCEPT = '~outside';

/**
 * Connecting an outside system to what we make is our work too: "có kết nối được phần mềm kế toán MISA qua API
 * không" asks about us, "phần mềm kế toán MISA giá bao nhiêu" about MISA.
 */
const CONNECTS = '~integration';

/**
 * A question that names an outside subject and none of our products (nor a connection to one of them) asks about
 * that subject, not about us: an asked-for concept it shares with an item ("mấy giờ" in "ngân hàng mở cửa mấy giờ") must not
 * carry the answer on its own. A product word said of the subject itself ("app ngân hàng") is part of the subject
 * (see OUTSIDE_OWNERS).
 */
export function asksAboutOutsideSubject(concepts: Iterable<string>): boolean {
  const set = new Set(concepts);
  return set.has(OUTSIDE_CONCEPT) && ![...set].some((c) => PRODUCT_CONCEPTS.has(c) || c === CONNECTS);
}

/**
 * Typo tolerance (edit distance allowed) for a question syllable that no item knows: none for short syllables
 * (most Vietnamese syllables are one edit from another one), one from 5 letters, two from 6 ("hostting",
 * "soucre"); never for word pairs or concepts, which are matched as typed.
 */
export function typoDistance(token: string): number {
  if (token.includes('_') || token.startsWith(CONCEPT_MARK)) return 0;
  return token.length >= 6 ? 2 : token.length === 5 ? 1 : 0;
}

/**
 * Concepts that say what the customer wants to know rather than what about (price, duration, place, phone, hours):
 * they separate items of the same topic ("giá app" from "app bao lâu"), so the engine weighs them more.
 */
export const ASKED_CONCEPTS: ReadonlySet<string> = new Set(
  ['price', 'duration', 'place', 'phone', 'hours', 'deposit'].map((c) => `~${c}`),
);

/**
 * Asked-for precedence: how many of the question's asked-for concepts (duration, deposit, price…) an item answers. Among the
 * best items, one that answers more of them goes first: "website bao lâu thì xong" asks a duration, and the
 * website's price item, however close in words, does not answer it.
 */
export function askedConceptsAnswered(
  questionConcepts: Iterable<string>,
  itemHas: (concept: string) => boolean,
): number {
  let n = 0;
  for (const c of questionConcepts) if (ASKED_CONCEPTS.has(c) && itemHas(c)) n++;
  return n;
}

/** Mark of a concept token ("~price"), so that it never meets a syllable or a bigram. */
export const CONCEPT_MARK = '~';

/** The concepts these rules name, each of which the thesaurus must define. */
const NAMED_CONCEPTS = [...PRODUCT_CONCEPTS, ...ASKED_CONCEPTS, OUTSIDE_CONCEPT, CONNECTS].map((c) =>
  c.slice(CONCEPT_MARK.length),
);

const THESAURUS_FILE = parseDataFile(
  thesaurusFileSchema(NAMED_CONCEPTS),
  thesaurusFile,
  'assistant/thesaurus.json',
);

/**
 * Each concept's phrases, written as customers type them and folded like any text (the file's `about` says which
 * words must then appear only inside longer phrases).
 */
export const THESAURUS: Readonly<Record<string, readonly string[]>> = THESAURUS_FILE.concepts;

type Phrase = { concept: string; words: string[] };

/** The phrases by their first word, longest first, folded like a question. */
const PHRASES: ReadonlyMap<string, Phrase[]> = (() => {
  const byFirst = new Map<string, Phrase[]>();
  for (const [concept, phrases] of Object.entries(THESAURUS))
    for (const phrase of phrases) {
      const words = normaliseWords(phrase);
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ concept: `${CONCEPT_MARK}${concept}`, words });
      byFirst.set(words[0]!, list);
    }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
})();

/** A concept found in a text, and the positions of the words that said it. */
export type ConceptMatch = { concept: string; from: number; to: number };

/**
 * Every concept a sequence of normalised words mentions. A phrase inside a longer one that was also found says
 * nothing of its own: "giảm giá" is a discount, not a price; "địa chỉ email" an e-mail, not a place. An outside
 * subject then takes in a product word said of it ("app ngân hàng", OUTSIDE_OWNERS) and a consumer's words after
 * it ("nha khoa uy tín", NEARBY).
 */
export function findConcepts(words: readonly string[]): ConceptMatch[] {
  const found: ConceptMatch[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const phrase of PHRASES.get(words[i]!) ?? []) {
      const n = phrase.words.length;
      if (i + n > words.length) continue;
      if (phrase.words.every((w, k) => words[i + k] === w))
        found.push({ concept: phrase.concept, from: i, to: i + n });
    }
  }
  const inside = (a: ConceptMatch, b: ConceptMatch) =>
    b.from <= a.from && a.to <= b.to && b.to - b.from > a.to - a.from;
  const kept = found.filter((a) => !found.some((b) => inside(a, b)));
  return soughtNearby(words, ownedByOutsider(words, kept));
}

/**
 * Outside subjects that run websites and apps of their own (banks, other companies' shops and platforms, other
 * vendors' software): one of our product words said right before one of them ("app ngân hàng", "web
 * thegioididong", "phần mềm KiotViet", "app của Shopee") names that owner's product, not one we would make, and is
 * read as part of the outside subject. Only these: "web nhà hàng" and "app nha khoa" are what a restaurant or a
 * clinic asks us to make. The list is the thesaurus file's `outsideOwners`.
 */
export const OUTSIDE_OWNERS: readonly string[] = THESAURUS_FILE.outsideOwners;

/** Our products an owner may have of its own: "bán online Shopee" is a way to sell, not Shopee's site. */
const OWNED_PRODUCTS: ReadonlySet<string> = new Set(
  ['website', 'app', 'software'].map((c) => `${CONCEPT_MARK}${c}`),
);

/** Words that may stand between a product word and its owner: "app của ngân hàng", "web bên Shopee". */
const OWNED_BY = new Set(['cua', 'ben']);

const OWNER_PHRASES: readonly string[][] = OUTSIDE_OWNERS.map((p) => normaliseWords(p));

/** The product matches said of an outside owner's own site or app, folded into that owner's outside match. */
function ownedByOutsider(words: readonly string[], found: ConceptMatch[]): ConceptMatch[] {
  const startsWithOwner = (m: ConceptMatch) =>
    OWNER_PHRASES.some((p) => p.length <= m.to - m.from && p.every((w, k) => words[m.from + k] === w));
  let result = found;
  for (const owner of found.filter((m) => m.concept === OUTSIDE_CONCEPT && startsWithOwner(m))) {
    const before = owner.from > 0 && OWNED_BY.has(words[owner.from - 1]!) ? owner.from - 1 : owner.from;
    const product = result.find((m) => OWNED_PRODUCTS.has(m.concept) && m.to === before);
    if (!product) continue;
    result = result.map((m) =>
      m === owner ? { concept: OUTSIDE_CONCEPT, from: product.from, to: owner.to } : m,
    );
    result = result.filter((m) => m !== product);
  }
  return result;
}

/**
 * What a consumer says after a place when looking for one ("nha khoa nào tốt", "tiệm cắt tóc nam gần đây",
 * "spa uy tín"): said right after an outside subject (or one word after it), it belongs to that subject. A salon
 * or a clinic asking for a booking app does not say it; an item that names the place ("phòng khám", "cắt tóc")
 * then no longer names the whole subject. The list is the thesaurus file's `nearby`.
 */
export const NEARBY: readonly string[] = THESAURUS_FILE.nearby;

const NEARBY_PHRASES: readonly string[][] = NEARBY.map((p) => normaliseWords(p));

/** Each outside match followed by a consumer's "gần đây", "nào tốt"… (see NEARBY), stretched over it. */
function soughtNearby(words: readonly string[], found: ConceptMatch[]): ConceptMatch[] {
  const phraseAt = (i: number) =>
    NEARBY_PHRASES.find((p) => p.every((w, k) => words[i + k] === w))?.length ?? 0;
  return found.map((m) => {
    if (m.concept !== OUTSIDE_CONCEPT) return m;
    let n = phraseAt(m.to);
    if (n > 0) return { ...m, to: m.to + n };
    // one word may stand between ("cắt tóc nam gần đây"), not a pronoun ("phòng khám mình gần đây đông khách")
    if (m.to < words.length && !STOPWORDS.has(words[m.to]!)) n = phraseAt(m.to + 1);
    return n > 0 ? { ...m, to: m.to + 1 + n } : m;
  });
}

/** The concept tokens of a text, each once ("tốn bao nhiêu" and "chi phí" both → "~price"). */
export function conceptTokens(text: string): string[] {
  return [...new Set(findConcepts(normaliseWords(text)).map((m) => m.concept))];
}

/**
 * A question as the engine reads it: its tokens, and each concept it mentions with the tokens that said it (a
 * concept met in an item stands in for those tokens, at a lower weight than the tokens themselves).
 */
export function readQuestion(text: string): { tokens: string[]; concepts: Map<string, Set<string>> } {
  const words = normaliseWords(text);
  const placed = placedTokens(words);
  const concepts = new Map<string, Set<string>>();
  for (const match of findConcepts(words)) {
    const said = concepts.get(match.concept) ?? new Set<string>();
    for (const t of placed) if (t.from >= match.from && t.to <= match.to) said.add(t.token);
    concepts.set(match.concept, said);
  }
  return { tokens: [...new Set(placed.map((t) => t.token))], concepts };
}
