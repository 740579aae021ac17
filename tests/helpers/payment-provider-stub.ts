import { createHmac } from 'node:crypto';

// Local stand-ins for the bank's webhook sender (SePay/Casso style), MoMo and VNPAY: they sign their calls as the
// providers document and send them over real HTTP to a listening app, as the providers would.

export const STUB_SECRETS = {
  bankApiKey: 'stub-bank-api-key-0123456789',
  bankHmacSecret: 'stub-bank-hmac-secret-0123456789',
  momo: { partnerCode: 'MOMOSTUB', accessKey: 'stub-access-key', secretKey: 'stub-momo-secret-0123456789' },
  vnpay: { tmnCode: 'VNPSTUB1', hashSecret: 'stub-vnpay-secret-0123456789' },
} as const;

export type StubTransfer = {
  id: number | string;
  accountNumber: string;
  content: string;
  transferAmount: number;
  transferType?: 'in' | 'out';
  gateway?: string;
};

// A bank numbers its transactions once, for good: ids never repeat across the processes of one test run (a
// Playwright worker started again after a failure, Vitest's files), so each starts from its own clock reading.
let sequence = Date.now() * 1000;
export const nextProviderId = () => ++sequence;

export function createStubBank(baseUrl: string, now: () => Date = () => new Date()) {
  return {
    /** Sends a body exactly as given (fields left out stay out), signed with HMAC-SHA256 as SePay would. */
    async sendRaw(body: string): Promise<Response> {
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const signature = createHmac('sha256', STUB_SECRETS.bankHmacSecret)
        .update(`${timestamp}.${body}`)
        .digest('hex');
      return fetch(`${baseUrl}/api/payments/bank-webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': `sha256=${signature}`,
        },
        body,
      });
    },
    /** Sends a transfer signed with HMAC-SHA256 over "{timestamp}.{body}" (or an API key), as SePay would. */
    async send(
      transfer: StubTransfer,
      how: { auth?: 'hmac' | 'apikey'; secret?: string; timestamp?: number } = {},
    ): Promise<Response> {
      const body = JSON.stringify({
        gateway: 'Vietcombank',
        transactionDate: now().toISOString(),
        transferType: 'in',
        ...transfer,
      });
      const timestamp = String(how.timestamp ?? Math.floor(now().getTime() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
      };
      if ((how.auth ?? 'hmac') === 'hmac') {
        headers['x-signature'] = `sha256=${createHmac('sha256', how.secret ?? STUB_SECRETS.bankHmacSecret)
          .update(`${timestamp}.${body}`)
          .digest('hex')}`;
      } else {
        headers.authorization = `Apikey ${how.secret ?? STUB_SECRETS.bankApiKey}`;
      }
      return fetch(`${baseUrl}/api/payments/bank-webhook`, { method: 'POST', headers, body });
    },
  };
}

const MOMO_FIELDS = [
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

export function createStubMomo(baseUrl: string) {
  return {
    async ipn(
      fields: {
        orderId: string;
        amount: number;
        transId: number;
        resultCode?: number;
        responseTime?: number;
      },
      secret: string = STUB_SECRETS.momo.secretKey,
    ) {
      const body: Record<string, string | number> = {
        partnerCode: STUB_SECRETS.momo.partnerCode,
        orderId: fields.orderId,
        requestId: `${fields.orderId}-${fields.transId}`,
        amount: fields.amount,
        orderInfo: `Thanh toan ${fields.orderId}`,
        orderType: 'momo_wallet',
        transId: fields.transId,
        resultCode: fields.resultCode ?? 0,
        message: fields.resultCode ? 'Giao dịch thất bại.' : 'Thành công.',
        payType: 'qr',
        responseTime: fields.responseTime ?? Date.now(),
        extraData: '',
      };
      const raw = [
        `accessKey=${STUB_SECRETS.momo.accessKey}`,
        ...MOMO_FIELDS.map((k) => `${k}=${body[k]}`),
      ].join('&');
      body.signature = createHmac('sha256', secret).update(raw).digest('hex');
      return fetch(`${baseUrl}/api/payments/momo/ipn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  };
}

export function createStubVnpay(baseUrl: string) {
  return {
    async ipn(
      fields: { txnRef: string; amountVnd: number; transactionNo: number; responseCode?: string },
      secret: string = STUB_SECRETS.vnpay.hashSecret,
    ) {
      const params: Record<string, string> = {
        vnp_Amount: String(fields.amountVnd * 100),
        vnp_BankCode: 'NCB',
        vnp_CardType: 'ATM',
        vnp_OrderInfo: `Thanh toan don hang ${fields.txnRef}`,
        vnp_PayDate: '20261123120000',
        vnp_ResponseCode: fields.responseCode ?? '00',
        vnp_TmnCode: STUB_SECRETS.vnpay.tmnCode,
        vnp_TransactionNo: String(fields.transactionNo),
        vnp_TransactionStatus: fields.responseCode ?? '00',
        vnp_TxnRef: fields.txnRef,
      };
      const data = Object.keys(params)
        .sort()
        .map((k) => `${k}=${encodeURIComponent(params[k] ?? '').replace(/%20/g, '+')}`)
        .join('&');
      const hash = createHmac('sha512', secret).update(data).digest('hex');
      const query = new URLSearchParams({
        ...params,
        vnp_SecureHashType: 'HmacSHA512',
        vnp_SecureHash: hash,
      });
      return fetch(`${baseUrl}/api/payments/vnpay/ipn?${query}`);
    },
  };
}
