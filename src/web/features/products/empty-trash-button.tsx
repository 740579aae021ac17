import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { useProductAction } from './products.api.ts';

/** spec 002 §4 "Xóa tất cả": every product in the trash deleted for good, after a confirmation. */
export function EmptyTrashButton({ total }: { total: number }) {
  const [open, setOpen] = useState(false);
  const action = useProductAction();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('danger')}
        disabled={total === 0}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Xóa tất cả
      </button>
      <ConfirmDialog
        open={open}
        title="Xóa tất cả"
        message={<p>Xóa vĩnh viễn tất cả sản phẩm trong thùng rác?</p>}
        confirmLabel="Xóa tất cả"
        tone="danger"
        irreversible
        busy={action.isPending}
        onClose={close}
        onConfirm={() =>
          action.mutate(
            { kind: 'emptyTrash' },
            {
              onSuccess: (message) => {
                if (message) notify.success(message);
                close();
              },
              onError: () => {
                notify.error('Không thể xóa tất cả sản phẩm');
                close();
              },
            },
          )
        }
      />
    </>
  );
}
