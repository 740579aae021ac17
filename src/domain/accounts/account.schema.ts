import { PERMISSIONS } from '../auth/permissions.ts';
import { dataEnvelope } from '../shared/envelope.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { isUuid } from '../shared/uuid.rules.ts';
import { z } from '../shared/zod.ts';
import { newPasswordSchema } from './password.schema.ts';

/** spec 002 §5, §8: the account form's and the accounts API's rules and messages. */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Vui lòng nhập họ tên',
  nameLength: 'Họ tên phải có từ 3 đến 50 ký tự',
  nameLetters: 'Họ tên chỉ được chứa chữ cái và khoảng trắng',
  emailInvalid: 'Vui lòng nhập email hợp lệ (ví dụ: ten@congty.vn)',
  emailReadOnly: 'Không thể thay đổi email của tài khoản',
  confirmMismatch: 'Mật khẩu xác nhận không khớp',
  roleRequired: 'Vui lòng chọn vai trò',
  roleInvalid: 'Vai trò không hợp lệ',
  emailExists: 'Email này đã được sử dụng',
  checkInput: 'Vui lòng kiểm tra lại thông tin nhập',
  notFound: 'Không tìm thấy tài khoản',
  noChanges: 'Không có thay đổi để lưu',
  lastAdmin: 'Không thể xóa, hạ quyền hoặc khóa quản trị viên cuối cùng',
  selfDelete: 'Bạn không thể xóa tài khoản của chính mình',
  selfLock: 'Bạn không thể khóa tài khoản của chính mình',
  notInTrash: 'Tài khoản không có trong thùng rác',
  created: 'Tạo tài khoản thành công',
  updated: 'Cập nhật tài khoản thành công',
  deleted: 'Đã chuyển tài khoản vào thùng rác',
  restored: 'Khôi phục tài khoản thành công',
  deletedPermanently: 'Đã xóa vĩnh viễn tài khoản',
  trashEmpty: 'Không có tài khoản nào trong thùng rác',
  irreversible: 'Hành động này không thể hoàn tác!',
  loadFailed: 'Không thể tải danh sách tài khoản',
  createFailed: 'Có lỗi khi tạo tài khoản',
  updateFailed: 'Có lỗi khi cập nhật',
  bulkRestoreFailed: (n: number) => `Không thể khôi phục ${n} tài khoản`,
  bulkDeletePermanentlyFailed: (n: number, total: number) =>
    `Không thể xóa vĩnh viễn ${n}/${total} tài khoản`,
} as const;

// letters of any language (Vietnamese with its diacritics) and single spaces
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+( [\p{L}\p{M}]+)*$/u;

export const fullNameSchema = z
  .string({ error: ACCOUNT_MESSAGES.nameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameRequired)
  .min(3, ACCOUNT_MESSAGES.nameLength)
  .max(50, ACCOUNT_MESSAGES.nameLength)
  .regex(LETTERS_AND_SPACES, ACCOUNT_MESSAGES.nameLetters);

export const accountEmailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailInvalid })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailInvalid)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
  .transform((e) => e.toLowerCase());

/** The two assignable roles of the account form (spec 002 §6); custom roles are given on the roles screen. */
export const accountRoleSchema = z.enum(['admin', 'staff'], { error: ACCOUNT_MESSAGES.roleInvalid });

const roleField = z
  .string({ error: ACCOUNT_MESSAGES.roleRequired })
  .min(1, ACCOUNT_MESSAGES.roleRequired)
  .pipe(accountRoleSchema);

/** The roles an account holds, by id (the account forms' checkboxes, decision 023): at least one. */
export const roleIdsSchema = z
  .array(z.string().refine(isUuid, ACCOUNT_MESSAGES.roleInvalid), { error: ACCOUNT_MESSAGES.roleRequired })
  .min(1, ACCOUNT_MESSAGES.roleRequired)
  .max(20, ACCOUNT_MESSAGES.roleInvalid)
  .transform((list) => [...new Set(list)]);

/** POST /api/admin/staffs (spec 002 §7: fullName, email, password, role, isDeleted). */
export const createAccountSchema = z
  .object({
    fullName: fullNameSchema,
    email: accountEmailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().optional(),
    role: roleField,
    /** The roles to hold (built-in and custom, by id); without it, the built-in role `role` names. */
    roles: roleIdsSchema.optional(),
    isDeleted: z.literal(false).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.confirmMismatch,
  });
export type CreateAccountInput = z.input<typeof createAccountSchema>;

