import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  ],
);
