import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '#domain/products/product-admin.schema.ts';
import { BulkActionBar, trashBulkActions } from '../../components/admin/bulk-action-bar.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { type AdminColumn, DataTable, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { FilterBar } from '../../components/admin/filter-bar.tsx';
import { useKeepPageInRange, useListState } from '../../components/admin/list-state.ts';
import { pageOffset } from '../../components/admin/page-window.ts';
import { Pagination } from '../../components/admin/pagination.tsx';
import { useRowSelection } from '../../components/admin/row-selection.ts';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  categoryColumn,
  categoryOptions,
  iconColumn,
  nameColumn,
  RowAction,
} from '../../features/products/product-parts.tsx';
import {
  type AdminProduct,
  type ProductAction,
  useProductAction,
  useProductTrash,
} from '../../features/products/products.api.ts';
import { formatDateTime } from '../../lib/format.ts';

// spec 002 §4 trash date filters
const dateOptions = [
  { value: '', label: 'Tất cả thời gian' },
  { value: 'today', label: 'Hôm nay' },
  { value: 'week', label: '7 ngày qua' },
  { value: 'month', label: '30 ngày qua' },
  { value: 'older', label: 'Cũ hơn 30 ngày' },
];

type Pending =
  | { kind: 'restore' | 'deletePermanently'; product: AdminProduct }
  | { kind: 'bulkRestore' | 'bulkDeletePermanently' | 'emptyTrash' }
  | null;

/** spec 002 §2 "/admin/products/trash": filters, who deleted and when, restore, delete for good, delete all. */
export default function ProductsTrash() {
  const list = useListState({ search: '', category: '', deletedDateFilter: '' });
  const { page } = list;
  const { search, category, deletedDateFilter } = list.filters;
  const [pending, setPending] = useState<Pending>(null);
  const selection = useRowSelection();
  const query = useProductTrash({ page, search, category, deletedDateFilter });
  const action = useProductAction();
  const chosen = selection.chosen(query.data?.items ?? [], (p) => p.id);
  const ids = chosen.map((p) => p.id);

  useKeepPageInRange(list, query.data?.pages);

  const run = (a: ProductAction, failure: string) =>
    action.mutate(a, {
      onSuccess: (message) => {
        if (message) notify.success(message);
        setPending(null);
        selection.clear();
      },
      onError: () => {
        notify.error(failure);
        setPending(null);
      },
    });

  const shownPage = query.data?.page ?? page;
  const columns = useMemo<AdminColumn<AdminProduct>[]>(
    () => [
      rowNumberColumn<AdminProduct>(pageOffset(shownPage, ADMIN_PRODUCTS_PAGE_SIZE)),
      iconColumn,
      nameColumn({ ellipsis: true, link: false }),
      categoryColumn,
      {
        id: 'deletedAt',
        header: 'Ngày xóa',
        cell: ({ row }) => (
          <span className="text-sm text-slate-600">{formatDateTime(row.original.deletedAt)}</span>
        ),
      },
      {
        id: 'deletedBy',
        header: 'Người xóa',
        cell: ({ row }) => <span className="text-sm">{row.original.deletedBy ?? 'Hệ thống'}</span>,
      },
      {
        id: 'actions',
        header: 'Thao tác',
        meta: { headerClassName: 'text-right' },
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <RowAction
              icon={RotateCcw}
              label="Khôi phục"
              tone="success"
              onClick={() => setPending({ kind: 'restore', product: row.original })}
            />
            <RowAction
              icon={Trash2}
              label="Xóa vĩnh viễn"
              tone="danger"
              onClick={() => setPending({ kind: 'deletePermanently', product: row.original })}
            />
          </div>
        ),
      },
    ],
    [shownPage],
  );

  const one = pending && 'product' in pending ? pending.product : null;
  const empty = (query.data?.total ?? 0) === 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/products/list" className={buttonClass('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </Link>
        <button
          type="button"
          className={buttonClass('danger')}
          disabled={empty}
          onClick={() => setPending({ kind: 'emptyTrash' })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Xóa tất cả
        </button>
      </div>
      <FilterBar
        filters={[
          {
            id: 'category',
            label: 'Danh mục',
            value: category,
            options: categoryOptions,
            onChange: (v) => list.setFilter('category', v),
          },
          {
            id: 'deleted',
            label: 'Ngày xóa',
            value: deletedDateFilter,
            options: dateOptions,
            onChange: (v) => list.setFilter('deletedDateFilter', v),
          },
        ]}
      >
        <SearchInput
          label="Tìm kiếm theo tên"
          placeholder="Tìm kiếm sản phẩm đã xóa..."
          delayMs={300}
          initialValue={search}
          onSearch={(term) => list.setFilter('search', term)}
        />
      </FilterBar>
      <BulkActionBar
        count={chosen.length}
        actions={trashBulkActions({
          onRestore: () => setPending({ kind: 'bulkRestore' }),
          onDeletePermanently: () => setPending({ kind: 'bulkDeletePermanently' }),
        })}
      />
      <QueryView
        query={query}
        loadingLabel="Đang tải thùng rác..."
        errorMessage="Không thể tải danh sách sản phẩm đã xóa"
      >
        {(data) => (
          <>
            <DataTable
              data={data.items}
              columns={columns}
              getRowId={(p) => p.id}
              label="Thùng rác sản phẩm"
              emptyText="Thùng rác trống"
              rowTestId="product-trash-row"
              selection={{ ...selection, rowLabel: (p) => `Chọn ${p.title}` }}
            />
            <Pagination page={data.page} pages={data.pages} onPage={list.setPage} />
          </>
        )}
      </QueryView>

      <ConfirmDialog
        open={pending?.kind === 'restore'}
        title="Khôi phục sản phẩm"
        message={
          <p>
            Khôi phục sản phẩm <strong>{one?.title}</strong>?
          </p>
        }
        confirmLabel="Khôi phục"
        tone="success"
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => one && run({ kind: 'restore', id: one.id }, 'Không thể khôi phục sản phẩm')}
      />
      <ConfirmDialog
        open={pending?.kind === 'deletePermanently'}
        title="Xóa vĩnh viễn"
        message={
          <p>
            Xóa vĩnh viễn sản phẩm <strong>{one?.title}</strong>?
          </p>
        }
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        irreversible
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          one && run({ kind: 'deletePermanently', id: one.id }, 'Không thể xóa vĩnh viễn sản phẩm')
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'bulkRestore'}
        title="Khôi phục sản phẩm"
        message={<p>Khôi phục {chosen.length} sản phẩm đã chọn?</p>}
        confirmLabel="Khôi phục"
        tone="success"
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          run({ kind: 'bulk', body: { action: 'restore', productIds: ids } }, 'Không thể khôi phục sản phẩm')
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'bulkDeletePermanently'}
        title="Xóa vĩnh viễn"
        message={<p>Xóa vĩnh viễn {chosen.length} sản phẩm đã chọn?</p>}
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        irreversible
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          run(
            { kind: 'bulk', body: { action: 'permanentDelete', productIds: ids } },
            'Không thể xóa vĩnh viễn sản phẩm',
          )
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'emptyTrash'}
        title="Xóa tất cả"
        message={<p>Xóa vĩnh viễn tất cả sản phẩm trong thùng rác?</p>}
        confirmLabel="Xóa tất cả"
        tone="danger"
        irreversible
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => run({ kind: 'emptyTrash' }, 'Không thể xóa tất cả sản phẩm')}
      />
    </div>
  );
}
