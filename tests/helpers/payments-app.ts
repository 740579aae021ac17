import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/server/config.ts';
import { anotherClientAddress } from './client-address.ts';
import { STUB_SECRETS } from './payment-provider-stub.ts';
import { createTestApp, login, type TestApp } from './test-app.ts';

/** The receiving account the payments tests configure (the bank stub transfers to it). */
export const PAYMENT_ACCOUNT = '0071000999888';

export type PaymentsTestApp = {
  t: TestApp;
  /** the app listening on a real port, for the provider stand-ins that call it over HTTP */
  baseUrl: string;
  admin: Record<string, string>;
  /** a priced service of the demo content, and its price */
  serviceId: string;
  price: number;
};

/**
 * The app with every payment provider enabled (bank webhook, MoMo, VNPAY) on the stand-ins' secrets, listening on
 * a free port, with an admin's header and a priced service to order.
 */
export async function startPaymentsApp(
  overrides: Partial<AppConfig> = {},
  clock?: () => Date,
): Promise<PaymentsTestApp> {
  const t = await createTestApp(
    {
      payments: {
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: PAYMENT_ACCOUNT,
        accountName: 'CONG TY TEST',
        transferPrefix: 'SVS',
        bankWebhookApiKey: STUB_SECRETS.bankApiKey,
        bankWebhookHmacSecret: STUB_SECRETS.bankHmacSecret,
        momo: { ...STUB_SECRETS.momo },
        vnpay: { ...STUB_SECRETS.vnpay },
      },
      ...overrides,
    },
    clock,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
  const priced = (await t.app.inject({ url: '/api/services?type=web' }))
    .json()
    .data.find((s: { price: number | null }) => s.price !== null);
  return { t, baseUrl, admin, serviceId: priced._id, price: priced.price };
}

export type PlacedOrder = { _id: string; orderCode: string; payment: { transferContent: string } };

/**
 * An order placed on /payment for `serviceId` by a visitor (from an address of its own, so the per-client order
 * limit of one test never meets another's), awaiting payment.
 */
export async function placeOrder(
  t: TestApp,
  serviceId: string,
  visitor: { fullName: string; phone?: string; email?: string; paymentMethod?: string },
): Promise<PlacedOrder> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: anotherClientAddress(),
    payload: {
      serviceId,
      phone: '0987654321',
      email: 'khach@example.com',
      paymentMethod: 'MOMO',
      ...visitor,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as PlacedOrder;
}
