// Plain texts and limits, no zod: the public chat panel imports them (ARCHITECTURE.md: little JavaScript on
// public pages).

/** The after-hours panel's texts (decision 050). */
export const LEAVE_MESSAGE_TEXTS = {
  offer: 'Để lại lời nhắn',
  intro: 'Để lại lời nhắn, chúng tôi sẽ liên hệ lại với bạn ngay khi vào giờ làm việc.',
  submit: 'Gửi lời nhắn',
  sent: 'Đã nhận lời nhắn của bạn. Chúng tôi sẽ liên hệ lại ngay khi vào giờ làm việc.',
  sendFailed: 'Không thể gửi lời nhắn. Vui lòng thử lại.',
  tooMany: 'Bạn đã gửi quá nhiều lời nhắn. Vui lòng thử lại sau.',
  bookingOffer: 'Đặt lịch tư vấn',
  /** the assistant's offer under its answer: named apart from a suggestion chip 'Đặt lịch tư vấn' */
  bookingHere: 'Đặt lịch tư vấn ngay tại đây',
  back: 'Quay lại',
} as const;

/** Messages one client address may leave an hour (each is a room, a contact and a line of the digest). */
export const LEFT_MESSAGES_PER_CLIENT_PER_HOUR = 5;
