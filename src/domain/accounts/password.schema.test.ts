import { describe, expect, it } from 'vitest';
import { changePasswordSchema, newPasswordSchema, PASSWORD_RULE_MESSAGE } from './password.schema.ts';

describe('new password rule (spec 002 §5)', () => {
  it('accepts a password with upper, lower, digit and a listed special character', () => {
    expect(newPasswordSchema.safeParse('Abcdef1@').success).toBe(true);
    expect(newPasswordSchema.safeParse('Xy9#xxxx').success).toBe(true);
  });

  it.each(['abcdef1@', 'ABCDEF1@', 'Abcdefg@', 'Abcdefg1', 'Abcdef1^'])(
    'refuses %s with the spec message',
    (p) => {
      const r = newPasswordSchema.safeParse(p);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
    },
  );

  it('refuses fewer than 8 characters', () => {
    expect(newPasswordSchema.safeParse('Ab1@xyz').error?.issues[0]?.message).toBe(
      'Mật khẩu phải có ít nhất 8 ký tự',
    );
  });

  it('requires the confirmation to match', () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'Abcdef1@',
      confirmPassword: 'Abcdef1!',
    });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Mật khẩu xác nhận không khớp',
    });
  });
});
