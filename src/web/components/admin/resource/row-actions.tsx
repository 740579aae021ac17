import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { AdminColumn } from '../data-table.tsx';

/** The last column of an admin table: the row's action buttons, right-aligned. */
export function actionsColumn<T extends RowData>(render: (item: T) => ReactNode): AdminColumn<T> {
  return {
    id: 'actions',
    header: 'Thao tác',
    meta: { headerClassName: 'text-right' },
    cell: ({ row }) => <div className="flex justify-end gap-1">{render(row.original)}</div>,
  };
}

const TONES = {
  neutral: 'text-slate-600 hover:bg-slate-100',
  danger: 'text-red-600 hover:bg-red-50',
  success: 'text-emerald-700 hover:bg-emerald-50',
} as const;

/** An icon button of a row, named for screen readers. */
export function RowButton({
  label,
  icon: Icon,
  tone = 'neutral',
  onClick,
}: {
  label: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: keyof typeof TONES;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} title={label} className={`rounded-md p-1.5 ${TONES[tone]}`}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
