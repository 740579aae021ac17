import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { notify } from '../../../components/admin/toast.ts';
import { buttonClass, CancelButton, Modal } from '../../../components/ui/modal.tsx';
import {
  type AdminArticle,
  actionFailureMessage,
  actionSuccessMessage,
  type NewsAction,
  useNewsAction,
} from '../news.api.ts';
import { dateTimeLocalToIso, minScheduleValue, scheduleProblem } from '../schedule.ts';

export type PendingAction = {
  kind: 'publish' | 'trash' | 'restore' | 'deletePermanently';
  article: AdminArticle;
} | null;

type Props = {
  pending: PendingAction;
  onClose: () => void;
  /** After a successful action (the queries have reloaded). */
  onDone?: (action: NewsAction) => void;
};

/** spec 001 §2: the question of each confirmation on one article, naming it ('"title"'). */
export const ARTICLE_QUESTIONS = {
  trash: (title: string) => `Bạn có chắc chắn muốn chuyển bài viết ${title} vào thùng rác?`,
  restore: (title: string) => `Bạn có chắc chắn muốn khôi phục bài viết ${title}?`,
  deletePermanently: (title: string) => `Bạn có chắc chắn muốn xóa vĩnh viễn bài viết ${title}?`,
} as const;

/** The confirm modals of spec 001 §2 (trash, restore, permanent delete) and the publish-draft modal. */
export function NewsActionDialogs({ pending, onClose, onDone }: Props) {
  const mutation = useNewsAction();

  const run = (action: NewsAction) => {
    mutation.mutate(action, {
      onSuccess: () => {
        notify.success(actionSuccessMessage(action));
        onClose();
        onDone?.(action);
      },
      onError: (error) => notify.error(actionFailureMessage(action.kind, error)),
    });
  };

  const article = pending?.article;
  const title = article ? `"${article.title}"` : '';
  return (
    <>
      <ConfirmDialog
        open={pending?.kind === 'trash'}
        title="Chuyển vào thùng rác"
        message={<p>{ARTICLE_QUESTIONS.trash(title)}</p>}
        confirmLabel="Chuyển vào thùng rác"
        tone="danger"
        busy={mutation.isPending}
        onClose={onClose}
        onConfirm={() => article && run({ kind: 'trash', id: article._id })}
      />
      <ConfirmDialog
        open={pending?.kind === 'restore'}
        title="Khôi phục tin tức"
        message={<p>{ARTICLE_QUESTIONS.restore(title)}</p>}
        confirmLabel="Khôi phục"
        busy={mutation.isPending}
        onClose={onClose}
        onConfirm={() => article && run({ kind: 'restore', id: article._id })}
      />
      <ConfirmDialog
        open={pending?.kind === 'deletePermanently'}
        title="Xóa vĩnh viễn"
        message={<p>{ARTICLE_QUESTIONS.deletePermanently(title)}</p>}
        irreversible
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        busy={mutation.isPending}
        onClose={onClose}
        onConfirm={() => article && run({ kind: 'deletePermanently', id: article._id })}
      />
      <PublishDraftModal
        open={pending?.kind === 'publish'}
        articleTitle={article?.title ?? ''}
        busy={mutation.isPending}
        onClose={onClose}
        onPublish={(scheduledPublishDate) =>
          article && run({ kind: 'publish', id: article._id, scheduledPublishDate })
        }
      />
    </>
  );
}

type PublishProps = {
  open: boolean;
  articleTitle: string;
  busy: boolean;
  onClose: () => void;
  onPublish: (scheduledPublishDate: string | null) => void;
};

/** spec 001 §2: empty means now; a time must be at least 5 minutes ahead. */
function PublishDraftModal({ open, articleTitle, busy, onClose, onPublish }: PublishProps) {
  const [when, setWhen] = useState('');
  const [min, setMin] = useState(() => minScheduleValue());
  const inputId = useId();
  useEffect(() => {
    if (open) {
      setWhen('');
      setMin(minScheduleValue());
    }
  }, [open]);

  const submit = () => {
    if (!when) {
      onPublish(null);
      return;
    }
    const problem = scheduleProblem(when);
    if (problem) {
      notify.error(problem);
      return;
    }
    onPublish(dateTimeLocalToIso(when));
  };

  return (
    <Modal
      open={open}
      title="Xuất bản bản nháp"
      onClose={onClose}
      footer={
        <>
          <CancelButton onClick={onClose} />
          <button type="button" className={buttonClass('success')} onClick={submit} disabled={busy}>
            {when ? 'Hẹn giờ xuất bản' : 'Xuất bản ngay'}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-700">Xuất bản bài viết "{articleTitle}".</p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-700">
        Hẹn giờ xuất bản (tùy chọn)
        <input
          id={inputId}
          type="datetime-local"
          value={when}
          min={min}
          onChange={(event) => setWhen(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      <p className="mt-1 text-xs text-slate-500">
        Để trống để xuất bản ngay; thời gian hẹn phải cách hiện tại ít nhất 5 phút.
      </p>
    </Modal>
  );
}
