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

export function serviceActionsColumn<T extends ServiceCardItem>(
  render: (s: T) => React.ReactNode,
): AdminColumn<T> {
  return {
    id: 'actions',
    header: 'Thao tác',
    meta: { headerClassName: 'text-right' },
    cell: ({ row }) => <div className="flex justify-end gap-1">{render(row.original)}</div>,
  };
}

/** An icon button of a row, named for screen readers. */
export function RowButton({
  label,
  icon: Icon,
  tone = 'neutral',
  onClick,
}: {
  label: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: 'neutral' | 'danger' | 'success';
  onClick: () => void;
}) {
  const tones = {
    neutral: 'text-slate-600 hover:bg-slate-100',
    danger: 'text-red-600 hover:bg-red-50',
    success: 'text-emerald-700 hover:bg-emerald-50',
  } as const;
  return (
    <button type="button" onClick={onClick} title={label} className={`rounded-md p-1.5 ${tones[tone]}`}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
