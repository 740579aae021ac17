import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { orders, paymentMethod, paymentStatus } from './orders.ts';

/**
 * One payment attempt for an order (spec 000 §7 POST /orders/{id}/process-payment). The server records and
 * decides the payment state; the browser never declares a payment done (spec README).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    // restrict: payment history is kept as long as its order exists
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** spec 000 §9: method prefix, a timestamp piece and a 3-digit random number. */
    transactionId: text().notNull().unique(),
    amount: integer().notNull(),
    method: paymentMethod().notNull(),
    status: paymentStatus().notNull().default('pending'),
    /** What the payment provider sent back, kept verbatim for reconciliation. */
    providerPayload: jsonb(),
    /**
     * What the visitor said when pressing 'Đã thanh toán' (the body of process-payment): kept as a claim, never
     * trusted; only a received payment or an admin makes the order paid (spec README, decision 013).
     */
    claimedTransactionId: text(),
    claimedAmount: integer(),
    ...timestamps,
  },
  (t) => [
    index('payment_transactions_order_idx').on(t.orderId, t.createdAt),
    index('payment_transactions_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** Where a received payment came from. */
export const paymentProvider = pgEnum('payment_provider', ['bank', 'momo', 'vnpay']);
/** matched: it paid its order; unmatched: a near miss waiting for an admin; assigned: an admin gave it an order. */
export const receivedPaymentStatus = pgEnum('received_payment_status', ['matched', 'unmatched', 'assigned']);

/**
 * Every payment a provider reported (bank-transfer webhook, MoMo or VNPAY IPN), matched to an order or not.
 * One row per provider transaction: the unique index makes a repeated or concurrent callback a no-op.
 */
export const receivedPayments = pgTable(
  'received_payments',
  {
    id: id(),
    provider: paymentProvider().notNull(),
    providerTransactionId: text().notNull(),
    amount: integer().notNull(),
    /** The transfer content, or the provider's order reference. */
    content: text().notNull().default(''),
    /** The receiving account (bank transfers). */
    account: text(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    status: receivedPaymentStatus().notNull(),
    /** Why it was not matched, or the admin's reason when assigned by hand. */
    reason: text().notNull().default(''),
    assignedBy: uuid(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('received_payments_provider_tx_unique').on(t.provider, t.providerTransactionId),
    index('received_payments_received_idx').on(t.receivedAt.desc().nullsFirst()),
    index('received_payments_order_idx').on(t.orderId),
  ],
);

/**
 * Failure notices from a provider (MoMo), one row per provider transaction: a repeated or replayed notice inserts
 * nothing and so cannot fail an order again (docs/security.md).
 */
export const paymentFailures = pgTable(
  'payment_failures',
  {
    id: id(),
    provider: paymentProvider().notNull(),
    providerTransactionId: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_failures_provider_tx_unique').on(t.provider, t.providerTransactionId)],
);
