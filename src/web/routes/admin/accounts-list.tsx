import { Pencil } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { accountsResource } from '#domain/accounts/accounts.resource.ts';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListScreen } from '../../components/admin/resource/list-screen.tsx';
import { pagedQuery } from '../../components/admin/resource/resource-actions.ts';
import { RowButton } from '../../components/admin/resource/row-actions.tsx';
import { notify } from '../../components/admin/toast.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { accountColumns } from '../../features/accounts/account-columns.tsx';
import { EditAccountForm } from '../../features/accounts/account-form.tsx';
import { type AccountView, deleteAccount, useAccounts } from '../../features/accounts/accounts.api.ts';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { ApiError } from '../../lib/api-client.ts';

/** One page of accounts, 20 a page (spec 002 §7), searched by name or e-mail on the server. */
const useAccountRows = (list: ListState<{ search: string }>) =>
  pagedQuery(useAccounts(list.filters.search, list.page), list.page);

const columns = accountColumns();

/** One account at a time, with the server's own words (the last-admin guard answers in them, spec 002 §8). */
async function trashAccount([account]: AccountView[]) {
  if (!account) return;
  try {
    notify.success((await deleteAccount(account._id)).message);
  } catch (e) {
    notify.error((e instanceof ApiError && e.serverMessage) || accountsResource.messages.failed.trash);
  }
}

const confirmTrash = ([account]: AccountView[]) => ({
  title: 'Xóa tài khoản',
  message: (
    <p>
      Chuyển tài khoản "{account?.fullName}" vào thùng rác? Các phiên đăng nhập của tài khoản sẽ kết thúc
      ngay.
    </p>
  ),
});

/**
 * spec 002 §2 "/admin/accounts/list": search by name or e-mail, add, trash; admin rows show no edit or delete
 * (an admin is changed from its edit page, linked from the name, and the server guards the last admin).
 */
export default function AccountsList() {
  const me = useAdmin();
  const [editing, setEditing] = useState<AccountView | null>(null);
  const rowActions = useCallback(
    (a: AccountView, trashButton: ReactNode) =>
      a.role === 'admin' || a._id === me._id ? null : (
        <>
          <RowButton label={`Sửa ${a.fullName}`} icon={Pencil} onClick={() => setEditing(a)} />
          {trashButton}
        </>
      ),
    [me._id],
  );

  return (
    <ListScreen
      resource={accountsResource}
      useList={useAccountRows}
      columns={columns}
      rowTestId="account-row"
      addPath="/admin/accounts/add"
      minWidthClass="min-w-[760px]"
      searchClassName="w-80"
      rowActions={rowActions}
      run={trashAccount}
      confirmText={confirmTrash}
    >
      <Modal open={editing !== null} title="Sửa tài khoản" onClose={() => setEditing(null)} size="lg">
        {editing && (
          <EditAccountForm
            key={editing._id}
            account={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
    </ListScreen>
  );
}
