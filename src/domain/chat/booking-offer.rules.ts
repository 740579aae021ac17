import { CONSULTATION_SERVICES, type ConsultationService } from '../bookings/consultation.rules.ts';
import type { TrainingCategory } from './chatbot-answer.rules.ts';
import { foldDiacritics } from './vietnamese-text.rules.ts';

/**
 * When the assistant offers the consultation booking inside its panel (decision 050), and what it fills in from
 * the conversation. Pure: the server decides, the widget shows what it was told.
 */

/** The booking is offered from the second answer of a conversation the assistant did not understand. */
export const BOOKING_OFFER_AFTER_FALLBACKS = 2;

// a quote or a price asked for, folded ("báo giá", "bao nhiêu tiền", "chi phí"…); "giá" alone is too often
// part of another word ("tham gia", "gia đình")
const QUOTE =
  /\b(bao gia|bang gia|gia bao nhieu|bao nhieu tien|chi phi|gia ca|muc gia|gia tien|het bao nhieu)\b/;

export function asksForQuote(message: string, answeredCategory: TrainingCategory | null = null): boolean {
  return answeredCategory === 'báo_giá' || QUOTE.test(foldDiacritics(message));
}

export function shouldOfferBooking(input: {
  message: string;
  answeredCategory: TrainingCategory | null;
  /** the conversation's fallbacks, this answer's included */
  fallbacks: number;
  fallback: boolean;
}): boolean {
  return (
    (input.fallback && input.fallbacks >= BOOKING_OFFER_AFTER_FALLBACKS) ||
    asksForQuote(input.message, input.answeredCategory)
  );
}

/** What the booking form starts with: what the visitor typed in the conversation ('' when nothing). */
export type BookingPrefill = {
  fullName: string;
  phone: string;
  email: string;
  service: ConsultationService | '';
};

const PHONE = /(?:\+84|0)(?:[\s.-]?\d){8,10}(?!\d)/;
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
// "tôi tên là Lan", "tên mình là Nguyễn Văn An", "mình là Hùng": the words after, up to punctuation or a number
const NAME =
  /(?:tên(?: tôi| mình| em| anh| chị)? là|tên là|(?:tôi|mình|em) là)\s+([\p{Lu}][\p{L}]*(?:\s+[\p{Lu}][\p{L}]*){0,4})/u;
const SERVICES: [RegExp, ConsultationService][] = [
  [/\b(website|web|trang web)\b/, 'Website'],
  [/\b(app|ung dung|mobile)\b/, 'App'],
  [/\b(agency|quang cao|marketing)\b/, 'Agency'],
];

/** The latest phone, e-mail, name and service the visitor's messages (oldest first) mention. */
export function bookingPrefill(visitorMessages: readonly string[]): BookingPrefill {
  const prefill: BookingPrefill = { fullName: '', phone: '', email: '', service: '' };
  for (const text of visitorMessages) {
    const phone = PHONE.exec(text)?.[0];
    if (phone) prefill.phone = phone.replace(/[\s.-]/g, '');
    const email = EMAIL.exec(text)?.[0];
    if (email) prefill.email = email.toLowerCase();
    const name = NAME.exec(text)?.[1];
    if (name) prefill.fullName = name.trim().slice(0, 50);
    const folded = foldDiacritics(text);
    const service = SERVICES.find(([pattern]) => pattern.test(folded))?.[1];
    if (service && (CONSULTATION_SERVICES as readonly string[]).includes(service)) prefill.service = service;
  }
  return prefill;
}
