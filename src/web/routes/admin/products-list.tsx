import { Eye, Pause, Pencil, Play, Plus, ToggleLeft, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { productsResource } from '#domain/products/products.resource.ts';
import { BulkActionBar } from '../../components/admin/bulk-action-bar.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { labelOptions, selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { TrashLink } from '../../components/admin/resource/list-screen.tsx';
import { ListFrame, useListColumns } from '../../components/admin/resource/list-view.tsx';
import { useResourceRows } from '../../components/admin/resource/use-resource-list.ts';
import { RefreshButton } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  categoryColumn,
  categoryOptions,
  iconColumn,
  nameColumn,
  RowAction,
  STATUS_LABELS,
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

const statusOptions = labelOptions(STATUS_LABELS, 'Tất cả trạng thái');

type ProductFilters = { search: string; category: string; status: string };
const FILTERS = { category: '', status: '' };
const useProductRows = ({ page, filters }: ListState<ProductFilters>) =>
  useAdminProducts({ page, ...filters });
const productFilters = (list: ListState<ProductFilters>) => [
  selectFilter(list, { id: 'category', label: 'Danh mục' }, categoryOptions),
  selectFilter(list, { id: 'status', label: 'Trạng thái' }, statusOptions),
];

const columns: AdminColumn<AdminProduct>[] = [
  iconColumn,
  nameColumn({ ellipsis: false, link: true }),
  categoryColumn,
  { id: 'status', header: 'Trạng thái', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    id: 'createdAt',
    header: 'Ngày tạo',
    cell: ({ row }) => <span className="text-sm text-slate-600">{formatDate(row.original.createdAt)}</span>,
  },
];

type Pending =
  | { kind: 'trash'; product: AdminProduct }
  | { kind: 'bulkStatus' }
  | { kind: 'bulkTrash' }
  | null;

/**
 * spec 002 §2 "/admin/products/list", hand-built from the kit's parts (docs/decisions/039): its sheets, its
 * status toggle and bulk status change, and its one bulk call are more than the list screen's escape hatches.
 */
export default function ProductsList() {
  const screen = useResourceRows<AdminProduct, ProductFilters>(productsResource, useProductRows, FILTERS);
  const { query, chosen, selection } = screen;
  const [pending, setPending] = useState<Pending>(null);
  const action = useProductAction();

  // spec 002 §8: a list that cannot load is emptied and says so
  useEffect(() => {
    if (query.isError) notify.error(productsResource.list.texts.loadFailed);
  }, [query.isError]);

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
  const actions = useCallback(
    (p: AdminProduct) => {
      const next = p.status === 'active' ? 'inactive' : 'active';
      return (
        <>
          <RowAction icon={Eye} label="Xem chi tiết" to={`/admin/products/detail/${p.id}`} />
          <RowAction icon={Pencil} label="Chỉnh sửa" tone="brand" to={`/admin/products/edit/${p.id}`} />
          <RowAction
            icon={p.status === 'active' ? Pause : Play}
            // spec 002 §2: the toggle's titles
            label={p.status === 'active' ? STATUS_LABELS.inactive : 'Kích hoạt'}
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
        </>
      );
    },
    [run],
  );
  const tableColumns = useListColumns(screen, columns, { numbered: true, actions });

  const productIds = chosen.map((p) => p.id);
  const closeAndClear = () => {
    setPending(null);
    selection.clear();
  };
  const toolbar = (
    <>
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
      <RefreshButton query={query} />
      <ProductSheetActions />
      <TrashLink to={productsResource.screens.trash} name={productsResource.name} />
      <Link to="/admin/products/add" className={buttonClass()}>
        <Plus className="size-4" aria-hidden="true" />
        Thêm sản phẩm
      </Link>
    </>
  );

  return (
    <ListFrame
      screen={screen}
      columns={tableColumns}
      rowTestId="product-row"
      selectable
      search={productsResource.list.search}
      filters={productFilters(screen.list)}
      toolbar={toolbar}
    >
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
          run(
            { kind: 'trash', id: pending.product.id },
            productsResource.messages.failed.trash,
            closeAndClear,
          )
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
            { kind: 'bulk', body: { action: 'toggleStatus', status: 'inactive', productIds } },
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
            { kind: 'bulk', body: { action: 'delete', productIds } },
            productsResource.messages.failed.trash,
            closeAndClear,
          )
        }
      />
    </ListFrame>
  );
}
