import {
  AMOUNT_INVALID_MESSAGE,
  decideTransfer,
  MATCH_REASONS,
  MAX_AMOUNT,
  type MatchDecision,
  orderCodesIn,
} from '#domain/orders/payment-matching.rules.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment.schema.ts';
import { AppError } from '../../errors.ts';
import type { NewReceived } from './payments.repository.ts';
import type { PaymentsContext } from './payments-context.ts';
import { verifyMomo, verifyVnpay } from './provider-signatures.ts';

// What the bank and the payment providers tell the server (decision 013): the only news that makes an order paid
// without an admin. Each notice is kept once, and pays its order in the same unit of work (decision 026).

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

/**
 * Keeps the payment once and pays its order if it matched, in one transaction: a process stopped between the
 * two writes leaves neither, so the provider's retry pays the order (exactly once: the row is unique).
 */
function receive(
  area: PaymentsContext,
  values: Omit<NewReceived, 'status' | 'reason' | 'orderId' | 'receivedAt'>,
  orderId: string | undefined,
  decision: MatchDecision,
  by: { source: 'webhook' | 'ipn'; actorName: string },
): Promise<ReceiveOutcome> {
  const { orders, clock, unitOfWork } = area;
  return unitOfWork(async (tx, payments) => {
    if (decision.matched && orderId) await orders.lock(orderId, tx);
    const row = await payments.insertReceived({
      ...values,
      orderId: decision.matched ? (orderId ?? null) : null,
      status: decision.matched ? 'matched' : 'unmatched',
      reason: decision.matched ? '' : decision.reason,
      receivedAt: clock(),
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
    await payments.markUnmatched(row.id, MATCH_REASONS.alreadyPaid);
    return 'unmatched';
  });
}

/** The bank-transfer webhook: matched on code + amount + receiving account, idempotent on the bank's id. */
export async function receiveBankTransfer(
  area: PaymentsContext,
  transfer: BankTransfer,
  payload: unknown,
): Promise<ReceiveOutcome> {
  if (transfer.transferType !== 'in') return 'ignored';
  const codes = orderCodesIn(transfer.content);
  const order = codes.length === 1 && codes[0] ? await area.orders.findByCode(codes[0]) : undefined;
  const decision = decideTransfer(
    { amount: transfer.transferAmount, account: transfer.accountNumber },
    order,
    codes,
    area.config.accountNumber,
  );
  return receive(
    area,
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
}

/**
 * A MoMo failure notice fails an order still awaiting payment, once: it must be recent (a captured notice
 * replayed later changes nothing) and is kept once per MoMo transaction with the order's change, in one unit of
 * work (decision 026). A stale or repeated notice is answered like any other and changes nothing.
 */
function receiveMomoFailure(
  area: PaymentsContext,
  body: Record<string, unknown>,
  orderId: string | undefined,
): Promise<'ignored'> {
  const { orders, clock, unitOfWork } = area;
  const sentAt = Number(body.responseTime);
  const fresh = Number.isFinite(sentAt) && Math.abs(clock().getTime() - sentAt) <= NOTICE_TOLERANCE_MS;
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
      receivedAt: clock(),
    });
    if (first) await orders.recordFailure(orderId, { source: 'ipn', actorName: 'MoMo', reason }, tx);
    return 'ignored' as const;
  });
}

/** MoMo IPN: signed with HMAC-SHA256; orderId is our order code, amount in đồng. */
export async function receiveMomo(
  area: PaymentsContext,
  body: Record<string, unknown>,
): Promise<ReceiveOutcome> {
  const { momo } = area.config;
  if (!momo.secretKey || !momo.accessKey) {
    throw new AppError('PROVIDER_DISABLED', 404, PAYMENT_MESSAGES.momoDisabled);
  }
  if (!verifyMomo(momo.secretKey, momo.accessKey, body, String(body.signature ?? ''))) {
    throw new AppError('BAD_SIGNATURE', 401, PAYMENT_MESSAGES.badSignature);
  }
  if (momo.partnerCode && body.partnerCode !== momo.partnerCode) {
    throw new AppError('BAD_SIGNATURE', 401, PAYMENT_MESSAGES.badSignature);
  }
  const order = await area.orders.findByCode(String(body.orderId ?? ''));
  const amount = Number(body.amount);
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) {
    throw new AppError('VALIDATION_ERROR', 400, AMOUNT_INVALID_MESSAGE);
  }
  if (Number(body.resultCode) !== 0) return receiveMomoFailure(area, body, order?.id);
  const decision = decideTransfer({ amount, account: null }, order, order ? [order.orderCode] : [], null);
  return receive(
    area,
    {
      provider: 'momo',
      providerTransactionId: String(body.transId ?? ''),
      amount,
      content: String(body.orderId ?? ''),
      account: null,
      payload: body,
    },
    order?.id,
    order ? decision : { matched: false, reason: MATCH_REASONS.noOrder },
    { source: 'ipn', actorName: 'MoMo' },
  );
}

/** VNPAY IPN: HMAC-SHA512; vnp_TxnRef is our order code, vnp_Amount is đồng × 100; answers RspCode. */
export async function receiveVnpay(
  area: PaymentsContext,
  params: Record<string, string>,
): Promise<VnpayAnswer> {
  const { vnpay } = area.config;
  if (!vnpay.hashSecret || !verifyVnpay(vnpay.hashSecret, params)) {
    return { RspCode: '97', Message: 'Invalid signature' };
  }
  if (vnpay.tmnCode && params.vnp_TmnCode !== vnpay.tmnCode)
    return { RspCode: '97', Message: 'Invalid signature' };
  const order = await area.orders.findByCode(params.vnp_TxnRef ?? '');
  if (!order) return { RspCode: '01', Message: 'Order not found' };
  const amount = Number(params.vnp_Amount) / 100;
  if (!Number.isInteger(amount) || order.amount === null || amount !== order.amount) {
    return { RspCode: '04', Message: 'Invalid amount' };
  }
  if (order.paymentStatus === 'paid') return { RspCode: '02', Message: 'Order already confirmed' };
  const success = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
  if (!success) {
    await area.orders.recordFailure(order.id, {
      source: 'ipn',
      actorName: 'VNPAY',
      reason: `VNPAY: mã ${params.vnp_ResponseCode}`,
    });
    return { RspCode: '00', Message: 'Confirm Success' };
  }
  const outcome = await receive(
    area,
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
}
