// VietQR (NAPAS) is an EMVCo merchant-presented QR payload: a string of ID-length-value fields ending with a
// CRC-16/CCITT-FALSE over everything before it, including the CRC field's own "6304". Pure code, so the payment
// page draws exactly what the tests check, and the server can read back what it issued.

/** NAPAS's application id in field 38 (subfield 00). */
export const NAPAS_GUID = 'A000000727';
/** Field 38 subfield 02: transfer to an account ("QR IBFT to account"). */
export const NAPAS_SERVICE_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the đồng (field 53). */
export const CURRENCY_VND = '704';
/** The transfer content (field 62, subfield 08) is limited by the banks' transfer forms. */
export const TRANSFER_CONTENT_MAX = 25;

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, not reflected, no final xor; four uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMVCo field: two-digit id, two-digit length, value. Values are ASCII, so length counts characters. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo field id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`EMVCo field ${id} must be printable ASCII`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export type VietQrInput = {
  /** The receiving bank's 6-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng; absent for a static QR where the payer types the amount. */
  amount?: number;
  /** What the payer's bank writes as the transfer content (field 62.08). */
  transferContent?: string;
};

/** The VietQR payload for a transfer to an account; dynamic (point of initiation 12) when it carries an amount. */
export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new Error('Bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber))
    throw new Error('Account number must be 1-19 letters or digits');
  const hasAmount = input.amount !== undefined;
  if (hasAmount && (!Number.isInteger(input.amount) || (input.amount as number) <= 0)) {
    throw new Error('Amount must be a positive whole number of đồng');
  }
  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.accountNumber);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', NAPAS_SERVICE_ACCOUNT);
  let payload =
    tlv('00', '01') + tlv('01', hasAmount ? '12' : '11') + tlv('38', merchant) + tlv('53', CURRENCY_VND);
  if (hasAmount) payload += tlv('54', String(input.amount));
  payload += tlv('58', 'VN');
  if (input.transferContent) payload += tlv('62', tlv('08', input.transferContent));
  payload += '6304';
  return payload + crc16CcittFalse(payload);
}

/** The top-level fields of an EMVCo payload, in order; throws on a malformed string. */
export function parseTlv(text: string): Array<{ id: string; value: string }> {
  const fields: Array<{ id: string; value: string }> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new Error(`Malformed EMVCo field at ${at}`);
    }
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

export type ParsedVietQr = {
  /** Flattened fields: "54", "38.01.00", "62.08"… */
  fields: Record<string, string>;
  crcValid: boolean;
};

const NESTED = new Set(['38', '62', '38.01']);

/** Reads a VietQR payload back: every field flattened by path, and whether its CRC matches. */
export function parseVietQrPayload(payload: string): ParsedVietQr {
  const fields: Record<string, string> = {};
  const walk = (text: string, prefix: string) => {
    for (const { id, value } of parseTlv(text)) {
      const key = prefix ? `${prefix}.${id}` : id;
      if (NESTED.has(key)) walk(value, key);
      else fields[key] = value;
    }
  };
  walk(payload, '');
  const crcValid =
    payload.length > 8 &&
    payload.slice(-8, -4) === '6304' &&
    crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
  return { fields, crcValid };
}

/** Uppercase A-Z and 0-9 only: Vietnamese letters lose their marks, đ becomes D, everything else is dropped. */
export function toTransferAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * spec 000 §9: the transfer content is the company's fixed prefix and the last 4 digits of the phone; the order
 * code sits between them so that a received transfer can be matched to its order. Uppercase ASCII,
 * at most 25 characters: the prefix is cut first, never the code.
 */
export function transferContentFor(prefix: string, orderCode: string, phone: string): string {
  const code = toTransferAscii(orderCode);
  const digits = phone.replace(/\D/g, '').slice(-4);
  const room = Math.max(0, TRANSFER_CONTENT_MAX - code.length - digits.length);
  return `${toTransferAscii(prefix).slice(0, room)}${code}${digits}`.slice(0, TRANSFER_CONTENT_MAX);
}
