import { slugify } from './slug.rules.ts';

/** spec 001 §5, §9: publishing and scheduling need an overall SEO score of at least 60. */
export const SEO_MIN_SCORE = 60;
/** spec 001 §9: a schedule must be at least 5 minutes ahead. */
export const MIN_SCHEDULE_LEAD_MS = 300_000;

// spec 001 §9 thresholds
const TITLE_LENGTH = { min: 30, max: 60 } as const;
const META_LENGTH = { min: 120, max: 160 } as const;
const CONTENT_WORDS = { good: 300, warning: 100 } as const;
export const KEYWORD_DENSITY = { min: 0.5, max: 2.5 } as const;
/** spec 001 §9: at least 80 % of the keyword's parts in the URL counts as good. */
const SLUG_KEYWORD_PARTS = 0.8;

export type SeoScoreClass = 'excellent' | 'good' | 'warning' | 'poor';
type SeoCheckStatus = 'good' | 'warning' | 'error';
export type SeoCheckId =
  | 'title-length'
  | 'keyword-in-title'
  | 'content-length'
  | 'keyword-in-content'
  | 'meta-length'
  | 'keyword-in-slug'
  | 'image'
  | 'keyword-density';

type SeoCheck = { id: SeoCheckId; label: string; status: SeoCheckStatus; message: string };

export type SeoInput = {
  title: string;
  /** HTML from the editor. */
  content: string;
  metaDescription: string;
  focusKeyword: string;
  slug: string;
  image: string | null | undefined;
  summary?: string;
  keywords?: string[];
};

export type SeoAnalysis = {
  overallScore: number;
  readabilityScore: number;
  scoreClass: SeoScoreClass;
  wordCount: number;
  /** Percent, rounded to two decimals. */
  keywordDensity: number;
  title: { score: number; issues: string[] };
  metaDescription: { score: number; issues: string[] };
  checks: SeoCheck[];
  recommendations: string[];
};

/**
 * Points of each check in the overall score; they add up to 100. A warning earns half, an error nothing.
 * Content length weighs most (it is what the spec's three-level check grades), the title and meta (what a
 * search result shows) next, then the keyword placements; the image only has to be there.
 */
export const SEO_WEIGHTS: Record<SeoCheckId, number> = {
  'title-length': 15,
  'keyword-in-title': 15,
  'content-length': 20,
  'keyword-in-content': 10,
  'meta-length': 15,
  'keyword-in-slug': 10,
  image: 5,
  'keyword-density': 10,
};

/** spec 001 §5, §9: excellent from 80, good from 60, warning from 40, otherwise poor. */
export function seoScoreClass(score: number): SeoScoreClass {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'warning';
  return 'poor';
}

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The readable text of editor HTML: script/style bodies dropped, block ends and <br> turned into line breaks
 * (so words of adjacent paragraphs do not merge), other tags removed, entities decoded, NFC.
 */
export function htmlToText(html: string): string {
  // One pass, each character read a bounded number of times: the regexes this replaces were quadratic on an
  // unclosed '<' or '<!--' (60,000 '<' held the event loop for seconds).
  let out = '';
  let i = 0;
  let nextGt = -2; // the next '>' at or after the cursor; -1 once none is left
  let commentsClose = true; // false once a '<!--' had no '-->' after it
  const unclosedRawText = new Set<string>(); // raw-text elements with no closing tag after the cursor
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (!/[A-Za-z/!?]/.test(html[lt + 1] ?? '')) {
      out += '<'; // as in a browser: '<' before a space, digit or symbol starts no tag ("a < b")
      i = lt + 1;
      continue;
    }
    if (commentsClose && html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end !== -1) {
        out += ' ';
        i = end + 3;
        continue;
      }
      commentsClose = false;
    }
    const closing = html[lt + 1] === '/';
    const name = tagName(html, closing ? lt + 2 : lt + 1);
    if (!closing && RAW_TEXT.has(name) && !unclosedRawText.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'gi');
      close.lastIndex = lt;
      const match = close.exec(html);
      if (match) {
        out += ' ';
        i = match.index + match[0].length;
        continue;
      }
      unclosedRawText.add(name);
    }
    if (nextGt !== -1 && nextGt <= lt) nextGt = html.indexOf('>', lt + 1);
    if (nextGt === -1) {
      out += '<'; // no tag can close: the rest is text
      i = lt + 1;
      continue;
    }
    const breaks = closing
      ? BLOCK_ENDS.has(name) && html.slice(lt + 2 + name.length, nextGt).trim() === ''
      : name === 'br' || name === 'hr';
    out += breaks ? '\n' : ' ';
    i = nextGt + 1;
  }
  return decodeEntities(out).normalize('NFC');
}

