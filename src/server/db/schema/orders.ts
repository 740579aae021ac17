import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { services, serviceType } from './services.ts';

/** spec 001 §3: MOMO and VNPAY on the public flow; COD and BANK_TRANSFER set by an admin. */
export const paymentMethod = pgEnum('payment_method', ['MOMO', 'VNPAY', 'COD', 'BANK_TRANSFER']);
/** spec 001 §4: Chờ xử lý, Đang Triển Khai, Hoàn Thành, Đã hủy. */
export const orderStatus = pgEnum('order_status', ['pending', 'processing', 'completed', 'cancelled']);
/** spec 001 §4: Chờ thanh toán, Đã thanh toán, Thanh toán thất bại. */
export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'failed']);

/**
 * An order placed through the payment flow (spec 000 §4, 001 §3). The service's title, type and price are
 * copied at order time, so the order still reads right after the service changes or is deleted for good.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    serviceTitle: text().notNull(),
    serviceType: serviceType().notNull(),
    /** The service price when the order was placed, in đồng; null for a 'Liên hệ' service. */
    amount: integer(),
    fullName: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    paymentMethod: paymentMethod().notNull().default('MOMO'),
    orderStatus: orderStatus().notNull().default('pending'),
    paymentStatus: paymentStatus().notNull().default('pending'),
    /** What was actually received, in đồng. */
    paidAmount: integer().notNull().default(0),
    /** Shown in the success modal and put in the transfer content (spec 000 §2, §9). */
    orderCode: text().notNull().unique(),
    transferContent: text().notNull(),
    /** POST /orders with an Idempotency-Key: the key and a hash of the body it came with (decision 013). */
    idempotencyKey: text().unique(),
    idempotencyHash: text(),
    /**
     * The visitor's latest 'Đã thanh toán' (decision 025): when, and the transaction id they typed. A claim, never
     * trusted; it tells 'says the money is on its way' from 'closed the QR and left'.
     */
    claimedAt: timestamp({ withTimezone: true }),
    claimedTransactionId: text(),
    /** Set when the abandoned-order job cancelled it (no claim, no payment within ORDER_ABANDON_DAYS). */
    abandonedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // spec 001 §4: when payment status is not paid the amount is 0; when paid it is above 0 (§5)
    check(
      'orders_paid_amount',
      sql`(${t.paymentStatus} = 'paid' and ${t.paidAmount} > 0) or (${t.paymentStatus} <> 'paid' and ${t.paidAmount} = 0)`,
    ),
    check('orders_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('orders_status_idx').on(t.orderStatus, t.createdAt.desc().nullsFirst()),
    index('orders_service_idx').on(t.serviceId),
    // the 'Khách báo đã thanh toán' filter, and the abandoned-order job's scan (decision 025)
    index('orders_claimed_idx').on(t.claimedAt.desc().nullsFirst()).where(sql`${t.claimedAt} is not null`),
    index('orders_abandon_scan_idx')
      .on(t.createdAt)
      .where(sql`${t.orderStatus} = 'pending' and ${t.claimedAt} is null`),
  ],
);

/**
 * Who changed an order's state: an admin in the orders screen, a bank-transfer webhook or a provider's IPN; the
 * visitor's 'Đã thanh toán' (a claim: the states stay as they were) and the abandoned-order job (decision 025).
 */
export const orderChangeSource = pgEnum('order_change_source', [
  'admin',
  'webhook',
  'ipn',
  'visitor',
  'system',
]);

/** Every change of an order's status or payment status, with who, when, from, to and why (decision 013). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: orderChangeSource().notNull(),
    /** The admin's account for an admin change; the provider's name otherwise. */
    actorId: uuid(),
    actorName: text().notNull(),
    fromOrderStatus: orderStatus().notNull(),
    toOrderStatus: orderStatus().notNull(),
    fromPaymentStatus: paymentStatus().notNull(),
    toPaymentStatus: paymentStatus().notNull(),
    fromPaidAmount: integer().notNull(),
    toPaidAmount: integer().notNull(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
