import { type LucideIcon, RotateCcw, Trash2 } from 'lucide-react';
import { buttonClass } from '../ui/modal.tsx';

export type BulkAction = {
  label: string;
  icon: LucideIcon;
  tone: 'primary' | 'secondary' | 'danger' | 'success';
  onClick: () => void;
};

/** The actions on the selected rows; each reads 'label (n)' and waits until a row is selected. */
export function BulkActionBar({ count, actions }: { count: number; actions: BulkAction[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ label, icon: Icon, tone, onClick }) => (
        <button
          key={label}
          type="button"
          className={buttonClass(tone)}
          disabled={count === 0}
          onClick={onClick}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label} ({count})
        </button>
      ))}
    </div>
  );
}

/** The bulk actions of every trash screen: restore, and delete for good (each confirmed by the screen). */
export function trashBulkActions(handlers: {
  onRestore: () => void;
  onDeletePermanently: () => void;
}): BulkAction[] {
  return [
    { label: 'Khôi phục', icon: RotateCcw, tone: 'success', onClick: handlers.onRestore },
    { label: 'Xóa vĩnh viễn', icon: Trash2, tone: 'danger', onClick: handlers.onDeletePermanently },
  ];
}
