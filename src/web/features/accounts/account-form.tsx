import type { FieldPath } from 'react-hook-form';
import {
  ACCOUNT_MESSAGES,
  type AccountView,
  accountRoleSchema,
  createAccountSchema,
  fullNameSchema,
} from '#domain/accounts/account.schema.ts';
import { ROLE_LABELS } from '#domain/auth/login.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { SelectField, TextField, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';

const ROLE_OPTIONS = [
  { value: '', label: 'Chọn vai trò' },
  { value: 'staff', label: ROLE_LABELS.staff },
  { value: 'admin', label: ROLE_LABELS.admin },
];

/** The add form (spec 002 §5 "Add account"): the create schema, with the confirmation required here. */
const addFormSchema = createAccountSchema.and(
  z.object({ confirmPassword: z.string({ error: ACCOUNT_MESSAGES.confirmMismatch }) }),
);

function applyServerErrors(
  error: unknown,
  fields: readonly string[],
  setError: (f: never, e: { message: string }) => void,
  fallback: string,
) {
  const errors = error instanceof ApiError ? error.errors : undefined;
  const hit = fields.filter((f) => errors?.[f]);
  if (errors && hit.length > 0) {
    for (const f of hit) setError(f as never, { message: errors[f]! });
    notify.error(
      error instanceof ApiError && error.code === 'EMAIL_EXISTS'
        ? ACCOUNT_MESSAGES.emailExists
        : ACCOUNT_MESSAGES.checkInput,
    );
    return;
  }
  notify.error((error instanceof ApiError && error.serverMessage) || fallback);
}

export function AddAccountForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (input: z.output<typeof createAccountSchema>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(addFormSchema, {
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', role: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(
    async (input) => {
      try {
        await onSubmit(input);
      } catch (error) {
        applyServerErrors(
          error,
          ['fullName', 'email', 'password', 'confirmPassword', 'role'],
          form.setError as never,
          ACCOUNT_MESSAGES.createFailed,
        );
      }
    },
    () => notify.error(ACCOUNT_MESSAGES.checkInput),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Thông tin tài khoản">
      <TextField control={form.control} name="fullName" label="Họ tên" required autoComplete="name" />
      <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="password"
          label="Mật khẩu"
          type="password"
          required
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label="Xác nhận mật khẩu"
          type="password"
          required
          autoComplete="new-password"
        />
      </div>
      <SelectField control={form.control} name="role" label="Vai trò" required options={ROLE_OPTIONS} />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Hủy
        </button>
        <button type="submit" className={buttonClass()} disabled={form.formState.isSubmitting}>
          Tạo tài khoản
        </button>
      </div>
    </form>
  );
}

const editFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: z.string(),
    role: z.string().min(1, ACCOUNT_MESSAGES.roleRequired).pipe(accountRoleSchema),
    status: z.enum(['active', 'inactive']),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.confirmMismatch,
  });
type EditValues = z.output<typeof editFormSchema>;

/**
 * The edit form of the edit page and the edit modal (spec 002 §5 "Edit account"): e-mail read-only; a new
 * password only when typed; nothing changed is refused with 'Không có thay đổi để lưu'.
 */
export function EditAccountForm({
  account,
  onSubmit,
  onCancel,
}: {
  account: AccountView;
  onSubmit: (input: Partial<EditValues>) => Promise<void>;
  onCancel: () => void;
}) {
  const initial = {
    fullName: account.fullName,
    email: account.email,
    role: account.role,
    status: account.status,
    password: '',
    confirmPassword: '',
  };
  const form = useZodForm(editFormSchema, { defaultValues: initial, mode: 'onTouched' });
  const submit = form.handleSubmit(
    async (values) => {
      const changes: Partial<EditValues> = {};
      if (values.fullName !== account.fullName) changes.fullName = values.fullName;
      if (values.role !== account.role) changes.role = values.role;
      if (values.status !== account.status) changes.status = values.status;
      if (values.password) {
        changes.password = values.password;
        changes.confirmPassword = values.confirmPassword;
      }
      if (Object.keys(changes).length === 0) {
        notify.error(ACCOUNT_MESSAGES.noChanges);
        return;
      }
      try {
        await onSubmit(changes);
      } catch (error) {
        applyServerErrors(
          error,
          ['fullName', 'role', 'password', 'confirmPassword'] satisfies FieldPath<EditValues>[],
          form.setError as never,
          ACCOUNT_MESSAGES.updateFailed,
        );
      }
    },
    () => notify.error(ACCOUNT_MESSAGES.checkInput),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sửa tài khoản">
      <TextField control={form.control} name="fullName" label="Họ tên" required />
      <div>
        <label htmlFor="account-email" className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id="account-email"
          value={account.email}
          readOnly
          aria-readonly="true"
          className="mt-1 w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="role"
          label="Vai trò"
          required
          options={ROLE_OPTIONS.slice(1)}
        />
        <SelectField
          control={form.control}
          name="status"
          label="Trạng thái"
          options={[
            { value: 'active', label: 'Đang hoạt động' },
            { value: 'inactive', label: 'Đã khóa' },
          ]}
        />
      </div>
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-700">Đặt mật khẩu mới (không bắt buộc)</legend>
        <TextField
          control={form.control}
          name="password"
          label="Mật khẩu mới"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label="Xác nhận mật khẩu mới"
          type="password"
          autoComplete="new-password"
        />
      </fieldset>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Hủy
        </button>
        <button type="submit" className={buttonClass()} disabled={form.formState.isSubmitting}>
          Lưu thay đổi
        </button>
      </div>
    </form>
  );
}
