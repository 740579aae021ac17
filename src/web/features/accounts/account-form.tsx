import { useQueryClient } from '@tanstack/react-query';
import type { FieldPath } from 'react-hook-form';
import {
  ACCOUNT_MESSAGES,
  type AccountView,
  accountEmailSchema,
  type CreateAccountInput,
  fullNameSchema,
  roleIdsSchema,
  type UpdateAccountInput,
} from '#domain/accounts/account.schema.ts';
import { newPasswordSchema } from '#domain/accounts/password.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { PasswordField, SelectField, TextField, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { accountKeys, assignRoles, updateAccount, useRoles } from './accounts.api.ts';
import { RolesField } from './roles-field.tsx';

/**
 * The add form (spec 002 §5 "Add account"): the create schema's fields, any roles given by id (decision 023),
 * the confirmation required here.
 */
const addFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: accountEmailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.confirmMismatch }),
    roles: roleIdsSchema,
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.confirmMismatch,
  });

/** The form's `role` (spec 002 §6: admin or staff) follows the roles: admin exactly with the built-in admin role. */
function useBuiltInRoleOf() {
  const roles = useRoles();
  return (ids: string[]): 'admin' | 'staff' =>
    roles.data?.some((r) => r.key === 'admin' && ids.includes(r._id)) ? 'admin' : 'staff';
}

/** After a save: the lists, the account and the roles screen's counts are read again, wherever they show. */
export function useAccountsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.roles }),
    ]);
}

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
  onSubmit: (input: CreateAccountInput) => Promise<void>;
  onCancel: () => void;
}) {
  const roleOf = useBuiltInRoleOf();
  const form = useZodForm(addFormSchema, {
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', roles: [] },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(
    async (input) => {
      try {
        await onSubmit({ ...input, role: roleOf(input.roles) });
      } catch (error) {
        applyServerErrors(
          error,
          ['fullName', 'email', 'password', 'confirmPassword', 'roles'],
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
        <PasswordField control={form.control} name="password" label="Mật khẩu" required />
        <PasswordField control={form.control} name="confirmPassword" label="Xác nhận mật khẩu" required />
      </div>
      <RolesField control={form.control} name="roles" />
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
    roles: roleIdsSchema,
    status: z.enum(['active', 'inactive']),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.confirmMismatch,
  });
type EditValues = z.output<typeof editFormSchema>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * The one edit form (spec 002 §5 "Edit account"; decision 023), in the list's Sửa modal and on
 * /admin/accounts/edit/{id}: e-mail read-only; every role, built-in and custom; a new password only when typed;
 * nothing changed is refused with 'Không có thay đổi để lưu'. It saves by itself and refreshes every screen that
 * shows accounts or role counts.
 */
export function EditAccountForm({
  account,
  onSaved,
  onCancel,
}: {
  account: AccountView;
  onSaved: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const changed = useAccountsChanged();
  const initial = {
    fullName: account.fullName,
    email: account.email,
    roles: account.roles.map((r) => r._id),
    status: account.status,
    password: '',
    confirmPassword: '',
  };
  const form = useZodForm(editFormSchema, { defaultValues: initial, mode: 'onTouched' });
  const submit = form.handleSubmit(
    async (values) => {
      const changes: UpdateAccountInput = {};
      if (values.fullName !== account.fullName) changes.fullName = values.fullName;
      if (values.status !== account.status) changes.status = values.status;
      if (values.password) {
        changes.password = values.password;
        changes.confirmPassword = values.confirmPassword;
      }
      const roles = sameSet(values.roles, initial.roles) ? null : values.roles;
      if (Object.keys(changes).length === 0 && !roles) {
        notify.error(ACCOUNT_MESSAGES.noChanges);
        return;
      }
      try {
        if (roles) await assignRoles(account._id, roles);
        const r = Object.keys(changes).length > 0 ? await updateAccount(account._id, changes) : null;
        notify.success(r?.message ?? ACCOUNT_MESSAGES.updated);
        await changed();
        await onSaved();
      } catch (error) {
        await changed();
        applyServerErrors(
          error,
          ['fullName', 'roles', 'password', 'confirmPassword'] satisfies FieldPath<EditValues>[],
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
      <RolesField control={form.control} name="roles" />
      <SelectField
        control={form.control}
        name="status"
        label="Trạng thái"
        options={[
          { value: 'active', label: 'Đang hoạt động' },
          { value: 'inactive', label: 'Đã khóa' },
        ]}
      />
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-700">Đặt mật khẩu mới (không bắt buộc)</legend>
        <PasswordField control={form.control} name="password" label="Mật khẩu mới" />
        <PasswordField control={form.control} name="confirmPassword" label="Xác nhận mật khẩu mới" />
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
