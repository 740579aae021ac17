import QRCode from 'qrcode';
import { type AdminOrder, ORDER_MESSAGES, type PlacedOrder } from '#domain/orders/order.schema.ts';
import type { OrderPaid } from '#domain/orders/order-paid.ts';
import { buildVietQrPayload } from '#domain/payments/vietqr.rules.ts';
import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { notFound } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { ContactsService } from '../contacts/contacts.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

export type ChangeSource = 'admin' | 'webhook' | 'ipn';

export type OrdersDeps = {
  db: Db;
  clock: () => Date;
  companyServices: ServicesService;
  payments: PaymentConfig;
  counters: Pick<WindowCounter, 'add'>;
  abandonDays: number;
  contacts: Pick<ContactsService, 'link'>;
  /**
   * Told, inside the paying transaction, of each order that became paid (decision 051): the composition root
   * wires who listens, so this area knows nobody by name.
   */
  onPaid: OrderPaidListener;
};

/** A listener of paid orders: writes in `tx` commit with the payment; what it tells others waits for the commit. */
export type OrderPaidListener = (tx: Tx, paid: OrderPaid) => Promise<void>;

/**
 * What the orders use cases share: the repository (on the pool, or on another area's unit of work when a call
 * takes part in one: decision 026), the one clock, the bank's details, and the views the screens are sent.
 */
export function createOrdersContext(deps: OrdersDeps) {
  const repo = createOrdersRepository(deps.db);
  return {
    ...deps,
    repo,
    on: (tx: Tx | undefined) => (tx ? createOrdersRepository(tx) : repo),
    toPlaced: (row: OrderRow) => toPlaced(deps.payments, row),
  };
}

export type OrdersContext = ReturnType<typeof createOrdersContext>;

export const missingOrder = () => notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');

/** An order as the payment page shows it (spec 000 §4): the bank's details and the VietQR code to scan. */
async function toPlaced(bank: PaymentConfig, row: OrderRow): Promise<PlacedOrder> {
  const qrPayload = buildVietQrPayload({
    bankBin: bank.bankBin,
    accountNumber: bank.accountNumber,
    ...(row.amount ? { amount: row.amount } : {}),
    transferContent: row.transferContent,
  });
  return {
    _id: row.id,
    orderCode: row.orderCode,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    amount: row.amount,
    fullName: row.fullName,
    paymentMethod: row.paymentMethod,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    payment: {
      bankName: bank.bankName,
      bankBin: bank.bankBin,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
      amount: row.amount,
      transferContent: row.transferContent,
      qrPayload,
      qrImage: await QRCode.toDataURL(qrPayload, { errorCorrectionLevel: 'M', margin: 2, width: 280 }),
    },
  };
}

/** An order as the admin's orders screen shows it (spec 001 §7). */
export function toAdmin(row: OrderRow): AdminOrder {
  return {
    _id: row.id,
    orderCode: row.orderCode,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    serviceType: row.serviceType,
    servicePrice: row.amount,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    paymentMethod: row.paymentMethod,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paidAmount: row.paidAmount,
    transferContent: row.transferContent,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    claimedTransactionId: row.claimedTransactionId,
    abandonedAt: row.abandonedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
