/**
 * How the AI assistant reads Vietnamese (issue 16 item 1): one folding for the training items and for the
 * visitor's question, so that "bao nhiêu", "bao nhieu" and "bn" meet on the same tokens. Pure, browser-safe: the
 * admin test box and the server index use the same rules.
 */

/** Lowercase, NFC, diacritics removed, đ → d. */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/**
 * Abbreviations and teen-code Vietnamese customers type, already folded (left) → their folded words (right).
 * Only whole words are replaced; an entry is a word a customer would not use in another sense here.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  k: 'khong',
  ko: 'khong',
  kh: 'khong',
  khg: 'khong',
  kg: 'khong',
  hok: 'khong',
  hong: 'khong',
  hem: 'khong',
  dc: 'duoc',
  dk: 'duoc',
  bn: 'bao nhieu',
  bnh: 'bao nhieu',
  bnhiu: 'bao nhieu',
  nhiu: 'nhieu',
  sdt: 'so dien thoai',
  dt: 'dien thoai',
  dth: 'dien thoai',
  tg: 'thoi gian',
  tgian: 'thoi gian',
  j: 'gi',
  ji: 'gi',
  z: 'vay',
  v: 'vay',
  r: 'roi',
  ntn: 'nhu the nao',
  nt: 'nhan tin',
  ib: 'nhan tin',
  inbox: 'nhan tin',
  cty: 'cong ty',
  ct: 'cong ty',
  sp: 'san pham',
  dv: 'dich vu',
  mk: 'minh',
  mik: 'minh',
  m: 'minh',
  b: 'ban',
  bh: 'bao gio',
  bg: 'bao gia',
  tr: 'trieu',
  cx: 'cung',
  ng: 'nguoi',
  nv: 'nhan vien',
  ad: 'admin',
  ws: 'website',
  web: 'website',
  wed: 'website',
  webside: 'website',
  app: 'ung dung',
  apps: 'ung dung',
  ap: 'ung dung',
  dky: 'dang ky',
  hd: 'hop dong',
  tt: 'thanh toan',
  ck: 'chuyen khoan',
  vs: 'voi',
  wa: 'qua',
  ok: 'duoc',
  oke: 'duoc',
  okie: 'duoc',
  hcm: 'ho chi minh',
  sg: 'sai gon',
  ip: 'iphone',
  gmail: 'email',
  mail: 'email',
  'e-mail': 'email',
  zl: 'zalo',
  fb: 'facebook',
};

/** Words that carry no meaning for matching (fillers, politeness, pronouns), folded. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'ah',
  'ha',
  'ho',
  'nhe',
  'nha',
  'nhi',
  'oi',
  'vay',
  'the',
  'thi',
  'la',
  'cho',
  'minh',
  'toi',
  'em',
  'anh',
  'chi',
  'ban',
  'ben',
  'cac',
  'nhung',
  'mot',
  'voi',
  'va',
  'hoi',
  'xin',
  'vui',
  'long',
  'giup',
  'duoc',
  'khong',
  'co',
  'roi',
  'ma',
  'nay',
  'do',
  'kia',
  'day',
  'shop',
  'ad',
  'admin',
  'ak',
  'u',
  'uh',
  'um',
  'e',
  'muon',
  'can',
  'cua',
  'o',
  'den',
  'tu',
  'sao',
  'nao',
  'gi',
  'nhu',
  'lam',
  'biet',
  'quy',
  'khach',
  'cong',
  'ty',
]);

/**
 * The question as words: folded, punctuation dropped (letters and digits kept), abbreviations and teen-code
 * expanded. "Bn tiền 1 cái web z ạ?" → ["bao", "nhieu", "tien", "1", "cai", "website", "vay", "a"].
 */
export function normaliseWords(text: string): string[] {
  const folded = foldDiacritics(text)
    .replace(/\be-mail\b/g, 'email')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!folded) return [];
  const words: string[] = [];
  for (const word of folded.split(' ')) {
    const expanded = ABBREVIATIONS[word];
    if (expanded) words.push(...expanded.split(' '));
    else words.push(word);
  }
  return words;
}

/** Separator of the two syllables of a bigram token ("bao_nhieu"). */
export const BIGRAM_JOIN = '_';

/**
 * Tokens of a text for the index and for the question: every syllable that is not a stopword, and every pair of
 * neighbouring syllables (Vietnamese words are mostly two syllables: "thanh toan", "bao gia"), the pairs formed
 * on the words before stopwords are dropped, except pairs of two stopwords.
 */
export function tokenise(text: string): string[] {
  const words = normaliseWords(text);
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!STOPWORDS.has(word)) tokens.push(word);
    const next = words[i + 1];
    if (next !== undefined && !(STOPWORDS.has(word) && STOPWORDS.has(next)))
      tokens.push(`${word}${BIGRAM_JOIN}${next}`);
  }
  return tokens;
}
