import { createHmac, timingSafeEqual } from 'node:crypto';

// The providers' signature schemes, on node:crypto's HMAC: only which fields are signed, in which order, is ours.

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Bank-transfer webhook (SePay/Casso style): HMAC-SHA256 over "{timestamp}.{raw body}", hex. */
export function bankWebhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifyBankWebhook(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  return sameHex(bankWebhookSignature(secret, timestamp, rawBody), signature.replace(/^sha256=/i, ''));
}

// MoMo IPN v2: the fields signed, in MoMo's documented (alphabetical) order, with accessKey first.
export const MOMO_IPN_FIELDS = [
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

/** MoMo: HMAC-SHA256 (hex) over "accessKey=…&amount=…&…" with the fields sorted by name. */
export function momoSignature(secretKey: string, accessKey: string, fields: Record<string, unknown>): string {
  const raw = [`accessKey=${accessKey}`, ...MOMO_IPN_FIELDS.map((k) => `${k}=${fields[k] ?? ''}`)].join('&');
  return createHmac('sha256', secretKey).update(raw).digest('hex');
}

export function verifyMomo(
  secretKey: string,
  accessKey: string,
  fields: Record<string, unknown>,
  signature: string,
) {
  return sameHex(momoSignature(secretKey, accessKey, fields), signature);
}

/**
 * VNPAY: HMAC-SHA512 (hex) over the vnp_ parameters sorted by name, without vnp_SecureHash and
 * vnp_SecureHashType, each value URL-encoded with spaces as '+' (as VNPAY's own samples build it).
 */
export function vnpaySignature(hashSecret: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType')
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k] ?? '').replace(/%20/g, '+')}`)
    .join('&');
  return createHmac('sha512', hashSecret).update(data, 'utf8').digest('hex');
}

export function verifyVnpay(hashSecret: string, params: Record<string, string>): boolean {
  return sameHex(vnpaySignature(hashSecret, params), params.vnp_SecureHash ?? '');
}
