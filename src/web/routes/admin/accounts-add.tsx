import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { AddAccountForm, useAccountsChanged } from '../../features/accounts/account-form.tsx';
import { createAccount } from '../../features/accounts/accounts.api.ts';

/** spec 002 §2 "/admin/accounts/add": any role, built-in or custom, is given here (decision 023). */
export default function AccountsAdd() {
  const navigate = useNavigate();
  const changed = useAccountsChanged();
  return (
    <div className="max-w-2xl rounded-xl bg-white p-6 shadow-sm">
      <AddAccountForm
        onCancel={() => navigate('/admin/accounts/list')}
        onSubmit={async (input) => {
          const r = await createAccount(input);
          notify.success(r.message ?? ACCOUNT_MESSAGES.created);
          await changed();
          await navigate('/admin/accounts/list');
        }}
      />
    </div>
  );
}
