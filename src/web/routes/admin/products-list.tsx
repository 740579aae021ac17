import { Eye, Pause, Pencil, Play, Plus, RefreshCw, ToggleLeft, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '#domain/products/product-admin.schema.ts';
import { BulkActionBar } from '../../components/admin/bulk-action-bar.tsx';
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
  StatusBadge,
} from '../../features/products/product-parts.tsx';
import { ProductSheetActions } from '../../features/products/product-sheet-actions.tsx';
import {
  type AdminProduct,
  type ProductAction,
  useAdminProducts,
  useProductAction,
} from '../../features/products/products.api.ts';
import { formatDate } from '../../lib/format.ts';

const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  { value: 'active', label: 'Hoạt động' },
  { value: 'inactive', label: 'Tạm dừng' },
];

type Pending =
  | { kind: 'trash'; product: AdminProduct }
  | { kind: 'bulkStatus' }
  | { kind: 'bulkTrash' }
  | null;

/** spec 002 §2 "/admin/products/list". */
export default function ProductsList() {
  const list = useListState({ search: '', category: '', status: '' });
  const { page, filters } = list;
  const [pending, setPending] = useState<Pending>(null);
  const selection = useRowSelection();
  const query = useAdminProducts({ page, ...filters });
  const action = useProductAction();
  const chosen = selection.chosen(query.data?.items ?? [], (p) => p.id);

  // spec 002 §8: a list that cannot load is emptied and says so
  useEffect(() => {
    if (query.isError) notify.error('Không thể tải danh sách sản phẩm');
  }, [query.isError]);
  useKeepPageInRange(list, query.data?.pages);

  const mutate = action.mutate;
  const run = useCallback(
    (a: ProductAction, failure: string, done?: () => void) =>
      mutate(a, {
        onSuccess: (message) => {
          if (message) notify.success(message);
          done?.();
        },
        onError: () => notify.error(failure),
      }),
    [mutate],
  );

  const shownPage = query.data?.page ?? page;
  const columns = useMemo<AdminColumn<AdminProduct>[]>(
    () => [
      rowNumberColumn<AdminProduct>(pageOffset(shownPage, ADMIN_PRODUCTS_PAGE_SIZE)),
      iconColumn,
      nameColumn({ ellipsis: false, link: true }),
      categoryColumn,
      {
        id: 'status',
        header: 'Trạng thái',
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        header: 'Ngày tạo',
        cell: ({ row }) => (
          <span className="text-sm text-slate-600">{formatDate(row.original.createdAt)}</span>
        ),
      },
      {
        id: 'actions',
        header: 'Thao tác',
        meta: { headerClassName: 'text-right' },
        cell: ({ row }) => {
          const p = row.original;
          const next = p.status === 'active' ? 'inactive' : 'active';
          return (
            <div className="flex justify-end gap-1">
              <RowAction icon={Eye} label="Xem chi tiết" to={`/admin/products/detail/${p.id}`} />
              <RowAction icon={Pencil} label="Chỉnh sửa" tone="brand" to={`/admin/products/edit/${p.id}`} />
              <RowAction
                icon={p.status === 'active' ? Pause : Play}
                // spec 002 §2: the toggle's titles
                label={p.status === 'active' ? 'Tạm dừng' : 'Kích hoạt'}
                tone={p.status === 'active' ? 'neutral' : 'success'}
                onClick={() =>
                  run({ kind: 'status', id: p.id, status: next }, 'Không thể thay đổi trạng thái sản phẩm')
                }
              />
              <RowAction
                icon={Trash2}
                label="Xóa"
                tone="danger"
                onClick={() => setPending({ kind: 'trash', product: p })}
              />
            </div>
          );
        },
      },
    ],
    [shownPage, run],
  );

  const ids = chosen.map((p) => p.id);
  const closeAndClear = () => {
    setPending(null);
    selection.clear();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
            Làm mới
          </button>
          <ProductSheetActions />
          <Link to="/admin/products/trash" className={buttonClass('secondary')}>
            <Trash2 className="size-4" aria-hidden="true" />
            Thùng rác
          </Link>
          <Link to="/admin/products/add" className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm sản phẩm
          </Link>
        </div>
      </div>

      <FilterBar
        filters={[
          {
            id: 'category',
            label: 'Danh mục',
            value: filters.category,
            options: categoryOptions,
            onChange: (v) => list.setFilter('category', v),
          },
          {
            id: 'status',
            label: 'Trạng thái',
            value: filters.status,
            options: statusOptions,
            onChange: (v) => list.setFilter('status', v),
          },
        ]}
      >
        <SearchInput
          label="Tìm kiếm theo tên"
          placeholder="Tìm kiếm sản phẩm..."
          delayMs={300}
          initialValue={filters.search}
          onSearch={(term) => list.setFilter('search', term)}
        />
      </FilterBar>

      <BulkActionBar
        count={chosen.length}
        actions={[
          {
            label: 'Đổi trạng thái',
            icon: ToggleLeft,
            tone: 'secondary',
            onClick: () => setPending({ kind: 'bulkStatus' }),
          },
          { label: 'Xóa', icon: Trash2, tone: 'danger', onClick: () => setPending({ kind: 'bulkTrash' }) },
        ]}
      />

      <QueryView
        query={query}
        loadingLabel="Đang tải danh sách sản phẩm..."
        errorMessage="Không thể tải danh sách sản phẩm"
      >
        {(data) => (
          <>
            <DataTable
              data={data.items}
              columns={columns}
              getRowId={(p) => p.id}
              label="Danh sách sản phẩm"
              emptyText="Không có sản phẩm nào"
              rowTestId="product-row"
              selection={{ ...selection, rowLabel: (p) => `Chọn ${p.title}` }}
            />
            <Pagination
              page={data.page}
              pages={data.pages}
              onPage={list.setPage}
              labelTestId="products-page-label"
            />
          </>
        )}
      </QueryView>

      <ConfirmDialog
        open={pending?.kind === 'trash'}
        title="Xóa sản phẩm"
        message={
          pending?.kind === 'trash' && (
            <p>
              Bạn có chắc muốn xóa sản phẩm <strong>{pending.product.title}</strong>? Sản phẩm sẽ được chuyển
              vào thùng rác.
            </p>
          )
        }
        confirmLabel="Xóa"
        tone="danger"
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending?.kind === 'trash' &&
          run({ kind: 'trash', id: pending.product.id }, 'Không thể xóa sản phẩm', closeAndClear)
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'bulkStatus'}
        title="Đổi trạng thái"
        message={<p>Tạm dừng {chosen.length} sản phẩm đã chọn?</p>}
        confirmLabel="Tạm dừng"
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          // spec 002 §4: the bulk 'change status' always sends inactive
          run(
            { kind: 'bulk', body: { action: 'toggleStatus', status: 'inactive', productIds: ids } },
            'Không thể thay đổi trạng thái',
            closeAndClear,
          )
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'bulkTrash'}
        title="Xóa sản phẩm"
        message={<p>Chuyển {chosen.length} sản phẩm đã chọn vào thùng rác?</p>}
        confirmLabel="Xóa"
        tone="danger"
        busy={action.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          run(
            { kind: 'bulk', body: { action: 'delete', productIds: ids } },
            'Không thể xóa sản phẩm',
            closeAndClear,
          )
        }
      />
    </div>
  );
}
