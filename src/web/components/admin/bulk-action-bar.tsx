import type { LucideIcon } from 'lucide-react';
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
