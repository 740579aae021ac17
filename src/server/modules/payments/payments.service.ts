import { randomInt } from 'node:crypto';
import {
  AMOUNT_INVALID_MESSAGE,
  decideTransfer,
  MAX_AMOUNT,
  orderCodesIn,
  transactionIdFor,
} from '#domain/orders/payment-matching.rules.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createPaymentsRepository, type ReceivedRow } from './payments.repository.ts';
import { verifyMomo, verifyVnpay } from './provider-signatures.ts';

export type BankTransfer = {
  id: string;
  accountNumber: string | null;
  content: string;
  transferType: 'in' | 'out';
  transferAmount: number;
  gateway?: string | undefined;
};

export type ReceiveOutcome = 'confirmed' | 'unmatched' | 'duplicate' | 'ignored';

export type VnpayAnswer = { RspCode: '00' | '01' | '02' | '04' | '97' | '99'; Message: string };

/** A provider's notice sent longer ago than this (or in the future) is refused: a replay cannot act later. */
export const NOTICE_TOLERANCE_MS = 5 * 60_000;

function toReceivedView(row: ReceivedRow) {
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

/**
 * Payments: the visitor's claim after 'Đã thanh toán' (recorded, never trusted), and what the server receives
 * from the bank and the providers, which alone (with an admin) makes an order paid (spec README, decision 013).
 * Each use case that also writes the order's tables runs in one unit of work handed to the orders service
 * (decision 026): a received payment and its order's change commit together or not at all.
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: () => Date;
  orders: OrdersService;
  config: PaymentConfig;
}) {
  const repo = createPaymentsRepository(deps.db);
  const { orders, config } = deps;
  const unitOfWork = <T>(work: (tx: Tx, payments: typeof repo) => Promise<T>) =>
    deps.db.transaction((tx) => work(tx, createPaymentsRepository(tx)));

  /**
   * Keeps the payment once and pays its order if it matched, in one transaction: a process stopped between the
   * two writes leaves neither, so the provider's retry pays the order (exactly once: the row is unique).
   */
  function receive(
    values: Omit<Parameters<typeof repo.insertReceived>[0], 'status' | 'reason' | 'orderId'>,
    orderId: string | undefined,
    decision: { matched: true } | { matched: false; reason: string },
    by: { source: 'webhook' | 'ipn'; actorName: string },
  ): Promise<ReceiveOutcome> {
    return unitOfWork(async (tx, payments) => {
      if (decision.matched && orderId) await orders.lock(orderId, tx);
      const row = await payments.insertReceived({
        ...values,
        orderId: decision.matched ? (orderId ?? null) : null,
        status: decision.matched ? 'matched' : 'unmatched',
        reason: decision.matched ? '' : decision.reason,
        receivedAt: deps.clock(),
      });
      if (!row) return 'duplicate';
      if (!decision.matched || !orderId) return 'unmatched';
      const result = await orders.confirmPayment(
        orderId,
        values.amount,
        { ...by, reason: `${by.actorName}: giao dịch ${values.providerTransactionId}` },
        tx,
      );
      if (result === 'confirmed') return 'confirmed';
      await payments.markUnmatched(row.id, 'Đơn hàng đã được thanh toán trước đó');
      return 'unmatched';
    });
  }

  /**
   * A MoMo failure notice fails an order still awaiting payment, once: it must be recent (a captured notice
   * replayed later changes nothing) and is kept once per MoMo transaction with the order's change, in one unit of
   * work (decision 026). A stale or repeated notice is answered like any other and changes nothing.
   */
  function receiveMomoFailure(
    body: Record<string, unknown>,
    orderId: string | undefined,
  ): Promise<'ignored'> {
    const sentAt = Number(body.responseTime);
    const fresh = Number.isFinite(sentAt) && Math.abs(deps.clock().getTime() - sentAt) <= NOTICE_TOLERANCE_MS;
    const transactionId = String(body.transId ?? body.requestId ?? '');
    if (!fresh || transactionId === '' || !orderId) return Promise.resolve('ignored');
    const reason = `MoMo: ${String(body.message ?? 'thanh toán thất bại')}`;
    return unitOfWork(async (tx, payments) => {
      await orders.lock(orderId, tx);
      const first = await payments.insertFailureOnce({
        provider: 'momo',
        providerTransactionId: transactionId,
        orderId,
        reason,
        payload: body,
        receivedAt: deps.clock(),
      });
      if (first) await orders.recordFailure(orderId, { source: 'ipn', actorName: 'MoMo', reason }, tx);
      return 'ignored' as const;
    });
  }

  return {
    /**
     * POST /orders/{id}/process-payment: what the visitor says they paid, kept beside a transaction id of our
     * own (spec 000 §9). The order's payment state does not change.
     */
    async recordClaim(orderId: string, claim: { transactionId: string; amount?: number | undefined }) {
      const order = await orders.get(orderId);
      for (let attempt = 0; ; attempt++) {
        try {
          const at = deps.clock();
          // the claim's row and the order's claim with its history entry commit together (decision 026)
          const row = await unitOfWork(async (tx, payments) => {
            await orders.lock(order.id, tx);
            const inserted = await payments.insertClaim({
              orderId: order.id,
              transactionId: transactionIdFor(order.paymentMethod, at, randomInt(1000)),
              amount: order.amount ?? 0,
              method: order.paymentMethod,
              status: 'pending',
              claimedTransactionId: claim.transactionId || null,
              claimedAmount: claim.amount ?? null,
              createdAt: at,
              updatedAt: at,
            });
            await orders.recordClaim(
              order.id,
              { at, transactionId: claim.transactionId || null, customer: order.fullName },
              tx,
            );
            return inserted;
          });
          return {
            orderId: order.id,
            orderCode: order.orderCode,
            transactionId: row.transactionId,
            paymentStatus: order.paymentStatus,
          };
        } catch (error) {
          if (attempt < 5 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** The bank-transfer webhook: matched on code + amount + receiving account, idempotent on the bank's id. */
    async receiveBankTransfer(transfer: BankTransfer, payload: unknown): Promise<ReceiveOutcome> {
      if (transfer.transferType !== 'in') return 'ignored';
      const codes = orderCodesIn(transfer.content);
      const order = codes.length === 1 && codes[0] ? await orders.findByCode(codes[0]) : undefined;
      const decision = decideTransfer(
        { amount: transfer.transferAmount, account: transfer.accountNumber },
        order,
        codes,
        config.accountNumber,
      );
      return receive(
        {
          provider: 'bank',
          providerTransactionId: transfer.id,
          amount: transfer.transferAmount,
          content: transfer.content,
          account: transfer.accountNumber,
          payload: payload as object,
        },
        order?.id,
        decision,
        {
          source: 'webhook',
          actorName: transfer.gateway ? `Ngân hàng ${transfer.gateway}` : 'Ngân hàng (webhook)',
        },
      );
    },

    /** MoMo IPN: signed with HMAC-SHA256; orderId is our order code, amount in đồng. */
    async receiveMomo(body: Record<string, unknown>): Promise<ReceiveOutcome> {
      const { momo } = config;
      if (!momo.secretKey || !momo.accessKey) {
        throw new AppError('PROVIDER_DISABLED', 404, 'Cổng thanh toán MoMo chưa được cấu hình');
      }
      if (!verifyMomo(momo.secretKey, momo.accessKey, body, String(body.signature ?? ''))) {
        throw new AppError('BAD_SIGNATURE', 401, 'Chữ ký không hợp lệ');
      }
      if (momo.partnerCode && body.partnerCode !== momo.partnerCode) {
        throw new AppError('BAD_SIGNATURE', 401, 'Chữ ký không hợp lệ');
      }
      const order = await orders.findByCode(String(body.orderId ?? ''));
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) {
        throw new AppError('VALIDATION_ERROR', 400, AMOUNT_INVALID_MESSAGE);
      }
      if (Number(body.resultCode) !== 0) return receiveMomoFailure(body, order?.id);
      const decision = decideTransfer({ amount, account: null }, order, order ? [order.orderCode] : [], null);
      return receive(
        {
          provider: 'momo',
          providerTransactionId: String(body.transId ?? ''),
          amount,
          content: String(body.orderId ?? ''),
          account: null,
          payload: body,
        },
        order?.id,
        order ? decision : { matched: false, reason: 'Không có đơn hàng với mã này' },
        { source: 'ipn', actorName: 'MoMo' },
      );
    },

    /** VNPAY IPN: HMAC-SHA512; vnp_TxnRef is our order code, vnp_Amount is đồng × 100; answers RspCode. */
    async receiveVnpay(params: Record<string, string>): Promise<VnpayAnswer> {
      const { vnpay } = config;
      if (!vnpay.hashSecret || !verifyVnpay(vnpay.hashSecret, params)) {
        return { RspCode: '97', Message: 'Invalid signature' };
      }
      if (vnpay.tmnCode && params.vnp_TmnCode !== vnpay.tmnCode)
        return { RspCode: '97', Message: 'Invalid signature' };
      const order = await orders.findByCode(params.vnp_TxnRef ?? '');
      if (!order) return { RspCode: '01', Message: 'Order not found' };
      const raw = Number(params.vnp_Amount);
      const amount = raw / 100;
      if (!Number.isInteger(amount) || order.amount === null || amount !== order.amount) {
        return { RspCode: '04', Message: 'Invalid amount' };
      }
      if (order.paymentStatus === 'paid') return { RspCode: '02', Message: 'Order already confirmed' };
      const success = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
      if (!success) {
        await orders.recordFailure(order.id, {
          source: 'ipn',
          actorName: 'VNPAY',
          reason: `VNPAY: mã ${params.vnp_ResponseCode}`,
        });
        return { RspCode: '00', Message: 'Confirm Success' };
      }
      const outcome = await receive(
        {
          provider: 'vnpay',
          providerTransactionId: params.vnp_TransactionNo ?? '',
          amount,
          content: order.orderCode,
          account: null,
          payload: params,
        },
        order.id,
        decideTransfer({ amount, account: null }, order, [order.orderCode], null),
        { source: 'ipn', actorName: 'VNPAY' },
      );
      return outcome === 'confirmed'
        ? { RspCode: '00', Message: 'Confirm Success' }
        : { RspCode: '02', Message: 'Order already confirmed' };
    },

    /** GET /payments: every received payment, matched or not, newest first. */
    async listReceived(filter: { status?: ReceivedRow['status'] | undefined; page: number; limit: number }) {
      const { rows, total } = await repo.listReceived(filter);
      return { items: rows.map(toReceivedView), pagination: paginationOf(filter.page, filter.limit, total) };
    },

    /** An admin gives an unmatched payment to an order, with a reason; the order becomes paid if it was not. */
    async assign(id: string, orderCode: string, reason: string, actor: { id: string; fullName: string }) {
      const received = isUuid(id) ? await repo.findReceived(id) : undefined;
      if (!received) throw notFound('Không tìm thấy giao dịch', 'PAYMENT_NOT_FOUND');
      const order = await orders.findByCode(orderCode.trim().toUpperCase());
      if (!order) throw notFound('Không tìm thấy đơn hàng', 'ORDER_NOT_FOUND');
      // the assignment and the order's payment commit together (decision 026)
      const row = await unitOfWork(async (tx, payments) => {
        await orders.lock(order.id, tx);
        const assigned = await payments.assign(received.id, order.id, reason, actor.id);
        if (!assigned)
          throw new AppError('PAYMENT_ALREADY_SETTLED', 409, 'Giao dịch này đã được gán cho một đơn hàng');
        await orders.confirmPayment(
          order.id,
          received.amount,
          {
            source: 'admin',
            actorId: actor.id,
            actorName: actor.fullName,
            reason: `Gán giao dịch ${received.providerTransactionId}: ${reason}`,
          },
          tx,
        );
        return assigned;
      });
      return toReceivedView(row);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
