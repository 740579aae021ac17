import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { recordClaim } from './payment-claims.ts';
import { type BankTransfer, receiveBankTransfer, receiveMomo, receiveVnpay } from './payment-notices.ts';
import { assignPayment, listReceived } from './payment-reconciliation.ts';
import type { ReceivedRow } from './payments.repository.ts';
import { createPaymentsContext } from './payments-context.ts';

/**
 * Payments: the visitor's claim after 'Đã thanh toán' (recorded, never trusted), and what the server receives
 * from the bank and the providers, which alone (with an admin) makes an order paid (spec README, decision 013).
 * Each use case is written in its own file beside this; those that also write the order's tables run in one unit
 * of work handed to the orders service (decision 026).
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: () => Date;
  orders: OrdersService;
  config: PaymentConfig;
}) {
  const area = createPaymentsContext(deps);
  return {
    recordClaim: (orderId: string, claim: { transactionId: string; amount?: number | undefined }) =>
      recordClaim(area, orderId, claim),
    receiveBankTransfer: (transfer: BankTransfer, payload: unknown) =>
      receiveBankTransfer(area, transfer, payload),
    receiveMomo: (body: Record<string, unknown>) => receiveMomo(area, body),
    receiveVnpay: (params: Record<string, string>) => receiveVnpay(area, params),
    listReceived: (filter: { status?: ReceivedRow['status'] | undefined; page: number; limit: number }) =>
      listReceived(area, filter),
    assign: (id: string, orderCode: string, reason: string, actor: { id: string; fullName: string }) =>
      assignPayment(area, id, orderCode, reason, actor),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
