import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ROLE_MESSAGES, type RoleView } from '#domain/accounts/account.schema.ts';
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '#domain/auth/permissions.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { RowButton } from '../../components/admin/resource/row-actions.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import {
  accountKeys,
  createRole,
  deleteRole,
  updateRole,
  useRoles,
} from '../../features/accounts/accounts.api.ts';
import { ApiError } from '../../lib/api-client.ts';

type Editing = { role: RoleView | null } | null;

/** spec 002 §7 Roles, decision 016: the roles, and a custom role made from the permission catalogue. */
export default function Roles() {
  const queryClient = useQueryClient();
  const query = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoleView | null>(null);
  // the account screens show role names too (decision 023)
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.roles }),
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    ]);

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className={buttonClass()} onClick={() => setEditing({ role: null })}>
          <Plus className="size-4" aria-hidden="true" />
          Tạo vai trò
        </button>
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải vai trò..."
        errorMessage="Không thể tải danh sách vai trò"
      >
        {(roles) => (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Danh sách vai trò">
            {roles.map((role) => (
              <li key={role._id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="role-card">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h2 className="font-semibold text-slate-900">{role.name}</h2>
                    <p className="text-xs text-slate-600">
                      {role.builtIn ? 'Vai trò có sẵn' : 'Vai trò tùy chỉnh'} · {role.accountCount} tài khoản
                    </p>
                  </div>
                  {!role.builtIn && (
                    <div className="flex gap-1">
                      <RowButton
                        label={`Sửa ${role.name}`}
                        icon={Pencil}
                        onClick={() => setEditing({ role })}
                      />
                      <RowButton
                        label={`Xóa ${role.name}`}
                        icon={Trash2}
                        tone="danger"
                        onClick={() => setDeleting(role)}
                      />
                    </div>
                  )}
                </div>
                {role.description && <p className="mt-2 text-sm text-slate-700">{role.description}</p>}
                <ul className="mt-2 flex flex-wrap gap-1">
                  {role.permissions.map((p) => (
                    <li key={p} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                      {PERMISSION_LABELS[p as Permission] ?? p}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Modal
        open={editing !== null}
        title={editing?.role ? 'Sửa vai trò' : 'Tạo vai trò'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing && (
          <RoleForm
            role={editing.role}
            onCancel={() => setEditing(null)}
            onSaved={async (message) => {
              notify.success(message);
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Xóa vai trò"
        message={
          // decision 024: a role accounts hold is not deleted; the server refuses and says how many hold it
          deleting && deleting.accountCount > 0 ? (
            <p>{ROLE_MESSAGES.inUse(deleting.accountCount)}</p>
          ) : (
            <p>Xóa vai trò "{deleting?.name}"?</p>
          )
        }
        confirmLabel="Xóa"
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const r = await deleteRole(deleting._id);
            notify.success(r.message);
          } catch (e) {
            notify.error((e instanceof ApiError && e.serverMessage) || 'Không thể xóa vai trò');
          }
          setDeleting(null);
          await refresh();
        }}
      />
    </div>
  );
}

function RoleForm({
  role,
  onCancel,
  onSaved,
}: {
  role: RoleView | null;
  onCancel: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const id = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = ROLE_MESSAGES.nameRequired;
    if (permissions.length === 0) local.permissions = ROLE_MESSAGES.permissionsRequired;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const input = { name, description, permissions: permissions as Permission[] };
      const r = role ? await updateRole(role._id, input) : await createRole(input);
      await onSaved(r.message ?? (role ? ROLE_MESSAGES.updated : ROLE_MESSAGES.created));
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      notify.error((e instanceof ApiError && e.serverMessage) || 'Không thể lưu vai trò');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Thông tin vai trò">
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-700">
          Tên vai trò <span className="text-red-600">*</span>
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="mt-1 text-xs text-red-600">
            {errors.name}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-desc`} className="block text-sm font-medium text-slate-700">
          Mô tả
        </label>
        <input
          id={`${id}-desc`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <fieldset aria-describedby={errors.permissions ? `${id}-perm-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">
          Quyền <span className="text-red-600">*</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PERMISSIONS.map((p) => (
            <label key={p} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-1"
                checked={permissions.includes(p)}
                onChange={(e) =>
                  setPermissions((c) => (e.target.checked ? [...c, p] : c.filter((x) => x !== p)))
                }
              />
              {PERMISSION_LABELS[p]}
            </label>
          ))}
        </div>
        {errors.permissions && (
          <p id={`${id}-perm-error`} className="mt-1 text-xs text-red-600">
            {errors.permissions}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Hủy
        </button>
        <button type="submit" className={buttonClass()} disabled={busy}>
          Lưu vai trò
        </button>
      </div>
    </form>
  );
}
