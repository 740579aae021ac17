import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactIdentity,
  displayPhone,
  isSamePerson,
  normaliseEmail,
  normaliseVietnamesePhone,
} from './contact-identity.rules.ts';

describe('normaliseVietnamesePhone (decision 043)', () => {
  it.each([
    ['0912345678', '+84912345678'],
    ['0912 345 678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    ['0912-345-678', '+84912345678'],
    ['  0912345678  ', '+84912345678'],
    ['+84912345678', '+84912345678'],
    ['+84 912 345 678', '+84912345678'],
    ['+84-91-234-5678', '+84912345678'],
    ['+84 (0) 912 345 678', '+84912345678'],
    ['(+84) 912345678', '+84912345678'],
    ['84912345678', '+84912345678'],
    ['840912345678', '+84912345678'],
    ['0084912345678', '+84912345678'],
    ['0912\u00a0345\u00a0678', '+84912345678'],
    ['0327 654 321', '+84327654321'],
    ['0563.123.456', '+84563123456'],
    ['070 123 4567', '+84701234567'],
    ['0888 000 111', '+84888000111'],
    ['024 3825 1234', '+842438251234'],
    ['028.3822.1234', '+842838221234'],
    ['+84 28 3822 1234', '+842838221234'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseVietnamesePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '912345678', // no prefix: could be a typo
    '091234567', // too short
    '09123456789', // too long for a mobile
    '0112345678', // no 01x mobiles since 2018
    '0412345678',
    '0612345678',
    '+1 415 555 0100', // not Vietnamese
    '+44 20 7946 0958',
    '+8491234567a',
    '0912 345 67x',
    'không có',
    '++84912345678',
  ])('refuses %j', (input) => {
    expect(normaliseVietnamesePhone(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(normaliseVietnamesePhone(null)).toBeNull();
    expect(normaliseVietnamesePhone(undefined)).toBeNull();
  });

  it('gives every written form of a mobile number the same canonical form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('3', '5', '7', '8', '9'),
        fc.stringMatching(/^\d{8}$/),
        fc.constantFrom('0', '+84', '84', '0084', '+84 (0) '),
        fc.constantFrom('', ' ', '.', '-'),
        (first, rest, prefix, sep) => {
          const national = `${first}${rest}`;
          const written = `${prefix}${national.slice(0, 2)}${sep}${national.slice(2, 5)}${sep}${national.slice(5)}`;
          expect(normaliseVietnamesePhone(written)).toBe(`+84${national}`);
        },
      ),
    );
  });

  it('is idempotent: a canonical number stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normaliseVietnamesePhone(s);
        if (once) expect(normaliseVietnamesePhone(once)).toBe(once);
      }),
    );
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['An.Nguyen@Example.VN', 'an.nguyen@example.vn'],
    ['  an@example.com ', 'an@example.com'],
    ['AN+booking@gmail.com', 'an+booking@gmail.com'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it.each(['', 'an', 'an@', 'an@example', 'an nguyen@example.com', `${'a'.repeat(250)}@x.vn`])(
    'refuses %j',
    (input) => {
      expect(normaliseEmail(input)).toBeNull();
    },
  );
});

describe('contactIdentity and isSamePerson', () => {
  it('names nobody without a usable phone or e-mail', () => {
    expect(contactIdentity({ phone: '123', email: 'no' })).toBeNull();
    expect(contactIdentity({})).toBeNull();
  });

  it('keeps the usable key when the other is unusable', () => {
    expect(contactIdentity({ phone: '+1 415 555 0100', email: 'A@B.vn' })).toEqual({
      phone: null,
      email: 'a@b.vn',
    });
  });

  it('one person: the same phone written two ways, whatever the e-mails', () => {
    const a = contactIdentity({ phone: '0912 345 678', email: 'a@x.vn' });
    const b = contactIdentity({ phone: '+84912345678', email: 'b@x.vn' });
    expect(a && b && isSamePerson(a, b)).toBe(true);
  });

  it('one person: the same e-mail in two cases, one row without a phone', () => {
    const a = contactIdentity({ email: 'An@X.vn' });
    const b = contactIdentity({ phone: '0912345678', email: ' an@x.vn' });
    expect(a && b && isSamePerson(a, b)).toBe(true);
  });

  it('two people: nothing shared, and two missing keys are not a match', () => {
    const a = contactIdentity({ phone: '0912345678' });
    const b = contactIdentity({ email: 'an@x.vn' });
    expect(a && b && isSamePerson(a, b)).toBe(false);
  });
});

describe('displayPhone', () => {
  it('writes the national form in groups', () => {
    expect(displayPhone('+84912345678')).toBe('0912 345 678');
    expect(displayPhone('+842438251234')).toBe('024 3825 1234');
  });
});