// elements whose body is not text, and the closing tags that end a line of text
const RAW_TEXT = new Set(['script', 'style', 'template']);
const BLOCK_ENDS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'blockquote',
  'tr',
  'td',
  'th',
  'div',
]);

/** The lower-cased tag name that starts at `from` (word characters, as `\b` sees them). */
function tagName(html: string, from: number): string {
  let end = from;
  while (end < html.length && /\w/.test(html[end] as string)) end++;
  return html.slice(from, end).toLowerCase();
}

/**
 * Words of Vietnamese text: whitespace-separated tokens holding a letter or digit. Vietnamese writes each
 * syllable apart, so this counts syllables, the way the spec's editor counts and readers see length.
 */
export function countWords(text: string): number {
  return words(text).length;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

const normalise = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Code points, so a composed Vietnamese letter counts as one character. */
export const charLength = (text: string) => [...text.normalize('NFC').trim()].length;

/**
 * Occurrences of the keyword phrase as whole words, ignoring case. Diacritics count: in Vietnamese they tell
 * words apart ("bán" is not "bàn"), and titles, content and meta carry them.
 */
export function countKeyword(text: string, keyword: string): number {
  return countInNormalised(normalise(text), keyword);
}

/** `countKeyword` on a text already normalised, so that many phrases can be counted in one text read once. */
function countInNormalised(normalisedText: string, keyword: string): number {
  const phrase = normalise(keyword);
  if (!phrase) return 0;
  const pattern = phrase.split(' ').map(escapeRegExp).join('\\s+');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'gu');
  return normalisedText.match(re)?.length ?? 0;
}

/**
 * spec 001 §5, §9 "keyword in slug": a slug cannot carry diacritics, so both sides are folded; it is good when
 * the hyphenated keyword is in the slug or at least 80 % of the keyword's parts are slug parts.
 */
export function slugKeywordMatch(slug: string, keyword: string): number {
  const parts = slugify(keyword).split('-').filter(Boolean);
  if (parts.length === 0) return 0;
  const folded = slugify(slug);
  if (`-${folded}-`.includes(`-${parts.join('-')}-`)) return 1;
  const slugParts = new Set(folded.split('-'));
  return parts.filter((p) => slugParts.has(p)).length / parts.length;
}

/**
 * Readability 0–100 for Vietnamese prose (spec 001 §3 readabilityScore; the formula is ours): sentences of up
 * to 25 syllables read easily, every syllable beyond costs 2 points of the average; sentences over 40 syllables
 * and paragraphs over 150 words cost up to 30 and 20 points by their share. No text reads as 0.
 */
function readabilityScore(html: string): number {
  const paragraphs = htmlToText(html)
    .split(/\n+/)
    .map((p) => p.trim())
    .filter((p) => countWords(p) > 0);
  const sentences = paragraphs.flatMap((p) => p.split(/(?<=[.!?…])\s+/)).filter((s) => countWords(s) > 0);
  if (sentences.length === 0) return 0;
  const lengths = sentences.map(countWords);
  const average = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const longShare = lengths.filter((n) => n > 40).length / lengths.length;
  const longParagraphShare = paragraphs.filter((p) => countWords(p) > 150).length / paragraphs.length;
  const score = 100 - Math.max(0, average - 25) * 2 - longShare * 30 - longParagraphShare * 20;
  return Math.max(0, Math.min(100, Math.round(score)));
}

const LABELS: Record<SeoCheckId, string> = {
  'title-length': 'Độ dài tiêu đề',
  'keyword-in-title': 'Từ khóa trong tiêu đề',
  'content-length': 'Độ dài nội dung',
  'keyword-in-content': 'Từ khóa trong nội dung',
  'meta-length': 'Độ dài mô tả meta',
  'keyword-in-slug': 'Từ khóa trong URL',
  image: 'Ảnh đại diện',
  'keyword-density': 'Mật độ từ khóa',
};

const POINTS: Record<SeoCheckStatus, number> = { good: 1, warning: 0.5, error: 0 };

