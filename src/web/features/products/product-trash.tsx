import { productsResource } from '#domain/products/products.resource.ts';
import { selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import type { AskedFrom, TrashScreenProps } from '../../components/admin/resource/trash-screen.tsx';
import { notify } from '../../components/admin/toast.ts';
import { formatDateTime } from '../../lib/format.ts';
import { categoryColumn, categoryOptions, iconColumn, nameColumn } from './product-parts.tsx';
import { type AdminProduct, type ProductAction, runProductAction, useProductTrash } from './products.api.ts';

// spec 002 §4 trash date filters
const dateOptions = [
  { value: '', label: 'Tất cả thời gian' },
  { value: 'today', label: 'Hôm nay' },
  { value: 'week', label: '7 ngày qua' },
  { value: 'month', label: '30 ngày qua' },
  { value: 'older', label: 'Cũ hơn 30 ngày' },
];
export const TRASH_FILTERS = { category: '', deletedDateFilter: '' };
export type TrashFilters = typeof TRASH_FILTERS & { search: string };
type Props = TrashScreenProps<AdminProduct, TrashFilters>;

/** spec 002 §2 trash columns: who deleted and when ('Hệ thống' for an import or a deleted account). */
export const trashColumns: Props['columns'] = [
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
];

export const useTrashPage = ({ page, filters }: ListState<TrashFilters>) =>
  useProductTrash({ page, ...filters });

export const trashSelectFilters = (list: ListState<TrashFilters>) => [
  selectFilter(list, { id: 'category', label: 'Danh mục' }, categoryOptions),
  selectFilter(list, { id: 'deletedDateFilter', label: 'Ngày xóa' }, dateOptions),
];

/** A row's action is its own call; the bulk bar's is one bulk call (spec 002 §7), the server's message shown. */
export async function runTrashAction(
  kind: 'restore' | 'deletePermanently',
  items: AdminProduct[],
  from: AskedFrom,
): Promise<void> {
  const [one] = items;
  const productIds = items.map((p) => p.id);
  const action: ProductAction =
    from === 'row' && one
      ? { kind, id: one.id }
      : { kind: 'bulk', body: { action: kind === 'restore' ? 'restore' : 'permanentDelete', productIds } };
  try {
    const message = await runProductAction(action);
    if (message) notify.success(message);
  } catch {
    notify.error(productsResource.messages.failed[kind]);
  }
}
