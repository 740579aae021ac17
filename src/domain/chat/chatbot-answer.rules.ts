import { COMPANY } from '../site/company.ts';

/**
 * spec 002 §3: the six training categories, as the API names them. Here, beside the engine's item, so that this
 * zod-free file needs nothing of chatbot.schema.ts (which imports it).
 */
export const TRAINING_CATEGORIES = [
  'dịch_vụ',
  'báo_giá',
  'quy_trình',
  'liên_hệ',
  'thời_gian',
  'công_nghệ',
] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];

/** What the retrieval engine knows of a training item. */
export type EngineItem = {
  id: string;
  pattern: string;
  keywords: string[];
  category: TrainingCategory;
  priority: number;
  responseText: string;
  suggestions: string[];
};

/**
 * Below this confidence the assistant says it did not understand instead of answering. Chosen from data
 * (decision 017): the sweep in bench/chatbot-accuracy.ts over the development pool of tests/chatbot/evaluate.ts,
 * keeping the weaker of accuracy@1 and fallback precision highest (0.62).
 */
export const CONFIDENCE_THRESHOLD = 0.62;

/** The messaging contact of the apology and the fallback (spec 000 §8: hotline, e-mail and a messaging app). */
export const MESSAGING_CONTACT = COMPANY.socials.find((s) => s.label === 'Zalo') ?? COMPANY.socials[0];

/** The link's label under an answer built from a page of the site (decision 037). */
export const SOURCE_LINK_LABEL = 'Xem chi tiết';

/** 'Gặp nhân viên': the fallback's action that hands the chat to a person. */
export const TALK_TO_STAFF = 'Gặp nhân viên';

/**
 * The fallback answer (HTML, built from fixed text and the company's data only): it did not understand, offers
 * the live support and the hotline; the best guesses go in the suggestion chips.
 */
export function fallbackAnswerHtml(): string {
  return (
    '<p>Xin lỗi, mình chưa hiểu rõ câu hỏi của bạn.</p>' +
    `<p>Bạn có thể chọn một gợi ý bên dưới, bấm <strong>${TALK_TO_STAFF}</strong> để trò chuyện với nhân viên hỗ trợ, ` +
    `hoặc gọi hotline <a href="${COMPANY.hotlineHref}">${COMPANY.hotline}</a>.</p>`
  );
}

/** Suggestions of a fallback: the patterns of the best guesses, at most three, no duplicates. */
export function fallbackSuggestions(guesses: Array<{ pattern: string }>): string[] {
  return [...new Set(guesses.map((g) => g.pattern))].slice(0, 3);
}

/** spec 000 §4: the chips shown before the first message (the spec's supported topics, 002 §2). */
export const STARTER_SUGGESTIONS = [
  'Công ty cung cấp những dịch vụ gì?',
  'Làm website giá bao nhiêu?',
  'Quy trình làm việc như thế nào?',
  'Làm website mất bao lâu?',
];

/** spec 000 §8: the send-failure apology's body, under the title 'Lỗi kết nối'. */
export const CONNECTION_APOLOGY =
  'Xin lỗi, hiện không thể kết nối tới trợ lý. Vui lòng thử lại sau hoặc liên hệ với chúng tôi:';
export const CONNECTION_APOLOGY_RETRY = 'Vui lòng thử lại sau ít phút.';

// spec 000 §9 and 002 §9
export const CHAT_RATE_LIMIT = { perIp: 10, windowMs: 60_000 };
export const CHAT_RATE_LIMITED_MESSAGE = 'Bạn đã gửi quá 10 tin nhắn mỗi phút. Vui lòng thử lại sau ít phút.';
/** spec 000 §9: the widget reads page 1 of the history, 10 items. */
export const CHAT_HISTORY_PAGE = { page: 1, limit: 10 };
export const CHAT_MESSAGE_MAX = 1000;
/** spec 000 §8: the AI chat's send failure is an apology titled 'Lỗi kết nối' with the contacts. */
export const CONNECTION_ERROR_TITLE = 'Lỗi kết nối';
/** Feedback ratings the widget sends: helpful 5, not helpful 1 (the stored scale is 1 to 5). */
export const FEEDBACK_HELPFUL = 5;
export const FEEDBACK_NOT_HELPFUL = 1;
export const FEEDBACK_THANKS = 'Cảm ơn bạn đã góp ý!';
