import { useNavigate, useParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts';
import { QueryView } from '../../components/admin/states.tsx';
import { EditAccountForm } from '../../features/accounts/account-form.tsx';
import { useAccount } from '../../features/accounts/accounts.api.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * spec 002 §2 "/admin/accounts/edit/{id}": the same form as the list's Sửa modal (decision 023), linked from the
 * account's name in the list (admins, who have no Sửa button, are changed here).
 */
export default function AccountsEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
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
          <section className="rounded-xl bg-white p-6 shadow-sm">
            <EditAccountForm
              key={account._id}
              account={account}
              onCancel={() => navigate('/admin/accounts/list')}
              onSaved={() => navigate('/admin/accounts/list')}
            />
          </section>
        )}
      </QueryView>
    </div>
  );
}
