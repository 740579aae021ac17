import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    index('payment_transactions_order_idx').on(t.orderId, t.createdAt),
    index('payment_transactions_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
