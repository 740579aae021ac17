import { describe, expect, it } from 'vitest';
import { DETAILS_MESSAGES as M, unreadBadge, validateDetails } from './details.rules.ts';

describe('live chat details form (spec 000 §5)', () => {
  const ok = { name: 'Nguyễn Văn An', phone: '0912345678', email: '' };
  it('accepts a Vietnamese name and a mobile number', () => {
    expect(validateDetails(ok)).toEqual({});
    expect(validateDetails({ ...ok, phone: '', email: 'an@example.com' })).toEqual({});
  });
  it('gives each rule its message', () => {
    expect(validateDetails({ ...ok, name: ' ' }).name).toBe(M.nameRequired);
    expect(validateDetails({ ...ok, name: 'A' }).name).toBe(M.nameShort);
    expect(validateDetails({ ...ok, name: 'An <b>' }).name).toBe(M.nameChars);
    expect(validateDetails({ ...ok, phone: '09123a5678' }).phone).toBe(M.phoneDigits);
    expect(validateDetails({ ...ok, phone: '091234567' }).phone).toBe(M.phoneLength);
    expect(validateDetails({ ...ok, phone: '0112345678' }).phone).toBe(M.phonePrefix);
    expect(validateDetails({ ...ok, phone: '0312345678' }).phone).toBe(M.phonePrefix);
    expect(validateDetails({ ...ok, phone: '0701234567' }).phone).toBeUndefined();
    expect(validateDetails({ ...ok, phone: '0711234567' }).phone).toBe(M.phonePrefix);
    expect(validateDetails({ ...ok, phone: '', email: 'a@b' }).email).toBe(M.email);
    expect(validateDetails({ ...ok, phone: '', email: '' })).toEqual({
      phone: M.phoneOrEmail,
      email: M.phoneOrEmail,
    });
  });
  it('caps the badge at 99+', () => {
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
