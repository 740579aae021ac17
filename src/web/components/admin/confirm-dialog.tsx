import type { ReactNode } from 'react';
import { buttonClass, CancelButton, Modal } from '../ui/modal.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary' | 'success';
  busy?: boolean;
  /** Adds the warning that the action cannot be undone (spec 001 §2: permanent delete), or the area's own. */
  irreversible?: boolean | string;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before an action (move to trash, restore, delete for good), on the shared modal. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  busy = false,
  irreversible = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <CancelButton onClick={onClose} />
          <button
            type="button"
            className={buttonClass(tone)}
            onClick={onConfirm}
            disabled={busy}
            data-autofocus
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="text-sm text-slate-700">
        {message}
        {irreversible && (
          <p className="mt-2 font-medium text-red-600">
            {typeof irreversible === 'string' ? irreversible : 'Hành động này không thể hoàn tác.'}
          </p>
        )}
      </div>
    </Modal>
  );
}
