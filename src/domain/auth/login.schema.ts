import { z } from '../shared/zod.ts';

// spec 000 §5 "Admin login": the form and POST /api/admin/login share these rules and messages.
export const loginSchema = z.strictObject({
  email: z
    .string({ error: 'Email không được để trống' })
    .trim()
    .min(1, 'Email không được để trống')
    .max(254, 'Email không hợp lệ')
    .pipe(z.email('Email không hợp lệ')),
  password: z
    .string({ error: 'Mật khẩu không được để trống' })
    .min(1, 'Mật khẩu không được để trống')
    .min(6, 'Mật khẩu phải có ít nhất 6 ký tự')
    .max(256, 'Mật khẩu không hợp lệ'),
});

export type LoginInput = z.infer<typeof loginSchema>;

const roleSchema = z.enum(['admin', 'staff']);
export type Role = z.infer<typeof roleSchema>;

/** The admin object the login answers and the browser keeps (spec 000 §3 "Admin login"). */
export const adminInfoSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** What this account may do: the shell shows entries and redirects by it; the server decides. */
  permissions: z.array(z.string()).optional(),
});
export type AdminInfo = z.infer<typeof adminInfoSchema>;

// spec 002 §1: role labels
export const ROLE_LABELS: Record<Role, string> = { admin: 'Quản trị viên', staff: 'Nhân viên Content' };

/** POST /api/admin/login's answer: the token the browser sends as a bearer header, and who signed in. */
export const loginResultSchema = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  admin: adminInfoSchema,
  message: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** spec 000 §8 "Login failure" and the login's success, as the server answers them and the login screen shows them. */
export const LOGIN_MESSAGES = {
  // the same answer for an unknown email and a wrong password
  wrongCredentials: 'Email hoặc mật khẩu không chính xác',
  signedIn: 'Đăng nhập thành công! Đang chuyển hướng...',
} as const;
