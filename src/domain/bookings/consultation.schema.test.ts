import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  firstMessagePart,
  NAME_TOO_LONG_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  SERVICE_INVALID_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
} from './consultation.rules.ts';
import { consultationFieldErrors, consultationSchema } from './consultation.schema.ts';

const valid = { fullName: 'Nguyễn Văn An', phone: '0912345678', service: 'Website' };

describe('consultation form (spec 002 §3, §5)', () => {
  it('accepts the smallest valid form and turns empty optional fields into null', () => {
    const parsed = consultationSchema.parse({ ...valid, email: '', gender: '', dateOfBirth: '', note: '  ' });
    expect(parsed).toMatchObject({
      fullName: 'Nguyễn Văn An',
      phone: '0912345678',
      email: null,
      gender: null,
      dateOfBirth: null,
      note: null,
      service: 'Website',
    });
  });

  it.each([
    [{ ...valid, phone: undefined }, 'phone', PHONE_REQUIRED_MESSAGE],
    [{ ...valid, phone: '   ' }, 'phone', PHONE_REQUIRED_MESSAGE],
    [{ ...valid, phone: '12345678' }, 'phone', PHONE_INVALID_MESSAGE],
    [{ ...valid, phone: '091234567890' }, 'phone', PHONE_INVALID_MESSAGE],
    [{ ...valid, phone: '09123abc78' }, 'phone', PHONE_INVALID_MESSAGE],
    [{ ...valid, email: 'not-an-address' }, 'email', EMAIL_INVALID_MESSAGE],
    [{ ...valid, fullName: 'a'.repeat(51) }, 'fullName', NAME_TOO_LONG_MESSAGE],
    [{ ...valid, service: 'Blockchain' }, 'service', SERVICE_INVALID_MESSAGE],
    [{ ...valid, service: '' }, 'service', SERVICE_REQUIRED_MESSAGE],
    [{ ...valid, service: undefined }, 'service', SERVICE_REQUIRED_MESSAGE],
  ])('refuses %o on %s with the spec message', (input, field, message) => {
    expect(consultationFieldErrors(input)?.[field]).toBe(message);
  });

  it('accepts phones of 9 and 11 digits, with the separators people type', () => {
    expect(consultationSchema.parse({ ...valid, phone: '091234567' }).phone).toBe('091234567');
    expect(consultationSchema.parse({ ...valid, phone: '0912 345 678' }).phone).toBe('0912345678');
    expect(consultationSchema.parse({ ...valid, phone: '+84 912-345-678' }).phone).toBe('+84912345678');
  });

  it('accepts a name of exactly 50 characters and no name at all', () => {
    expect(consultationSchema.parse({ ...valid, fullName: 'a'.repeat(50) }).fullName).toHaveLength(50);
    expect(consultationSchema.parse({ phone: valid.phone, service: 'App' }).fullName).toBe('');
  });

  it('accepts the three services and the two genders only', () => {
    for (const service of ['Website', 'App', 'Agency']) {
      expect(consultationSchema.safeParse({ ...valid, service }).success).toBe(true);
    }
    expect(consultationSchema.safeParse({ ...valid, gender: 'Nữ' }).success).toBe(true);
    expect(consultationSchema.safeParse({ ...valid, gender: 'Khác' }).success).toBe(false);
  });

  it('refuses a date of birth that does not exist', () => {
    expect(consultationSchema.safeParse({ ...valid, dateOfBirth: '1990-02-30' }).success).toBe(false);
    expect(consultationSchema.parse({ ...valid, dateOfBirth: '1990-02-28' }).dateOfBirth).toBe('1990-02-28');
  });

  it('lowercases the e-mail', () => {
    expect(consultationSchema.parse({ ...valid, email: 'An@Example.VN' }).email).toBe('an@example.vn');
  });

  it('lets an absent or empty honeypot through and refuses a filled one', () => {
    expect(consultationSchema.safeParse({ ...valid, website: '' }).success).toBe(true);
    expect(consultationSchema.safeParse({ ...valid, website: 'http://spam.example' }).success).toBe(false);
  });
});

describe('server message shown to the visitor (spec 002 §8)', () => {
  it('shows the first part split on commas and line breaks', () => {
    expect(firstMessagePart('Số điện thoại không hợp lệ., Email không hợp lệ.', 'x')).toBe(
      'Số điện thoại không hợp lệ.',
    );
    expect(firstMessagePart('Lỗi một\nLỗi hai', 'x')).toBe('Lỗi một');
    expect(firstMessagePart(undefined, 'mặc định')).toBe('mặc định');
    expect(firstMessagePart(' , ', 'mặc định')).toBe('mặc định');
  });
});
