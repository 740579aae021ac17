import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts';
import { BulkActionBar, trashBulkActions } from '../../components/admin/bulk-action-bar.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { type AdminColumn, DataTable, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { useRowSelection } from '../../components/admin/row-selection.ts';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { accountActionsColumn, accountColumns } from '../../features/accounts/account-columns.tsx';
import {
  type AccountView,
  accountKeys,
  deleteAccount,
  restoreAccount,
  useAccountTrash,
} from '../../features/accounts/accounts.api.ts';
import { RowButton } from '../../features/services/service-columns.tsx';
import { formatDateTime } from '../../lib/format.ts';

type Pending = { kind: 'restore' | 'permanent'; items: AccountView[] } | null;

const deletedColumn: AdminColumn<AccountView> = {
  id: 'deletedAt',
  header: 'Ngày xóa',
  cell: ({ row }) => (row.original.deletedAt ? formatDateTime(row.original.deletedAt) : ''),
};

/**
 * spec 002 §2 account trash: restore, permanent delete, and both in bulk (one call per id, spec 002 §7), with
 * the partial-failure messages of §8.
 */
export default function AccountsTrash() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const selection = useRowSelection();
  const [pending, setPending] = useState<Pending>(null);
  const query = useAccountTrash(search);
  const chosen = selection.chosen(query.data ?? [], (a) => a._id);

  const act = useMutation({
    mutationFn: async ({ kind, items }: NonNullable<Pending>) => {
      const results = await Promise.allSettled(
        items.map((a) => (kind === 'restore' ? restoreAccount(a._id) : deleteAccount(a._id, true))),
      );
      return { failed: results.filter((r) => r.status === 'rejected').length, total: items.length };
    },
    onSuccess: ({ failed, total }, { kind }) => {
      if (failed === 0)
        notify.success(kind === 'restore' ? ACCOUNT_MESSAGES.restored : ACCOUNT_MESSAGES.deletedPermanently);
      else if (kind === 'restore') notify.error(ACCOUNT_MESSAGES.bulkRestoreFailed(failed));
      else notify.error(ACCOUNT_MESSAGES.bulkDeletePermanentlyFailed(failed, total));
    },
    onSettled: async () => {
      setPending(null);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  const columns = useMemo(
    () => [
      rowNumberColumn<AccountView>(),
      ...accountColumns(),
      deletedColumn,
      accountActionsColumn((a) => (
        <>
          <RowButton
            label={`Khôi phục ${a.fullName}`}
            icon={RotateCcw}
            tone="success"
            onClick={() => setPending({ kind: 'restore', items: [a] })}
          />
          <RowButton
            label={`Xóa vĩnh viễn ${a.fullName}`}
            icon={Trash2}
            tone="danger"
            onClick={() => setPending({ kind: 'permanent', items: [a] })}
          />
        </>
      )),
    ],
    [],
  );
  const name =
    pending?.items.length === 1
      ? `tài khoản "${pending.items[0]?.fullName}"`
      : `${pending?.items.length ?? 0} tài khoản đã chọn`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/accounts/list" className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Quay lại
          </Link>
          <SearchInput
            label="Tìm theo họ tên hoặc email"
            placeholder="Tìm theo họ tên hoặc email..."
            delayMs={300}
            onSearch={setSearch}
            className="w-72"
          />
        </div>
        <BulkActionBar
          count={chosen.length}
          actions={trashBulkActions({
            onRestore: () => setPending({ kind: 'restore', items: chosen }),
            onDeletePermanently: () => setPending({ kind: 'permanent', items: chosen }),
          })}
        />
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải thùng rác..."
        errorMessage={ACCOUNT_MESSAGES.loadFailed}
      >
        {(items) => (
          <DataTable
            data={items}
            columns={columns}
            getRowId={(a) => a._id}
            label="Thùng rác tài khoản"
            emptyText={ACCOUNT_MESSAGES.trashEmpty}
            rowTestId="account-trash-row"
            selection={{ ...selection, rowLabel: (a) => `Chọn ${a.fullName}` }}
            minWidthClass="min-w-[860px]"
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={pending?.kind === 'restore'}
        title="Khôi phục tài khoản"
        message={<p>Khôi phục {name}?</p>}
        confirmLabel="Khôi phục"
        tone="success"
        busy={act.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && act.mutate(pending)}
      />
      <ConfirmDialog
        open={pending?.kind === 'permanent'}
        title="Xóa vĩnh viễn"
        message={
          <>
            <p>Xóa vĩnh viễn {name}?</p>
            <p className="mt-2 font-medium text-red-700">{ACCOUNT_MESSAGES.irreversible}</p>
          </>
        }
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        busy={act.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && act.mutate(pending)}
      />
    </div>
  );
}
