import { z } from '../shared/zod.ts';

// spec 002 §5 "Add account": at least 8 characters, with an upper-case letter, a lower-case letter, a digit and a
// special character from @$!%*?&#.
export const PASSWORD_RULE_MESSAGE =
  'Mật khẩu phải chứa ít nhất 1 chữ hoa, 1 chữ thường, 1 số và 1 ký tự đặc biệt (@$!%*?&#)';

export const newPasswordSchema = z
  .string({ error: 'Vui lòng nhập mật khẩu' })
  .min(1, 'Vui lòng nhập mật khẩu')
  .min(8, 'Mật khẩu phải có ít nhất 8 ký tự')
  .max(128, 'Mật khẩu không được vượt quá 128 ký tự')
  .regex(/[A-Z]/, PASSWORD_RULE_MESSAGE)
  .regex(/[a-z]/, PASSWORD_RULE_MESSAGE)
  .regex(/\d/, PASSWORD_RULE_MESSAGE)
  .regex(/[@$!%*?&#]/, PASSWORD_RULE_MESSAGE);

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Vui lòng nhập mật khẩu hiện tại' })
      .min(1, 'Vui lòng nhập mật khẩu hiện tại'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Mật khẩu xác nhận không khớp' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Mật khẩu xác nhận không khớp',
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A changed password ends the other sessions: the answer carries the new token. */
export const passwordChangedResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
