import { consentVersionField } from '../contacts/consent.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';
import { EMAIL_PATTERN, CUSTOMER_MESSAGES as M, PAYMENT_PHONE_PATTERN } from './customer-form.rules.ts';

// spec 000 §3, 001 §3–§5: orders, their states and the forms that make and change them.
/** spec 001 §8 "Orders": the texts the server answers and the orders screen shows. */
export const ORDER_MESSAGES = {
  notFound: 'Không tìm thấy đơn hàng',
  statusUpdated: 'Cập nhật trạng thái đơn hàng thành công',
  codeInvalid: 'Mã đơn hàng không hợp lệ',
  dateInvalid: 'Ngày không hợp lệ',
  idempotencyKeyReused: 'Khóa Idempotency-Key đã được dùng cho một đơn hàng khác',
} as const;

export const PUBLIC_PAYMENT_METHODS = ['MOMO', 'VNPAY'] as const;
export const PAYMENT_METHODS = ['MOMO', 'VNPAY', 'COD', 'BANK_TRANSFER'] as const;
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** spec 001 §4: the labels of the states. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xử lý',
  processing: 'Đang Triển Khai',
  completed: 'Hoàn Thành',
  cancelled: 'Đã hủy',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Thanh toán thất bại',
};

/** spec 000 §5 "Payment customer form", its rules and messages. */
export const customerFormSchema = z.object({
  fullName: z
    .string({ error: M.fullNameRequired })
    .trim()
    .min(1, M.fullNameRequired)
    .min(2, M.fullNameShort)
    .max(100, 'Họ và tên không được vượt quá 100 ký tự'),
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(PAYMENT_PHONE_PATTERN, M.phoneInvalid),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid),
  paymentMethod: z.enum(PUBLIC_PAYMENT_METHODS, { error: M.methodRequired }).default('MOMO'),
});
export type CustomerForm = z.input<typeof customerFormSchema>;

/**
 * POST /orders (spec 000 §7): the customer's payload, the service and, as the spec's client sends it, orderStatus
 * pending. Nothing else: a browser cannot set a payment status or an amount (spec README, decision 013).
 */
export const createOrderSchema = customerFormSchema
  .extend({
    serviceId: z
      .string({ error: 'Không tìm thấy dịch vụ' })
      .min(1, 'Không tìm thấy dịch vụ')
      .max(100, 'Không tìm thấy dịch vụ'),
    orderStatus: z.literal('pending').optional(),
    consentVersion: consentVersionField,
  })
  .strict();
export type CreateOrderInput = z.output<typeof createOrderSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** What the payment page needs to show the order and its transfer (decision 013). */
export const paymentInstructionsSchema = z.object({
  bankName: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number().int().nullable(),
  transferContent: z.string(),
  /** The VietQR payload (EMVCo)… */
  qrPayload: z.string(),
  /** …drawn as a PNG QR code (data: URL) by the server, so the page shows exactly what was checked. */
  qrImage: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const placedOrderSchema = z.object({
  _id: z.string(),
  orderCode: z.string(),
  serviceId: z.string().nullable(),
  serviceTitle: z.string(),
  amount: z.number().int().nullable(),
  fullName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  payment: paymentInstructionsSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
export const placedOrderResponse = z.object({
  success: z.literal(true),
  data: placedOrderSchema,
  message: z.string(),
});

/** POST /orders/{id}/process-payment (spec 000 §3 Payment request): the visitor's claim, recorded, never trusted. */
export const processPaymentSchema = z.object({
  transactionId: z.string().trim().max(100, 'Mã giao dịch không hợp lệ').optional().default(''),
  amount: z.coerce
    .number({ error: 'Số tiền không hợp lệ' })
    .int('Số tiền không hợp lệ')
    .min(0, 'Số tiền không hợp lệ')
    .max(2_000_000_000, 'Số tiền không hợp lệ')
    .optional(),
});
export const processPaymentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: z.string(),
    orderCode: z.string(),
    transactionId: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  }),
  message: z.string(),
});

