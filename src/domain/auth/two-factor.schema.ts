import { z } from '../shared/zod.ts';
import { adminInfoSchema, loginResultSchema } from './login.schema.ts';

/** Two-factor sign-in (decision 016): messages, the second step's body and the answers. */
export const TWO_FACTOR_MESSAGES = {
  // decision 024: past the per-account budget of codes, from a place the account never signed in from
  locked:
    'Xác thực hai lớp của tài khoản đang tạm khóa vì có quá nhiều mã sai. Vui lòng thử lại sau 15 phút.',
  codeRequired: 'Vui lòng nhập mã xác thực',
  codeInvalid: 'Mã xác thực không chính xác hoặc đã được sử dụng',
  ticketInvalid: 'Phiên xác thực đã hết hạn. Vui lòng đăng nhập lại.',
  required: 'Vui lòng nhập mã xác thực từ ứng dụng xác thực',
  setupRequired: 'Tài khoản quản trị phải bật xác thực hai lớp. Vui lòng quét mã QR để thiết lập.',
  notSetUp: 'Vui lòng thiết lập xác thực hai lớp trước',
  alreadyEnabled: 'Xác thực hai lớp đã được bật',
  enabled: 'Đã bật xác thực hai lớp. Hãy lưu lại các mã khôi phục.',
  disabled: 'Đã tắt xác thực hai lớp',
  requiredForAdmins: 'Quản trị viên không thể tắt xác thực hai lớp',
  passwordWrong: 'Mật khẩu hiện tại không chính xác',
} as const;

const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(20, TWO_FACTOR_MESSAGES.codeInvalid);

/** POST /api/admin/login/2fa: the ticket from the password step and a TOTP or recovery code. */
export const twoFactorLoginSchema = z.strictObject({
  ticket: z
    .string({ error: TWO_FACTOR_MESSAGES.ticketInvalid })
    .min(1, TWO_FACTOR_MESSAGES.ticketInvalid)
    .max(2000),
  code,
});
export const twoFactorTicketSchema = z.strictObject({
  ticket: z
    .string({ error: TWO_FACTOR_MESSAGES.ticketInvalid })
    .min(1, TWO_FACTOR_MESSAGES.ticketInvalid)
    .max(2000),
});
export const twoFactorCodeSchema = z.strictObject({ code });
export const twoFactorDisableSchema = z.strictObject({
  password: z
    .string({ error: 'Vui lòng nhập mật khẩu hiện tại' })
    .min(1, 'Vui lòng nhập mật khẩu hiện tại')
    .max(256),
});

/** The password step's answer when a second step follows (no token yet). */
export const twoFactorPendingSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  twoFactorSetupRequired: z.boolean(),
  ticket: z.string(),
  message: z.string(),
});
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorPendingSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The second step's answer: the login shape, plus the recovery codes when this step turned two-factor on. */
export const twoFactorLoginResultSchema = loginResultSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});

export const twoFactorSetupSchema = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
});
export const recoveryCodesResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
  message: z.string(),
});

/** The signed-in account as /api/admin/me answers it: who, and what they may do (the shell mirrors it). */
export const meSchema = adminInfoSchema.extend({
  permissions: z.array(z.string()),
  roles: z.array(z.object({ _id: z.string(), name: z.string() })),
  twoFactorEnabled: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /admin/me: the signed-in account, its permissions and roles. */
export const meResponse = z.object({ success: z.literal(true), data: meSchema });
