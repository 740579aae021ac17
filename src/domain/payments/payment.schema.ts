import { receivedPaymentSchema } from '../orders/order.schema.ts';
import { AMOUNT_INVALID_MESSAGE, MAX_AMOUNT } from '../orders/payment-matching.rules.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { z } from '../shared/zod.ts';

/** The payments screen's texts, as the server answers them and the screen shows them. */
export const PAYMENT_MESSAGES = {
  assigned: 'Đã gán giao dịch cho đơn hàng',
  statusInvalid: 'Trạng thái không hợp lệ',
  tooMany: 'Giới hạn tối đa là 100',
  orderCodeRequired: 'Vui lòng nhập mã đơn hàng',
  orderCodeInvalid: 'Mã đơn hàng không hợp lệ',
  reasonRequired: 'Vui lòng nhập lý do',
  reasonTooLong: 'Lý do không được vượt quá 500 ký tự',
  notFound: 'Không tìm thấy giao dịch',
  alreadySettled: 'Giao dịch này đã được gán cho một đơn hàng',
  badSignature: 'Chữ ký không hợp lệ',
  bankWebhookDisabled: 'Webhook ngân hàng chưa được cấu hình',
  momoDisabled: 'Cổng thanh toán MoMo chưa được cấu hình',
} as const;

/** A transfer as the bank's webhook (SePay/Casso style) reports it. */
export const bankTransferSchema = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  gateway: z.string().max(100).optional(),
  transactionDate: z.string().max(40).optional(),
  accountNumber: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => v ?? null),
  content: z.string().max(500).default(''),
  transferType: z.enum(['in', 'out']).default('in'),
  // docs/security.md: above what the database stores is a 400, never a 500
  transferAmount: z
    .number({ error: AMOUNT_INVALID_MESSAGE })
    .int(AMOUNT_INVALID_MESSAGE)
    .positive(AMOUNT_INVALID_MESSAGE)
    .max(MAX_AMOUNT, AMOUNT_INVALID_MESSAGE),
  referenceCode: z.string().max(100).nullish(),
});

export const bankWebhookResponse = z.object({
  success: z.literal(true),
  outcome: z.enum(['confirmed', 'unmatched', 'duplicate', 'ignored']),
});

/** MoMo's IPN body: flat fields, checked by its signature before anything reads them. */
export const momoIpnSchema = z.record(z.string(), z.union([z.string().max(2000), z.number(), z.null()]));

/** VNPAY's IPN query: flat fields, checked by its hash before anything reads them. */
export const vnpayIpnQuerySchema = z.record(z.string(), z.string().max(1000));
export const vnpayIpnResponse = z.object({ RspCode: z.string(), Message: z.string() });

/** GET /payments: every received payment, matched or not. */
export const receivedPaymentsQuerySchema = z.object({
  status: z.enum(['matched', 'unmatched', 'assigned'], { error: PAYMENT_MESSAGES.statusInvalid }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, PAYMENT_MESSAGES.tooMany).default(20),
});

export const paymentIdParamsSchema = idParamsSchema();

/** POST /payments/{id}/assign: what the assign form sends, checked alike in the browser and on the server. */
export const assignPaymentSchema = z.object({
  orderCode: z
    .string()
    .trim()
    .min(1, PAYMENT_MESSAGES.orderCodeRequired)
    .max(20, PAYMENT_MESSAGES.orderCodeInvalid),
  reason: z.string().trim().min(1, PAYMENT_MESSAGES.reasonRequired).max(500, PAYMENT_MESSAGES.reasonTooLong),
});

export const assignPaymentResponse = z.object({
  success: z.literal(true),
  data: receivedPaymentSchema,
  message: z.string(),
});