/** An order as the admin screens read it (spec 001 §3): the service's title and price joined. */
export const adminOrderSchema = z.object({
  _id: z.string(),
  orderCode: z.string(),
  serviceId: z.string().nullable(),
  serviceTitle: z.string(),
  serviceType: z.string(),
  servicePrice: z.number().int().nullable(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidAmount: z.number().int(),
  transferContent: z.string(),
  /** The visitor's latest 'Đã thanh toán' and the transaction id they typed (decision 025). */
  claimedAt: z.string().nullable(),
  claimedTransactionId: z.string().nullable(),
  /** When the abandoned-order job cancelled it. */
  abandonedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** PUT /orders/{id} (spec 001 §5, §7): paid needs an amount above 0; any other payment status resets it to 0. */
export const updateOrderSchema = z
  .object({
    orderStatus: z.enum(ORDER_STATUSES, { error: 'Vui lòng chọn trạng thái đơn hàng' }),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Vui lòng chọn trạng thái thanh toán' }),
    paidAmount: z.coerce
      .number({ error: 'Vui lòng nhập số tiền thanh toán hợp lệ' })
      .int('Vui lòng nhập số tiền thanh toán hợp lệ')
      .min(0, 'Vui lòng nhập số tiền thanh toán hợp lệ')
      .max(2_000_000_000, 'Vui lòng nhập số tiền thanh toán hợp lệ')
      .default(0),
    reason: z.string().trim().max(500, 'Lý do không được vượt quá 500 ký tự').optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.paymentStatus === 'paid' && !(value.paidAmount > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['paidAmount'],
        message: 'Vui lòng nhập số tiền thanh toán hợp lệ',
      });
    }
  })
  .transform((value) => ({ ...value, paidAmount: value.paymentStatus === 'paid' ? value.paidAmount : 0 }));
export type UpdateOrderInput = z.output<typeof updateOrderSchema>;
export type UpdateOrderForm = z.input<typeof updateOrderSchema>;

/** spec 001 §5: the question before an order's status changes. */
export function statusChangeQuestion(from: OrderStatus, to: OrderStatus): string {
  return `Bạn có chắc chắn muốn thay đổi trạng thái đơn hàng từ "${ORDER_STATUS_LABELS[from]}" thành "${ORDER_STATUS_LABELS[to]}"?`;
}

/** spec 001 §4: the amount column reads the formatted amount when paid, else the state. */
export function amountColumnText(
  order: Pick<AdminOrder, 'paymentStatus' | 'paidAmount'>,
  format: (n: number) => string,
): string {
  if (order.paymentStatus === 'paid') return format(order.paidAmount);
  if (order.paymentStatus === 'pending') return 'Chưa thanh toán';
  return 'Thanh toán thất bại';
}

export const ordersQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema({
    invalid: 'Giới hạn không hợp lệ',
    max: 100,
    tooMany: 'Giới hạn tối đa là 100',
  }).default(10),
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
  /** decision 025: 'claimed' lists the orders whose visitor said they paid and whose money has not come. */
  filter: z.enum(['claimed'], { error: 'Bộ lọc không hợp lệ' }).optional(),
});

/** GET /orders/history: the orders list's paging, with an order code and a range of Vietnam days. */
export const orderHistoryQuerySchema = ordersQuerySchema.omit({ search: true, filter: true }).extend({
  orderCode: z.string().trim().max(20, ORDER_MESSAGES.codeInvalid).optional(),
  from: z.iso.date(ORDER_MESSAGES.dateInvalid).optional(),
  to: z.iso.date(ORDER_MESSAGES.dateInvalid).optional(),
});

export const orderUpdatedResponse = z.object({
  success: z.literal(true),
  data: adminOrderSchema,
  message: z.string(),
});

export const orderIdParamsSchema = idParamsSchema(ORDER_MESSAGES.notFound);

/** POST /orders: a retried placement sends the same key and gets the same order back. */
export const placeOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key không hợp lệ (8-100 ký tự chữ, số, _ . : -)')
    .optional(),
});

/** Who wrote a history entry: an admin, the bank, a provider, the visitor's claim, the abandoned-order job. */
export const ORDER_CHANGE_SOURCES = ['admin', 'webhook', 'ipn', 'visitor', 'system'] as const;
export const ORDER_CHANGE_SOURCE_LABELS: Record<(typeof ORDER_CHANGE_SOURCES)[number], string> = {
  admin: 'Quản trị viên',
  webhook: 'Webhook ngân hàng',
  ipn: 'Cổng thanh toán (IPN)',
  visitor: 'Khách hàng',
  system: 'Hệ thống',
};

/** One change of an order's state (spec 001 §2 order history): who, when, from, to and why. */
export const orderHistoryItemSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  fullName: z.string(),
  source: z.enum(ORDER_CHANGE_SOURCES),
  actorName: z.string(),
  fromOrderStatus: z.enum(ORDER_STATUSES),
  toOrderStatus: z.enum(ORDER_STATUSES),
  fromPaymentStatus: z.enum(PAYMENT_STATUSES),
  toPaymentStatus: z.enum(PAYMENT_STATUSES),
  fromPaidAmount: z.number().int(),
  toPaidAmount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

/** A payment the server received from the bank or a provider, matched to an order or waiting for an admin. */
export const receivedPaymentSchema = z.object({
  _id: z.string(),
  provider: z.enum(['bank', 'momo', 'vnpay']),
  providerTransactionId: z.string(),
  amount: z.number().int(),
  content: z.string(),
  account: z.string().nullable(),
  orderId: z.string().nullable(),
  status: z.enum(['matched', 'unmatched', 'assigned']),
  reason: z.string(),
  receivedAt: z.string(),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;
