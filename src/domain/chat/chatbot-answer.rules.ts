import { COMPANY } from '../site/company.ts';
import type { TrainingCategory } from './chatbot.schema.ts';

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
 * Below this confidence the assistant says it did not understand instead of answering (issue 16 item 1). Chosen
 * from data (decision 017): the sweep in bench/chatbot-accuracy.ts over the tuning half of the evaluation set.
 */
export const CONFIDENCE_THRESHOLD = 0.39;

/** The messaging contact of the apology and the fallback (spec 000 §8: hotline, e-mail and a messaging app). */
export const MESSAGING_CONTACT = COMPANY.socials.find((s) => s.label === 'Zalo') ?? COMPANY.socials[0];

/** 'Gặp nhân viên': the fallback's action that hands the conversation to a person. */
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
