import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildVietQrPayload,
  crc16CcittFalse,
  parseVietQrPayload,
  TRANSFER_CONTENT_MAX,
  transferContentFor,
} from './vietqr.rules.ts';

type Sample = { source: string; payload: string; fields: Record<string, string> };
// published payloads with their CRC (copied from ../shared/test-data/vietqr-samples.json)
const samples: Sample[] = JSON.parse(
  readFileSync(new URL('./vietqr-samples.json', import.meta.url), 'utf8'),
).samples;

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of the standard test vector', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it.each(samples)('matches the CRC of the published payload ($source)', ({ payload, fields }) => {
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(fields['63']);
  });
});

describe('VietQR payload (NAPAS, EMVCo merchant-presented)', () => {
  it.each(samples)('rebuilds the published payload byte for byte ($source)', ({ payload, fields }) => {
    const built = buildVietQrPayload({
      bankBin: fields['38.01.00'] as string,
      accountNumber: fields['38.01.01'] as string,
      amount: Number(fields['54']),
      transferContent: fields['62.08'] as string,
    });
    expect(built).toBe(payload);
  });

  it.each(samples)('reads every field of the published payload back ($source)', ({ payload, fields }) => {
    const parsed = parseVietQrPayload(payload);
    expect(parsed.crcValid).toBe(true);
    for (const [key, value] of Object.entries(fields)) expect(parsed.fields[key]).toBe(value);
  });

  it('refuses a payload whose CRC or content was altered', () => {
    const payload = samples[0]?.payload as string;
    expect(parseVietQrPayload(payload.replace('120000', '120001')).crcValid).toBe(false);
    expect(parseVietQrPayload(`${payload.slice(0, -4)}0000`).crcValid).toBe(false);
  });

  it('builds a dynamic QR with the order amount, VND, VN and the transfer content', () => {
    const payload = buildVietQrPayload({
      bankBin: '970436',
      accountNumber: '0071000123456',
      amount: 2_500_000,
      transferContent: 'SVNDH7K3M9QX5678',
    });
    const { fields, crcValid } = parseVietQrPayload(payload);
    expect(crcValid).toBe(true);
    expect(fields).toMatchObject({
      '00': '01',
      '01': '12',
      '38.00': 'A000000727',
      '38.01.00': '970436',
      '38.01.01': '0071000123456',
      '38.02': 'QRIBFTTA',
      '53': '704',
      '54': '2500000',
      '58': 'VN',
      '62.08': 'SVNDH7K3M9QX5678',
    });
  });

  it('builds a static QR (11, no amount) when no amount is given', () => {
    const { fields, crcValid } = parseVietQrPayload(
      buildVietQrPayload({ bankBin: '970436', accountNumber: '123' }),
    );
    expect(crcValid).toBe(true);
    expect(fields['01']).toBe('11');
    expect(fields['54']).toBeUndefined();
  });

  it('refuses amounts that are not whole positive đồng and a malformed BIN', () => {
    expect(() => buildVietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 0 })).toThrow();
    expect(() => buildVietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 10.5 })).toThrow();
    expect(() => buildVietQrPayload({ bankBin: '97043', accountNumber: '1', amount: 10 })).toThrow();
    expect(() =>
      buildVietQrPayload({ bankBin: '970436', accountNumber: '1', transferContent: 'Ủng hộ' }),
    ).toThrow();
  });

  it('round-trips any amount and content: parsed fields equal the input and the CRC checks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.stringMatching(/^[A-Z0-9]{1,25}$/),
        fc.stringMatching(/^[0-9]{6,19}$/),
        (amount, content, account) => {
          const { fields, crcValid } = parseVietQrPayload(
            buildVietQrPayload({
              bankBin: '970415',
              accountNumber: account,
              amount,
              transferContent: content,
            }),
          );
          return (
            crcValid &&
            fields['54'] === String(amount) &&
            fields['62.08'] === content &&
            fields['38.01.01'] === account
          );
        },
      ),
    );
  });
});

describe('transfer content (spec 000 §9 + the order code)', () => {
  it('is the prefix, the order code and the last 4 phone digits, uppercase ASCII', () => {
    expect(transferContentFor('svn', 'dh7k3m9q', '0912345678')).toBe('SVNDH7K3M9Q5678');
    expect(transferContentFor('Phần mềm', 'DH1', '0912 345 678')).toBe('PHANMEMDH15678');
  });

  it('never exceeds 25 characters and keeps the code and the digits whole, cutting the prefix', () => {
    const content = transferContentFor('CONGTYPHANMEMRATDAI', 'DH7K3M9Q', '0912345678');
    expect(content.length).toBeLessThanOrEqual(TRANSFER_CONTENT_MAX);
    expect(content.endsWith('DH7K3M9Q5678')).toBe(true);
    fc.assert(
      fc.property(
        fc.string(),
        fc.stringMatching(/^[A-Z0-9]{4,10}$/),
        fc.stringMatching(/^0\d{9}$/),
        (p, code, phone) => {
          const c = transferContentFor(p, code, phone);
          return (
            c.length <= TRANSFER_CONTENT_MAX &&
            /^[A-Z0-9]*$/.test(c) &&
            c.includes(code) &&
            c.endsWith(phone.slice(-4))
          );
        },
      ),
    );
  });
});
