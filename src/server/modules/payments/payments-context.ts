import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { runUnitOfWork, type Tx } from '../../db/unit-of-work.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createPaymentsRepository, type ReceivedRow } from './payments.repository.ts';

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/**
 * What the payments use cases share: the repository, the orders service, the one clock and the provider settings,
 * and a unit of work (decision 026): a use case that also writes the order's tables hands its `tx` to the orders
 * service, so both areas' writes commit together or not at all; what they announce follows the commit (decision 051).
 */
export function createPaymentsContext(deps: {
  db: Db;
  clock: () => Date;
  orders: OrdersService;
  config: PaymentConfig;
}) {
  const unitOfWork = <T>(work: (tx: Tx, payments: PaymentsRepository) => Promise<T>) =>
    runUnitOfWork(deps.db, (tx) => work(tx, createPaymentsRepository(tx)));
  return { ...deps, repo: createPaymentsRepository(deps.db), unitOfWork };
}

export type PaymentsContext = ReturnType<typeof createPaymentsContext>;

/** A received payment as the payments screen shows it. */
export function toReceivedView(row: ReceivedRow) {
  return {
    _id: row.id,
    provider: row.provider,
    providerTransactionId: row.providerTransactionId,
    amount: row.amount,
    content: row.content,
    account: row.account,
    orderId: row.orderId,
    status: row.status,
    reason: row.reason,
    receivedAt: row.receivedAt.toISOString(),
  };
}
