import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receivedPaymentSchema } from '#domain/orders/order.schema.ts';
import {
  assignPaymentResponse,
  assignPaymentSchema,
  bankTransferSchema,
  bankWebhookResponse,
  momoIpnSchema,
  PAYMENT_MESSAGES,
  paymentIdParamsSchema,
  receivedPaymentsQuerySchema,
  vnpayIpnQuerySchema,
  vnpayIpnResponse,
} from '#domain/payments/payment.schema.ts';
import { failures, noContent, pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import type { PaymentConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';
import { verifyBankWebhook } from './provider-signatures.ts';

/** A webhook older or newer than this is refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Constant-time comparison of two secrets of any length: their SHA-256 digests have the same length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * What the bank and the payment providers tell the server (decision 013), and the payments screen's calls.
 * The callbacks are public routes that authenticate the sender themselves (API key, HMAC, the providers' hashes).
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  opts: { payments: PaymentsService; config: PaymentConfig; clock: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payments, config } = opts;

  // this plugin's JSON keeps its raw text: the webhook's HMAC is over the bytes sent, not a re-serialisation
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, body === '' ? undefined : JSON.parse(String(body)));
    } catch {
      done(new AppError('VALIDATION_ERROR', 400, 'Dữ liệu gửi lên không hợp lệ'), undefined);
    }
  });

  function authenticateBank(request: FastifyRequest) {
    const { bankWebhookApiKey: apiKey, bankWebhookHmacSecret: secret } = config;
    if (!apiKey && !secret)
      throw new AppError('PROVIDER_DISABLED', 404, PAYMENT_MESSAGES.bankWebhookDisabled);
    const timestamp = String(request.headers['x-timestamp'] ?? '');
    const seconds = Number(timestamp);
    if (
      !/^\d{9,11}$/.test(timestamp) ||
      Math.abs(opts.clock().getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS
    ) {
      throw new AppError('STALE_REQUEST', 401, 'Yêu cầu đã hết hạn hoặc thiếu thời điểm gửi');
    }
    const authorization = String(request.headers.authorization ?? '');
    const signature = String(request.headers['x-signature'] ?? '');
    const keyOk =
      apiKey !== undefined &&
      /^apikey\s+/i.test(authorization) &&
      sameSecret(authorization.replace(/^apikey\s+/i, ''), apiKey);
    const hmacOk =
      secret !== undefined &&
      signature !== '' &&
      verifyBankWebhook(secret, timestamp, request.rawBody ?? '', signature);
    if (!keyOk && !hmacOk) throw new AppError('BAD_SIGNATURE', 401, PAYMENT_MESSAGES.badSignature);
  }

  r.post('/api/payments/bank-webhook', {
    config: { policy: 'public' },
    schema: {
      tags: ['payments'],
      summary:
        'Webhook chuyển khoản ngân hàng (kiểu SePay/Casso): Authorization: Apikey … hoặc X-Signature HMAC-SHA256, kèm X-Timestamp',
      body: bankTransferSchema,
      response: { 200: bankWebhookResponse, ...failures(400, 401, 404) },
    },
    preHandler: async (request) => authenticateBank(request),
    handler: async (request) => ({
      success: true as const,
      outcome: await payments.receiveBankTransfer(request.body, request.body),
    }),
  });

  r.post('/api/payments/momo/ipn', {
    config: { policy: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'MoMo IPN: chữ ký HMAC-SHA256; trả 204',
      body: momoIpnSchema,
      response: { 204: noContent, ...failures(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await payments.receiveMomo(request.body);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/payments/vnpay/ipn', {
    config: { policy: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'VNPAY IPN: chữ ký HMAC-SHA512; trả RspCode 00/01/02/04/97',
      querystring: vnpayIpnQuerySchema,
      response: { 200: vnpayIpnResponse },
    },
    handler: async (request) => payments.receiveVnpay(request.query),
  });

  r.get('/api/payments', {
    config: { permission: 'payments.reconcile' },
    schema: {
      tags: ['payments'],
      summary: 'Mọi giao dịch đã nhận, khớp hoặc chưa khớp',
      security: [{ bearer: [] }],
      querystring: receivedPaymentsQuerySchema,
      response: { 200: pagedEnvelope(receivedPaymentSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { items, pagination } = await payments.listReceived(request.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.post('/api/payments/:id/assign', {
    config: { permission: 'payments.reconcile' },
    schema: {
      tags: ['payments'],
      summary: 'Gán một giao dịch chưa khớp cho đơn hàng, kèm lý do; đơn hàng thành đã thanh toán',
      security: [{ bearer: [] }],
      params: paymentIdParamsSchema,
      body: assignPaymentSchema,
      response: { 200: assignPaymentResponse, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await payments.assign(
        request.params.id,
        request.body.orderCode,
        request.body.reason,
        currentAccount(request),
      ),
      message: PAYMENT_MESSAGES.assigned,
    }),
  });
}
