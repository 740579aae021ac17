import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BulkActionBar, trashBulkActions } from '../../components/admin/bulk-action-bar.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { type AdminColumn, DataTable, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { useRowSelection } from '../../components/admin/row-selection.ts';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { RowButton, serviceActionsColumn, serviceColumns } from '../../features/services/service-columns.tsx';
import {
  type AdminService,
  runServiceAction,
  SERVICE_ACTION_TEXT,
  serviceKeys,
  useServiceTrash,
} from '../../features/services/services.api.ts';
import { formatDateTime } from '../../lib/format.ts';

type Pending = { kind: 'restore' | 'permanent'; items: AdminService[] } | null;

const deletedColumn: AdminColumn<AdminService> = {
  id: 'deletedAt',
  header: 'Ngày xóa',
  meta: { className: 'text-slate-600' },
  cell: ({ row }) => (
    <>
      <div>{formatDateTime(row.original.deletedAt)}</div>
      {row.original.deletedBy && <div className="text-xs text-slate-500">bởi {row.original.deletedBy}</div>}
    </>
  ),
};

/** spec 001 §2 "/admin/services/trash", with the stored deletion date and who deleted. */
export default function ServicesTrash() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const selection = useRowSelection();
  const [pending, setPending] = useState<Pending>(null);
  const query = useServiceTrash(search);
  const chosen = selection.chosen(query.data ?? [], (s) => s._id);

  const act = useMutation({
    mutationFn: async ({ kind, items }: NonNullable<Pending>) => {
      for (const item of items) await runServiceAction(kind, item._id);
    },
    onSuccess: (_d, { kind }) => notify.success(SERVICE_ACTION_TEXT[kind].success),
    onError: (_e, { kind }) => notify.error(SERVICE_ACTION_TEXT[kind].failure),
    onSettled: async () => {
      setPending(null);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });

  const columns = useMemo(
    () => [
      rowNumberColumn<AdminService>(),
      ...serviceColumns<AdminService>(),
      deletedColumn,
      serviceActionsColumn<AdminService>((s) => (
        <>
          <RowButton
            label={`Khôi phục ${s.title}`}
            icon={RotateCcw}
            tone="success"
            onClick={() => setPending({ kind: 'restore', items: [s] })}
          />
          <RowButton
            label={`Xóa vĩnh viễn ${s.title}`}
            icon={Trash2}
            tone="danger"
            onClick={() => setPending({ kind: 'permanent', items: [s] })}
          />
        </>
      )),
    ],
    [],
  );
  const count = pending?.items.length ?? 0;
  const name =
    pending?.items.length === 1 ? `dịch vụ "${pending.items[0]?.title}"` : `${count} dịch vụ đã chọn`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/services/list" className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Quay lại
          </Link>
          <SearchInput
            label="Tìm kiếm theo tiêu đề"
            placeholder="Tìm kiếm theo tiêu đề..."
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
        errorMessage="Không thể tải danh sách dịch vụ"
      >
        {(items) => (
          <DataTable
            data={items}
            columns={columns}
            getRowId={(s) => s._id}
            label="Thùng rác dịch vụ"
            emptyText="Không có dịch vụ nào trong thùng rác"
            rowTestId="service-trash-row"
            selection={{ ...selection, rowLabel: (s) => `Chọn ${s.title}` }}
            minWidthClass="min-w-[760px]"
          />
        )}
      </QueryView>

      <ConfirmDialog
        open={pending?.kind === 'restore'}
        title="Khôi phục dịch vụ"
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
        message={<p>Xóa vĩnh viễn {name}?</p>}
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        irreversible
        busy={act.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && act.mutate(pending)}
      />
    </div>
  );
}
