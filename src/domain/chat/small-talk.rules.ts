import { COMPANY } from '../site/company.ts';
import { STARTER_SUGGESTIONS } from './chatbot-answer.rules.ts';
import { normaliseWords } from './vietnamese-text.rules.ts';

/**
 * Small talk (decision 017): a message that only greets, thanks or says goodbye ("chào shop", "cảm ơn bạn nhiều nha",
 * "ok tks", "bye ad") is answered in kind, not with "chưa hiểu câu hỏi". It is not a question for the training
 * items: it never reaches the engine, is not a fallback and does not join the unanswered queue. A message that
 * says anything more ("chào bạn, làm web giá bao nhiêu?") is a question and goes to the engine as before.
 */
export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';
export const SMALL_TALK_KINDS = ['greeting', 'thanks', 'goodbye'] as const satisfies readonly SmallTalk[];

/** Phrases of each kind, folded as normaliseWords folds them (diacritics off, teen-code expanded). */
const PHRASES: Readonly<Record<SmallTalk, readonly string[]>> = {
  greeting: [
    'xin chao',
    'chao',
    'hi',
    'hello',
    'helo',
    'hey',
    'alo',
    'a lo',
    'chao buoi sang',
    'chao buoi chieu',
    'chao buoi toi',
    'good morning',
  ],
  thanks: [
    'cam on',
    'camon',
    'thanks',
    'thank',
    'thank you',
    'thanks you',
    'tks',
    'thks',
    'thx',
    'many thanks',
  ],
  goodbye: ['tam biet', 'bye', 'bye bye', 'bai', 'bai bai', 'hen gap lai', 'goodbye', 'good bye'],
};

/**
 * Words that may stand around the phrases without making a question of them: how customers address the shop or
 * themselves, politeness and ending particles, "ok" (folded to "duoc"), "nhiều" of "cảm ơn nhiều".
 */
const COMPANIONS: ReadonlySet<string> = new Set(
  [
    'ban',
    'ad',
    'admin',
    'shop',
    'em',
    'anh',
    'chi',
    'minh',
    'toi',
    'cty',
    'cong',
    'ty',
    'moi',
    'nguoi',
    'ca',
    'nha',
    'a',
    'nhe',
    'nhen',
    'oi',
    'da',
    'vang',
    'duoc',
    'okay',
    'nhieu',
    'lam',
    'rat',
    'roi',
    'you',
    'so',
    'much',
  ].concat(COMPANY.name.split(/\s+/).flatMap((w) => normaliseWords(w))),
);

const LAST_FIRST: readonly SmallTalk[] = ['goodbye', 'thanks', 'greeting'];

/** At most this many words: a longer message tells something, even in polite words. */
const MAX_WORDS = 10;

const phraseWords = Object.entries(PHRASES)
  .flatMap(([kind, list]) => list.map((p) => ({ kind: kind as SmallTalk, words: p.split(' ') })))
  // longest first, so "chao buoi sang" is read whole before "chao"
  .sort((a, b) => b.words.length - a.words.length);

/**
 * What kind of small talk a message is, or null when it says anything else. Of several kinds in one message the
 * last of the chat wins: goodbye over thanks over greeting ("ok cảm ơn, tạm biệt" is a goodbye).
 */
export function smallTalkOf(message: string): SmallTalk | null {
  const words = normaliseWords(message);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  const kinds = new Set<SmallTalk>();
  let i = 0;
  while (i < words.length) {
    const phrase = phraseWords.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (phrase) {
      kinds.add(phrase.kind);
      i += phrase.words.length;
    } else if (COMPANIONS.has(words[i]!)) i++;
    else return null;
  }
  return LAST_FIRST.find((kind) => kinds.has(kind)) ?? null;
}

/** The replies (HTML from fixed text and the company's data) and their chips. */
export const SMALL_TALK_REPLIES: Readonly<Record<SmallTalk, { html: string; suggestions: string[] }>> = {
  greeting: {
    html:
      `<p>Xin chào! Mình là trợ lý AI của ${COMPANY.name}.</p>` +
      '<p>Bạn muốn hỏi về dịch vụ, báo giá, quy trình hay thời gian làm dự án? Hãy nhập câu hỏi hoặc chọn một gợi ý bên dưới nhé.</p>',
    suggestions: STARTER_SUGGESTIONS.slice(0, 3),
  },
  thanks: {
    html: '<p>Không có gì ạ! Bạn cần hỏi thêm điều gì cứ nhắn cho mình nhé.</p>',
    suggestions: STARTER_SUGGESTIONS.slice(0, 3),
  },
  goodbye: {
    html: `<p>Cảm ơn bạn đã ghé thăm ${COMPANY.name}. Hẹn gặp lại bạn!</p>`,
    suggestions: [],
  },
};

/** What the admin test box says the assistant will do with small talk ("Trợ lý sẽ …"). */
export const SMALL_TALK_LABELS: Readonly<Record<SmallTalk, string>> = {
  greeting: 'chào lại khách',
  thanks: 'đáp lời cảm ơn',
  goodbye: 'chào tạm biệt',
};
