import { toTransferAscii } from '../payments/vietqr.rules.ts';
import { LATE_FOR_ABANDONED_REASON } from './abandoned-orders.rules.ts';

/**
 * The largest amount of money the site stores (đồng): PostgreSQL's `integer` ends at 2^31 − 1; a transfer or a
 * provider's report above it is refused with a 400 before anything is written (docs/security.md).
 */
export const MAX_AMOUNT = 2_000_000_000;
export const AMOUNT_INVALID_MESSAGE = 'Số tiền không hợp lệ';

// Order codes: "DH" and 6 characters without the look-alikes 0/O and 1/I, so a code typed by hand survives.
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_PATTERN = /DH[A-HJ-NP-Z2-9]{6}/g;

/** A new order code from 6 random numbers (0-255 each), e.g. from crypto.getRandomValues. */
export function orderCodeFrom(randomBytes: ArrayLike<number>): string {
  let code = 'DH';
  for (let i = 0; i < 6; i++) code += ORDER_CODE_ALPHABET[(randomBytes[i] ?? 0) % ORDER_CODE_ALPHABET.length];
  return code;
}

/** The order codes a transfer content names, after banks' rewriting (case, spaces, marks, separators). */
export function orderCodesIn(content: string): string[] {
  return [...new Set(toTransferAscii(content).match(ORDER_CODE_PATTERN) ?? [])];
}

/**
 * spec 000 §9: the transaction id of a payment: the first 3 letters of the method, a time piece and a 3-digit
 * random number (0-999).
 */
export function transactionIdFor(method: string, at: Date, random: number): string {
  const letters = method
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X');
  return `${letters}${at.getTime()}${String(Math.abs(Math.trunc(random)) % 1000).padStart(3, '0')}`;
}

export type TransferFacts = { amount: number; account: string | null };
export type OrderFacts = {
  amount: number | null;
  paymentStatus: 'pending' | 'paid' | 'failed';
  orderStatus: string;
  /** Set when the abandoned-order job cancelled it (decision 025). */
  abandonedAt?: Date | string | null;
};

/** Why a received payment did not pay an order, as the payments screen shows it (decision 013). */
export const MATCH_REASONS = {
  noAccount: 'Giao dịch không có số tài khoản nhận',
  wrongAccount: 'Sai tài khoản nhận',
  noCode: 'Không tìm thấy mã đơn hàng trong nội dung chuyển khoản',
  manyCodes: 'Nội dung chuyển khoản có nhiều mã đơn hàng',
  noOrder: 'Không có đơn hàng với mã này',
  alreadyPaid: 'Đơn hàng đã được thanh toán trước đó',
  cancelled: 'Đơn hàng đã bị hủy',
  noPrice: 'Đơn hàng chưa có giá, cần đối soát thủ công',
  tooLittle: 'Số tiền chuyển thiếu',
  tooMuch: 'Số tiền chuyển thừa',
} as const;

export type MatchDecision = { matched: true } | { matched: false; reason: string };

/**
 * Whether a received transfer pays its order: the receiving account, the exact amount, and an order still
 * awaiting payment. Every near miss is kept with its reason for an admin to settle (decision 013).
 * `expectedAccount` is our account for a bank transfer, which must name it (a transfer without an account never
 * pays an order); null for a provider's wallet payment (MoMo, VNPAY), which names no account.
 */
export function decideTransfer(
  transfer: TransferFacts,
  order: OrderFacts | undefined,
  codes: string[],
  expectedAccount: string | null,
): MatchDecision {
  if (expectedAccount !== null) {
    if (transfer.account === null || transfer.account.trim() === '') {
      return { matched: false, reason: MATCH_REASONS.noAccount };
    }
    if (transfer.account.replace(/\s/g, '') !== expectedAccount) {
      return { matched: false, reason: MATCH_REASONS.wrongAccount };
    }
  }
  if (codes.length === 0) return { matched: false, reason: MATCH_REASONS.noCode };
  if (codes.length > 1) return { matched: false, reason: MATCH_REASONS.manyCodes };
  if (!order) return { matched: false, reason: MATCH_REASONS.noOrder };
  if (order.paymentStatus === 'paid') return { matched: false, reason: MATCH_REASONS.alreadyPaid };
  if (order.orderStatus === 'cancelled') {
    return {
      matched: false,
      reason: order.abandonedAt ? LATE_FOR_ABANDONED_REASON : MATCH_REASONS.cancelled,
    };
  }
  if (order.amount === null) return { matched: false, reason: MATCH_REASONS.noPrice };
  if (transfer.amount < order.amount) return { matched: false, reason: MATCH_REASONS.tooLittle };
  if (transfer.amount > order.amount) return { matched: false, reason: MATCH_REASONS.tooMuch };
  return { matched: true };
}
