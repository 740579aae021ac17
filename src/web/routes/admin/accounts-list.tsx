import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { DataTable, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { actionsColumn, RowButton } from '../../components/admin/resource/row-actions.tsx';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { accountColumns } from '../../features/accounts/account-columns.tsx';
import { EditAccountForm } from '../../features/accounts/account-form.tsx';
import {
  type AccountView,
  accountKeys,
  deleteAccount,
  useAccounts,
} from '../../features/accounts/accounts.api.ts';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * spec 002 §2 "/admin/accounts/list": search by name or e-mail, add, trash; admin rows show no edit or delete
 * (an admin is changed from its edit page, linked from the name, and the server guards the last admin).
 */
export default function AccountsList() {
  const queryClient = useQueryClient();
  const me = useAdmin();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AccountView | null>(null);
  const [deleting, setDeleting] = useState<AccountView | null>(null);
  const query = useAccounts(search, page);

  const remove = useMutation({
    mutationFn: (a: AccountView) => deleteAccount(a._id),
    onSuccess: (r) => notify.success(r.message),
    onError: (e) => notify.error((e instanceof ApiError && e.serverMessage) || 'Không thể xóa tài khoản'),
    onSettled: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  const columns = useMemo(
    () => [
      rowNumberColumn<AccountView>((page - 1) * 20),
      ...accountColumns(),
      actionsColumn<AccountView>((a) =>
        a.role === 'admin' || a._id === me._id ? null : (
          <>
            <RowButton label={`Sửa ${a.fullName}`} icon={Pencil} onClick={() => setEditing(a)} />
            <RowButton
              label={`Xóa ${a.fullName}`}
              icon={Trash2}
              tone="danger"
              onClick={() => setDeleting(a)}
            />
          </>
        ),
      ),
    ],
    [page, me._id],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label="Tìm theo họ tên hoặc email"
          placeholder="Tìm theo họ tên hoặc email..."
          delayMs={300}
          onSearch={(term) => {
            setSearch(term);
            setPage(1);
          }}
          className="w-80"
        />
        <div className="flex gap-2">
          <Link to="/admin/accounts/trash" className={buttonClass('secondary')}>
            <Trash2 className="size-4" aria-hidden="true" />
            Thùng rác
          </Link>
          <Link to="/admin/accounts/add" className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm tài khoản
          </Link>
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải danh sách tài khoản..."
        errorMessage={ACCOUNT_MESSAGES.loadFailed}
      >
        {(result) => (
          <>
            <DataTable
              data={result.data}
              columns={columns}
              getRowId={(a) => a._id}
              label="Danh sách tài khoản"
              emptyText="Không có tài khoản nào"
              rowTestId="account-row"
              minWidthClass="min-w-[760px]"
            />
            <Pagination page={page} pages={result.pagination.pages} onPage={setPage} />
          </>
        )}
      </QueryView>

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
      <ConfirmDialog
        open={deleting !== null}
        title="Xóa tài khoản"
        message={
          <p>
            Chuyển tài khoản "{deleting?.fullName}" vào thùng rác? Các phiên đăng nhập của tài khoản sẽ kết
            thúc ngay.
          </p>
        }
        confirmLabel="Xóa"
        tone="danger"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