/**
 * PUT /api/admin/staffs/{id} (spec 002 §7: fullName, role, status, or isDeleted false to restore). An admin may
 * also set a new password. The e-mail is read-only: sent unchanged it is ignored, changed it is refused.
 */
export const updateAccountSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    email: z.string().optional(),
    role: roleField.optional(),
    status: z.enum(['active', 'inactive'], { error: 'Trạng thái không hợp lệ' }).optional(),
    isDeleted: z.literal(false, { error: 'Giá trị không hợp lệ' }).optional(),
    password: newPasswordSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.confirmMismatch,
  });
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;

export const accountListQuerySchema = z.object({
  search: z.string().max(100, 'Từ khóa tìm kiếm quá dài').optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema({ invalid: 'Giới hạn không hợp lệ', max: 100 }).default(20),
});

export const roleRefSchema = z.object({ _id: z.string(), key: z.string().nullable(), name: z.string() });

/** One account as the API answers it (spec 002 §3 Account, plus its roles and sign-in state). */
export const accountSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: accountRoleSchema,
  roles: z.array(roleRefSchema),
  status: z.enum(['active', 'inactive']),
  twoFactorEnabled: z.boolean(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof accountSchema>;

// ---- roles (spec 002 §7 Roles; fields not shown there, so ours) ----

export const ROLE_MESSAGES = {
  nameRequired: 'Vui lòng nhập tên vai trò',
  nameTooLong: 'Tên vai trò không được vượt quá 50 ký tự',
  nameExists: 'Tên vai trò đã tồn tại',
  permissionInvalid: 'Quyền không hợp lệ',
  permissionsRequired: 'Vui lòng chọn ít nhất một quyền',
  builtIn: 'Không thể sửa hoặc xóa vai trò có sẵn',
  beyondOwnRights: 'Bạn không thể cấp, thay đổi hoặc gỡ những quyền mà chính bạn không có',
  // decision 024: a role held by an account the actor may not manage (an admin) is out of the actor's reach
  heldBeyondOwnRights:
    'Vai trò này đang được giao cho tài khoản có những quyền mà bạn không có, nên bạn không thể sửa hoặc xóa vai trò này',
  inUse: (n: number) =>
    `Không thể xóa vai trò đang được giao cho ${n} tài khoản. Hãy đổi vai trò của các tài khoản đó trước.`,
  noRole: 'Chưa có vai trò: tài khoản này không có quyền nào',
  noRoleHelp: 'Hãy nhờ quản trị viên giao vai trò để mở các màn hình quản trị.',
  notFound: 'Không tìm thấy vai trò',
  rolesRequired: 'Vui lòng chọn vai trò',
  created: 'Tạo vai trò thành công',
  updated: 'Cập nhật vai trò thành công',
  deleted: 'Xóa vai trò thành công',
  assigned: 'Cập nhật vai trò của tài khoản thành công',
} as const;

export const roleInputSchema = z.strictObject({
  name: z
    .string({ error: ROLE_MESSAGES.nameRequired })
    .trim()
    .min(1, ROLE_MESSAGES.nameRequired)
    .max(50, ROLE_MESSAGES.nameTooLong),
  description: z.string().trim().max(200, 'Mô tả không được vượt quá 200 ký tự').optional().default(''),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: ROLE_MESSAGES.permissionInvalid }), {
      error: ROLE_MESSAGES.permissionsRequired,
    })
    .min(1, ROLE_MESSAGES.permissionsRequired)
    .transform((list) => [...new Set(list)]),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleSchema = z.object({
  _id: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  builtIn: z.boolean(),
  accountCount: z.number().int(),
});
export type RoleView = z.infer<typeof roleSchema>;

export const assignRolesSchema = z.strictObject({
  roles: z
    .array(z.string().refine(isUuid, ROLE_MESSAGES.notFound), { error: ROLE_MESSAGES.rolesRequired })
    .min(1, ROLE_MESSAGES.rolesRequired)
    .max(20, ROLE_MESSAGES.rolesRequired)
    .transform((list) => [...new Set(list)]),
});

export const accountIdParamsSchema = idParamsSchema(ACCOUNT_MESSAGES.notFound);
export const roleIdParamsSchema = idParamsSchema(ROLE_MESSAGES.notFound);

/** DELETE /admin/accounts/{id}: to the trash, or `permanent=true` for good. */
export const accountDeleteQuerySchema = z.object({
  permanent: z.enum(['true', 'false'], { error: 'Giá trị không hợp lệ' }).optional(),
});

export const rolesResponse = dataEnvelope(z.array(roleSchema));
export const permissionCatalogueResponse = dataEnvelope(
  z.array(z.object({ key: z.string(), label: z.string() })),
);
