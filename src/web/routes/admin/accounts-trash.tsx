import { accountsResource } from '#domain/accounts/accounts.resource.ts';
import type { ListState } from '../../components/admin/list-state.ts';
import { deletedColumn, TrashScreen } from '../../components/admin/resource/trash-screen.tsx';
import { accountColumns } from '../../features/accounts/account-columns.tsx';
import { type AccountView, useAccountTrash } from '../../features/accounts/accounts.api.ts';

const columns = [...accountColumns(), deletedColumn<AccountView>({ showBy: false })];
const useTrash = (list: ListState<{ search: string }>) => useAccountTrash(list.filters.search);

/**
 * spec 002 §2 account trash: restore, permanent delete, and both in bulk (one call per id, spec 002 §7), with
 * the partial-failure messages of §8.
 */
export default function AccountsTrash() {
  return (
    <TrashScreen
      resource={accountsResource}
      useTrash={useTrash}
      columns={columns}
      rowTestId="account-trash-row"
      minWidthClass="min-w-[860px]"
    />
  );
}
