// decision 025: the visitor's claim ('Đã thanh toán') shown to the office, and orders nobody paid nor claimed
// cancelled after ORDER_ABANDON_DAYS, so the orders list shows real work.

const DAY_MS = 86_400_000;

/** The list filter and the badge of an order whose visitor said they paid and whose money has not come. */
export const CLAIM_LABEL = 'Khách báo đã thanh toán';

/** Whether an order carries the claim badge: a claim, and no money yet (a paid order's claim is settled). */
export function showsClaim(order: { claimedAt: string | null; paymentStatus: string }): boolean {
  return order.claimedAt !== null && order.paymentStatus !== 'paid';
}

/** The history entry of a claim: what the visitor said, in their words. */
export function claimHistoryReason(transactionId: string | null): string {
  return transactionId
    ? `${CLAIM_LABEL}, mã giao dịch khách nhập: ${transactionId}`
    : `${CLAIM_LABEL}, không nhập mã giao dịch`;
}

/** The history entry of an order the job cancelled. */
export const ABANDONED_ORDER_REASON = (days: number) =>
  `Tự động hủy: quá ${days} ngày không có thanh toán và khách không báo đã thanh toán`;

/** The reason money for such an order is kept unmatched, for an admin to assign. */
export const LATE_FOR_ABANDONED_REASON = 'Đơn hàng đã tự động hủy vì quá hạn thanh toán';

/** Orders placed at or before this instant, still pending with no claim, are abandoned. */
export function abandonCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Orders one client may create (docs/security.md): a visitor opens the confirmation a few times at most; a
 * script creating dozens a minute fills the office's list.
 */
export const ORDER_CREATION_BUDGET = { perClient: 10, windowMs: 10 * 60_000 };

/** Claims ('Đã thanh toán') one client may send: each writes the order's history, so a loop must not flood it. */
export const ORDER_CLAIM_BUDGET = { perClient: 20, windowMs: 10 * 60_000 };
