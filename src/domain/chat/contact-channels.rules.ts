import { COMPANY } from '../site/company.ts';
import { asksAboutOutsideSubject, findConcepts, readQuestion } from './chatbot-thesaurus.rules.ts';
import { containsRun } from './site-knowledge.rules.ts';
import { normaliseWords, STOPWORDS } from './vietnamese-text.rules.ts';

/**
 * The ways to reach the company that the site's footer and /advise publish (decision 055): the hotline, the
 * e-mail, the address (with its floor) and its map, each social network of the footer, the live chat, and the
 * company's full name (the footer's copyright line).
 */
export type ContactChannel =
  | 'phone'
  | 'email'
  | 'address'
  | 'map'
  | 'facebook'
  | 'youtube'
  | 'linkedin'
  | 'zalo'
  | 'chat'
  | 'name';

const runs = (phrases: readonly string[]) => phrases.map((p) => p.split(' '));

/**
 * Words that name one channel, folded. A network by its name ("kênh youtube", "fanpage"); the address by the words
 * of a street address, not by "ở đâu" ("máy chủ đặt ở đâu", "gửi hồ sơ ở đâu" ask no address of ours); the map by
 * "bản đồ", "google map", "chỉ đường"; the live chat by "chat", "người thật", "trực tuyến".
 */
const CHANNEL_RUNS: ReadonlyArray<readonly [ContactChannel, string[][]]> = [
  ['facebook', runs(['facebook', 'fanpage', 'fb', 'messenger'])],
  ['youtube', runs(['youtube', 'kenh video'])],
  ['linkedin', runs(['linkedin'])],
  ['zalo', runs(['zalo'])],
  ['map', runs(['ban do', 'google map', 'google maps', 'map', 'maps', 'chi duong', 'duong di'])],
  [
    'address',
    runs([
      'dia chi',
      'vi tri van phong',
      'vi tri cong ty',
      'tru so',
      'toa lac',
      'tang may',
      'lau may',
      'quan may',
      'quan nao',
    ]),
  ],
  ['name', runs(['ten day du', 'ten cong ty', 'ten phap ly', 'ten doanh nghiep', 'ten chinh thuc'])],
  ['chat', runs(['chat', 'nguoi that', 'ho tro truc tuyen', 'tu van truc tuyen'])],
];

/**
 * Words for a social channel that name no network ("nhắn tin", "mạng xã hội", "kênh"): the footer's networks then.
 * A network we are not on ("tiktok", "instagram") names none of ours.
 */
const ANY_SOCIAL_RUNS = runs(['nhan tin', 'mang xa hoi', 'kenh', 'mess', 'nhan mess']);
/** The networks the footer lists, for a social channel asked without naming one. */
const ANY_SOCIAL: readonly ContactChannel[] = ['zalo', 'facebook', 'chat'];
/** A contact asked without a channel ("liên hệ thế nào", "liên hệ ai"): the main ways, as /advise lists them. */
const ANY_CONTACT: readonly ContactChannel[] = ['phone', 'email', 'address', 'chat'];

/**
 * The channels a question asks for, in a stable order ("gửi mình cả email lẫn số điện thoại" → phone, email;
 * "văn phòng ở tầng mấy" → address; "có kênh youtube không" → youtube); empty when it asks none, or when it asks
 * about an outside subject (a bank's hotline is not ours). Whose contact it is (someone else's, "hotline của
 * Viettel") is the caller's to check: it knows the site's words.
 */
export function contactChannelsAsked(question: string): ContactChannel[] {
  const words = normaliseWords(question);
  const { concepts } = readQuestion(question);
  if (asksAboutOutsideSubject(concepts.keys())) return [];
  const asked = new Set<ContactChannel>();
  if (concepts.has('~phone')) asked.add('phone');
  if (concepts.has('~email')) asked.add('email');
  for (const [channel, phrases] of CHANNEL_RUNS)
    if (phrases.some((p) => containsRun(words, p))) asked.add(channel);
  // "văn phòng" is the address unless the question asks the office's hours ("văn phòng mở cửa mấy giờ")
  if (containsRun(words, ['van', 'phong']) && !concepts.has('~hours')) asked.add('address');
  // "địa chỉ email" is the e-mail, not the address
  if (asked.has('email') && containsRun(words, ['dia', 'chi', 'email'])) asked.delete('address');
  if (asked.has('map')) asked.add('address');
  if (asked.size === 0 && ANY_SOCIAL_RUNS.some((p) => containsRun(words, p)))
    for (const c of ANY_SOCIAL) asked.add(c);
  if (concepts.has('~contact') && asked.size === 0) for (const c of ANY_CONTACT) asked.add(c);
  const order: ContactChannel[] = [
    'name',
    'phone',
    'email',
    'address',
    'map',
    'zalo',
    'facebook',
    'youtube',
    'linkedin',
    'chat',
  ];
  return order.filter((c) => asked.has(c));
}

/** The concepts that say a way to reach someone: their words are the request, not its subject. */
const CHANNEL_CONCEPTS = new Set(['~phone', '~email', '~contact', '~social', '~place', '~staff']);
/** Words of a request for a contact ("cho xin", "gửi giúp cả … lẫn …", "tên trang", "số mấy"). */
const REQUEST_WORDS = new Set(
  'gui ca lan voi hay dau may so ten trang kenh thong tin qua tim nam toi di de tren goi nhan ai the nao'.split(
    ' ',
  ),
);
/** Our own name said in the request ("Trang LinkedIn của Sao Việt Software?"): whose channels, not a subject. */
const OUR_NAME_RUNS = [normaliseWords(COMPANY.name), normaliseWords(COMPANY.name).slice(0, 2)];
/** At most this many other words may stand beside the channels in a question that asks only for them. */
const OTHER_WORDS_MAX = 1;

/**
 * Whether the question asks for the channels and nothing else ("Linkedin của công ty?", "vp ở tầng mấy", "cho xin
 * địa chỉ google map để chạy qua"): answered alone with the footer's lines (decision 055). A question that names a
 * network about something else ("quên mật khẩu facebook làm sao lấy lại", "tài khoản Zalo bị khóa") says more
 * words than a request does, and is not.
 */
export function asksOnlyForChannels(question: string): boolean {
  const words = normaliseWords(question);
  const covered = new Set<number>();
  for (const m of findConcepts(words))
    if (CHANNEL_CONCEPTS.has(m.concept)) for (let i = m.from; i < m.to; i++) covered.add(i);
  for (const p of [...CHANNEL_RUNS.flatMap(([, phrases]) => phrases), ...OUR_NAME_RUNS])
    for (let i = 0; i + p.length <= words.length; i++)
      if (p.every((w, k) => words[i + k] === w)) for (let k = 0; k < p.length; k++) covered.add(i + k);
  const others = words.filter((w, i) => !covered.has(i) && !STOPWORDS.has(w) && !REQUEST_WORDS.has(w));
  return others.length <= OTHER_WORDS_MAX;
}