/** The SEO analysis of spec 001 §5 and §9, used by the editor (debounced) and by the server before publishing. */
export function analyzeSeo(input: SeoInput): SeoAnalysis {
  const keyword = input.focusKeyword.trim();
  const title = input.title.trim();
  const meta = input.metaDescription.trim();
  const text = htmlToText(input.content);
  const wordCount = countWords(text);
  const titleLength = charLength(title);
  const metaLength = charLength(meta);
  const keywordCount = keyword ? countKeyword(text, keyword) : 0;
  const density = wordCount > 0 ? (keywordCount / wordCount) * 100 : 0;
  const checks: SeoCheck[] = [];
  const recommendations: string[] = [];
  const check = (id: SeoCheckId, status: SeoCheckStatus, message: string) =>
    checks.push({ id, label: LABELS[id], status, message });
  const noKeyword = 'Chưa có từ khóa chính';

  // title 30–60 characters
  if (titleLength === 0) check('title-length', 'error', 'Chưa có tiêu đề');
  else if (titleLength < TITLE_LENGTH.min)
    check(
      'title-length',
      'warning',
      `Tiêu đề quá ngắn (${titleLength}/${TITLE_LENGTH.max} ký tự, nên từ 30 đến 60)`,
    );
  else if (titleLength > TITLE_LENGTH.max)
    check(
      'title-length',
      'warning',
      `Tiêu đề quá dài (${titleLength}/${TITLE_LENGTH.max} ký tự, nên từ 30 đến 60)`,
    );
  else check('title-length', 'good', `Độ dài tiêu đề tốt (${titleLength}/${TITLE_LENGTH.max} ký tự)`);

  const keywordInTitle = keyword !== '' && countKeyword(title, keyword) > 0;
  if (!keyword) check('keyword-in-title', 'error', noKeyword);
  else if (keywordInTitle) check('keyword-in-title', 'good', 'Tiêu đề chứa từ khóa chính');
  else check('keyword-in-title', 'error', 'Tiêu đề chưa chứa từ khóa chính');

  // content: good from 300 words, warning from 100, error below
  if (wordCount >= CONTENT_WORDS.good) check('content-length', 'good', `Nội dung đủ dài (${wordCount} từ)`);
  else if (wordCount >= CONTENT_WORDS.warning)
    check('content-length', 'warning', `Nội dung hơi ngắn (${wordCount} từ, nên có ít nhất 300 từ)`);
  else check('content-length', 'error', `Nội dung quá ngắn (${wordCount} từ, nên có ít nhất 300 từ)`);

  if (!keyword) check('keyword-in-content', 'error', noKeyword);
  else if (keywordCount > 0)
    check('keyword-in-content', 'good', `Từ khóa xuất hiện ${keywordCount} lần trong nội dung`);
  else check('keyword-in-content', 'error', 'Nội dung chưa chứa từ khóa chính');

  // meta description 120–160 characters
  if (metaLength === 0) check('meta-length', 'error', 'Chưa có mô tả meta');
  else if (metaLength < META_LENGTH.min)
    check(
      'meta-length',
      'warning',
      `Mô tả meta quá ngắn (${metaLength}/${META_LENGTH.max} ký tự, nên từ 120 đến 160)`,
    );
  else if (metaLength > META_LENGTH.max)
    check(
      'meta-length',
      'warning',
      `Mô tả meta quá dài (${metaLength}/${META_LENGTH.max} ký tự, nên từ 120 đến 160)`,
    );
  else check('meta-length', 'good', `Độ dài mô tả meta tốt (${metaLength}/${META_LENGTH.max} ký tự)`);

  const slugMatch = keyword ? slugKeywordMatch(input.slug, keyword) : 0;
  if (!keyword) check('keyword-in-slug', 'error', noKeyword);
  else if (slugMatch >= SLUG_KEYWORD_PARTS) check('keyword-in-slug', 'good', 'URL chứa từ khóa chính');
  else if (slugMatch > 0)
    check('keyword-in-slug', 'warning', `URL chỉ chứa ${Math.round(slugMatch * 100)}% từ khóa chính`);
  else check('keyword-in-slug', 'error', 'URL chưa chứa từ khóa chính');

  if (input.image?.trim()) check('image', 'good', 'Đã có ảnh đại diện');
  else check('image', 'error', 'Chưa có ảnh đại diện');

  // density 0.5–2.5 %: occurrences of the phrase per 100 words
  const shownDensity = Math.round(density * 100) / 100;
  if (!keyword) check('keyword-density', 'error', noKeyword);
  else if (density < KEYWORD_DENSITY.min)
    check('keyword-density', 'warning', `Mật độ từ khóa thấp (${shownDensity}%, tối ưu 0.5–2.5%)`);
  else if (density > KEYWORD_DENSITY.max)
    check('keyword-density', 'warning', `Mật độ từ khóa cao (${shownDensity}%, tối ưu 0.5–2.5%)`);
  else check('keyword-density', 'good', `Mật độ từ khóa tối ưu (${shownDensity}%)`);

  // spec 001 §5: recommendations for a short title, missing keyword, short content, short meta, density
  if (titleLength < TITLE_LENGTH.min) recommendations.push('Tiêu đề nên có từ 30 đến 60 ký tự');
  if (titleLength > TITLE_LENGTH.max) recommendations.push('Rút gọn tiêu đề xuống tối đa 60 ký tự');
  if (!keyword) recommendations.push('Thêm từ khóa chính cho bài viết');
  else {
    if (!keywordInTitle) recommendations.push('Thêm từ khóa chính vào tiêu đề');
    if (keywordCount === 0) recommendations.push('Thêm từ khóa chính vào nội dung');
    if (slugMatch < SLUG_KEYWORD_PARTS) recommendations.push('Thêm từ khóa chính vào URL (slug)');
  }
  if (wordCount < CONTENT_WORDS.good) recommendations.push('Viết nội dung dài ít nhất 300 từ');
  if (metaLength < META_LENGTH.min) recommendations.push('Mô tả meta nên có từ 120 đến 160 ký tự');
  if (metaLength > META_LENGTH.max) recommendations.push('Rút gọn mô tả meta xuống tối đa 160 ký tự');
  if (keyword && density > KEYWORD_DENSITY.max)
    recommendations.push('Giảm mật độ từ khóa xuống dưới 2.5% để tránh nhồi nhét từ khóa');
  if (keyword && density < KEYWORD_DENSITY.min) recommendations.push('Tăng mật độ từ khóa lên ít nhất 0.5%');
  if (!input.image?.trim()) recommendations.push('Thêm ảnh đại diện cho bài viết');

  const overallScore = Math.round(checks.reduce((sum, c) => sum + SEO_WEIGHTS[c.id] * POINTS[c.status], 0));
  const statusOf = (id: SeoCheckId) => checks.find((c) => c.id === id)?.status ?? 'error';

  // the title card: its length (60 points) and the keyword in it (40)
  const titleIssues = checks
    .filter((c) => (c.id === 'title-length' || c.id === 'keyword-in-title') && c.status !== 'good')
    .map((c) => c.message);
  const titleScore = Math.round(60 * POINTS[statusOf('title-length')] + 40 * (keywordInTitle ? 1 : 0));

  // the meta card: its length (70 points) and the keyword in it (30)
  const keywordInMeta = keyword !== '' && countKeyword(meta, keyword) > 0;
  const metaIssues = checks
    .filter((c) => c.id === 'meta-length' && c.status !== 'good')
    .map((c) => c.message);
  if (keyword && metaLength > 0 && !keywordInMeta) metaIssues.push('Mô tả meta chưa chứa từ khóa chính');
  const metaScore = Math.round(70 * POINTS[statusOf('meta-length')] + 30 * (keywordInMeta ? 1 : 0));

  return {
    overallScore,
    readabilityScore: readabilityScore(input.content),
    scoreClass: seoScoreClass(overallScore),
    wordCount,
    keywordDensity: shownDensity,
    title: { score: titleScore, issues: titleIssues },
    metaDescription: { score: metaScore, issues: metaIssues },
    checks,
    recommendations,
  };
}

