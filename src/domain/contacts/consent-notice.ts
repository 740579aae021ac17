// Plain texts, no zod: the public pages import them (ARCHITECTURE.md: little JavaScript on public pages).
import { COMPANY } from '../site/company.ts';

/**
 * The consent notice every form that collects personal data shows (Decree 13/2023/NĐ-CP, Art. 11: who processes
 * which data, for what, the person's rights; consent given by a clear action — sending the form under the notice).
 * A change of wording is a new `version`: the contact keeps the version each consent was given under.
 */
export const CONSENT_NOTICE = {
  version: '2026-11-27',
  text: `Khi gửi thông tin, bạn đồng ý để ${COMPANY.name} thu thập và xử lý họ tên, số điện thoại, email và nội dung bạn cung cấp nhằm liên hệ tư vấn, xử lý yêu cầu và đơn hàng của bạn, theo Nghị định 13/2023/NĐ-CP. Bạn có quyền xem, sửa, rút lại sự đồng ý hoặc yêu cầu xóa dữ liệu của mình bất cứ lúc nào.`,
  linkLabel: 'Chính sách bảo mật',
  /** the public privacy page (spec 000 §2: the footer's privacy link, its target ours to decide) */
  href: '/privacy',
} as const;

/** Every notice version a form may send: the current one, and earlier ones a page loaded before a change shows. */
export const CONSENT_VERSIONS = [CONSENT_NOTICE.version] as const;
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number];

/** The form field (and socket handshake key) carrying the version of the notice the form showed. */
export const CONSENT_FIELD = 'consentVersion';

export const isConsentVersion = (value: unknown): value is ConsentVersion =>
  (CONSENT_VERSIONS as readonly unknown[]).includes(value);

export const CONSENT_VERSION_INVALID_MESSAGE = 'Phiên bản thông báo về dữ liệu cá nhân không hợp lệ';

/** The forms that collect personal data, each a channel a consent is stored under, with its label. */
export const CONSENT_CHANNEL_LABELS = {
  advise: 'Form đặt lịch tư vấn',
  payment: 'Form thanh toán',
  livechat: 'Thông tin chat trực tuyến',
  livechat_message: 'Lời nhắn ngoài giờ (chat trực tuyến)',
  chat_booking: 'Đặt lịch trong khung chat',
} as const;
export type ConsentChannel = keyof typeof CONSENT_CHANNEL_LABELS;
