import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ACCOUNT_MESSAGES, ROLE_MESSAGES } from '#domain/accounts/account.schema.ts';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { EditAccountForm } from '../../features/accounts/account-form.tsx';
import {
  type AccountView,
  accountKeys,
  assignRoles,
  updateAccount,
  useAccount,
  useRoles,
} from '../../features/accounts/accounts.api.ts';
import { ApiError } from '../../lib/api-client.ts';

/** spec 002 §2 "/admin/accounts/edit/{id}", with the account's roles (issue 15: custom roles from the catalogue). */
export default function AccountsEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useAccount(id);
  return (
    <div className="max-w-2xl space-y-6">
      <QueryView
        query={query}
        loadingLabel="Đang tải tài khoản..."
        errorMessage={(e) =>
          e instanceof ApiError && e.status === 404
            ? ACCOUNT_MESSAGES.notFound
            : 'Có lỗi khi tải dữ liệu tài khoản'
        }
      >
        {(account) => (
          <>
            <section className="rounded-xl bg-white p-6 shadow-sm">
              <EditAccountForm
                account={account}
                onCancel={() => navigate('/admin/accounts/list')}
                onSubmit={async (changes) => {
                  const r = await updateAccount(account._id, changes);
                  notify.success(r.message ?? ACCOUNT_MESSAGES.updated);
                  await queryClient.invalidateQueries({ queryKey: accountKeys.all });
                  await navigate('/admin/accounts/list');
                }}
              />
            </section>
            <RolesOfAccount account={account} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function RolesOfAccount({ account }: { account: AccountView }) {
  const queryClient = useQueryClient();
  const roles = useRoles();
  const [chosen, setChosen] = useState<string[]>(account.roles.map((r) => r._id));
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(account.roles.map((r) => r._id)), [account]);
  const save = async () => {
    setBusy(true);
    try {
      const r = await assignRoles(account._id, chosen);
      notify.success(r.message ?? ROLE_MESSAGES.assigned);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    } catch (e) {
      notify.error((e instanceof ApiError && e.serverMessage) || 'Có lỗi khi cập nhật');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="account-roles-title">
      <h2 id="account-roles-title" className="text-base font-semibold text-slate-900">
        Vai trò của tài khoản
      </h2>
      <QueryView
        query={roles}
        loadingLabel="Đang tải vai trò..."
        errorMessage="Không thể tải danh sách vai trò"
      >
        {(list) => (
          <fieldset className="mt-3 space-y-2">
            <legend className="sr-only">Chọn vai trò</legend>
            {list.map((role) => (
              <label key={role._id} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.includes(role._id)}
                  onChange={(e) =>
                    setChosen((c) => (e.target.checked ? [...c, role._id] : c.filter((x) => x !== role._id)))
                  }
                />
                <span>
                  <span className="font-medium">{role.name}</span>
                  {role.description && (
                    <span className="block text-xs text-slate-600">{role.description}</span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </QueryView>
      <div className="mt-4 flex justify-end">
        <button type="button" className={buttonClass()} disabled={busy} onClick={save}>
          Lưu vai trò
        </button>
      </div>
    </section>
  );
}
