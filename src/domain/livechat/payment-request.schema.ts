import { z } from '../shared/zod.ts';

/**
 * A payment request inside the live chat: an agent picks a service (or the visitor's existing order) and sends a
 * card into the thread with the service, the amount, the VietQR and the transfer content of its order (the same
 * order and payload rules as /payment); when the order is paid, the thread says so on both sides.
 */
export const PAYMENT_REQUEST_MESSAGES = {
  received: 'Đã nhận thanh toán',
  chooseOne: 'Chọn một dịch vụ hoặc một đơn hàng',
  notContactsOrder: 'Đơn hàng này không thuộc khách hàng của cuộc trò chuyện',
  orderClosed: 'Đơn hàng này đã bị hủy, không thể yêu cầu thanh toán',
  chooseService: 'Chọn dịch vụ',
  chooseOrder: 'Chọn đơn hàng chưa thanh toán',
  noOpenOrders: 'Khách hàng chưa có đơn hàng nào chờ thanh toán',
  pickService: 'Dịch vụ mới',
  pickOrder: 'Đơn hàng có sẵn',
  send: 'Gửi yêu cầu thanh toán',
  orderPaid: 'Đơn hàng này đã được thanh toán',
  sent: 'Đã gửi yêu cầu thanh toán',
  title: 'Yêu cầu thanh toán',
  waiting: 'Chờ thanh toán',
  transferContent: 'Nội dung chuyển khoản',
  qrAlt: 'Mã VietQR để chuyển khoản',
} as const;
const M = PAYMENT_REQUEST_MESSAGES;

export const LIVECHAT_PAYMENT_EVENTS = {
  /** agent → server: send a payment request into a room */
  send: 'send_payment_request',
  /** agent → server: the room's contact's orders still awaiting payment, to pick one */
  orders: 'payment_request_orders',
  /** server → both sides: a request's order was paid; the card shown by `messageId` turns paid */
  paid: 'payment_request_paid',
} as const;

/** What both sides hear when a request's order is paid (the 'Đã nhận thanh toán' message follows it). */
export type PaymentPaidEvent = { roomId: string; messageId: string };

export const paymentRequestInputSchema = z
  .object({
    roomId: z.uuid('Không tìm thấy cuộc trò chuyện'),
    serviceId: z.string().min(1).max(100).optional(),
    orderId: z.uuid('Không tìm thấy đơn hàng').optional(),
  })
  .refine((v) => (v.serviceId === undefined) !== (v.orderId === undefined), { error: M.chooseOne });

/** spec 000 §4's order, as the agent picks it from the room's contact's orders awaiting payment. */
export const contactOrderSchema = z.object({
  _id: z.string(),
  orderCode: z.string(),
  serviceTitle: z.string(),
  amount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ContactOrder = z.infer<typeof contactOrderSchema>;

/** The card both sides see in the thread. */
export const paymentCardSchema = z.object({
  orderId: z.string(),
  orderCode: z.string(),
  serviceTitle: z.string(),
  amount: z.number().int().nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  transferContent: z.string(),
  qrImage: z.string(),
  paid: z.boolean(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** The card's text as transcripts and the room list's preview show it. */
export const paymentRequestText = (
  card: Pick<PaymentCard, 'serviceTitle' | 'orderCode' | 'transferContent'>,
) => `${M.title}: ${card.serviceTitle} (${card.orderCode}). ${M.transferContent}: ${card.transferContent}`;

/** A thread with the card carried by `messageId` marked paid (both sides, on payment_request_paid). */
export function cardsPaid<T extends { _id: string; payment?: PaymentCard | undefined }>(
  list: T[],
  messageId: string,
): T[] {
  return list.map((m) =>
    m._id === messageId && m.payment ? { ...m, payment: { ...m.payment, paid: true } } : m,
  );
}
