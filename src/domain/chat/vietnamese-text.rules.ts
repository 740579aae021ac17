/**
 * How the AI assistant reads Vietnamese (decision 017): one folding for the training items and for the
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
  vp: 'van phong',
  xai: 'dung',
  csdl: 'co so du lieu',
};

/** Words that carry no meaning for matching (fillers, politeness, pronouns), folded. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'ah',
  'ha',
  'ho',
  'nhe',
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
  // classifiers and end-of-question particles ("một cái web", "được luôn nè")
  'cai',
  'chiec',
  'luon',
  'ne',
  'nhen',
  // fillers of longer questions: 'khoảng' (about), 'hay' (or), 'về' (about / back)
  'khoang',
  'hay',
  've',
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

/** Particles that end a sentence but fold onto a word that means something inside one (nha: nhé / nhà). */
export const ENDING_PARTICLES: ReadonlySet<string> = new Set(['nha']);

/** A token and the positions [from, to) of the words it was made of. */
export type PlacedToken = { token: string; from: number; to: number };

/**
 * Tokens of normalised words, with their places: every syllable that is not a stopword, and every pair of
 * neighbouring syllables (Vietnamese words are mostly two syllables: "thanh toan", "bao gia"), except pairs of two
 * stopwords.
 */
export function placedTokens(words: readonly string[]): PlacedToken[] {
  const tokens: PlacedToken[] = [];
  const isStop = (i: number) => {
    const word = words[i];
    if (word === undefined) return true;
    // "nha" ends a sentence as a particle (nhé); inside it, before a word that means something, it is "nhà"
    if (ENDING_PARTICLES.has(word)) return isStop(i + 1);
    return STOPWORDS.has(word);
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!isStop(i)) tokens.push({ token: word, from: i, to: i + 1 });
    const next = words[i + 1];
    if (next !== undefined && !(isStop(i) && isStop(i + 1)))
      tokens.push({ token: `${word}${BIGRAM_JOIN}${next}`, from: i, to: i + 2 });
  }
  return tokens;
}

/** Tokens of a text for the index and for the question (see placedTokens). */
export function tokenise(text: string): string[] {
  return placedTokens(normaliseWords(text)).map((t) => t.token);
}
