import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { formatPrice } from '../../lib/format.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';
import type { ServiceCardItem } from './services.api.ts';

/** spec 001 §2: title, price, type; the row number and actions are added by each screen. */
export function serviceColumns<T extends ServiceCardItem>(): AdminColumn<T>[] {
  return [
    {
      id: 'title',
      header: 'Tiêu đề',
      accessorFn: (s: T) => s.title,
      enableSorting: true,
      meta: { className: 'font-medium text-slate-900' },
    },
    {
      id: 'price',
      header: 'Giá',
      accessorFn: (s: T) => s.price ?? 0,
      enableSorting: true,
      cell: ({ row }) => formatPrice(row.original.price),
    },
    {
      id: 'type',
      header: 'Loại',
      accessorFn: (s: T) => s.type,
      cell: ({ row }) => SERVICE_TYPE_LABELS[row.original.type],
    },
  ];
}