// Words that neither start nor end a key phrase: a phrase is a run of content words ("thiết kế website"),
// never "cho doanh nghiệp" or "website cho".
const PHRASE_EDGE_WORDS = new Set(
  'và với cho của các những một là để có được từ tại về khi như thì mà này đó nào bạn ta hay hoặc nên cần gì sao ở trên dưới vào ra rằng cùng theo đến đã sẽ đang rất nhất hơn'.split(
    ' ',
  ),
);
const KEY_PHRASE_WORDS = { min: 2, max: 4 } as const;

/**
 * The focus keyword suggested while the editor has not typed one (decision 034; spec 001 §5 has
 * the title set it): the run of 2–4 title words, not starting or ending with a function word, that the content
 * repeats most (occurrences × words, the longer on a tie). Empty while no such run occurs in the content: a whole
 * title is never a keyword (a reader's search is a short phrase, and the content would "lack" it at 0 %).
 */
export function suggestFocusKeyword(title: string, contentHtml: string): string {
  // a stored title holds at most 200 characters (article.schema.ts): no more words than that can make a phrase,
  // whatever a caller passes, so the work stays linear in the content
  const titleWords = normalise(title.slice(0, 200))
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const text = normalise(htmlToText(contentHtml));
  if (!text.trim()) return '';
  const counted = new Map<string, number>();
  let best = { phrase: '', score: 0, length: 0 };
  for (let start = 0; start < titleWords.length; start++) {
    if (PHRASE_EDGE_WORDS.has(titleWords[start] ?? '')) continue;
    for (let length = KEY_PHRASE_WORDS.min; length <= KEY_PHRASE_WORDS.max; length++) {
      const run = titleWords.slice(start, start + length);
      if (run.length < length || PHRASE_EDGE_WORDS.has(run.at(-1) ?? '')) continue;
      const phrase = run.join(' ');
      const occurrences = counted.get(phrase) ?? countInNormalised(text, phrase);
      counted.set(phrase, occurrences);
      const score = occurrences * length;
      if (score > best.score || (score === best.score && score > 0 && length > best.length))
        best = { phrase, score, length };
    }
  }
  return best.phrase;
}
