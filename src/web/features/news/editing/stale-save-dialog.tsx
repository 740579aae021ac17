import { EDITING_MESSAGES as M, TEXT_FIELD_LABELS } from '#domain/news/editing-messages.ts';
import type { ArticleComparison } from '#domain/news/revision.schema.ts';
import { TextDifferences } from '../../../components/admin/revisions/word-difference.tsx';
import { buttonClass, Modal } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type Props = {
  /** the server's message and the comparison of the form with the latest save; null when closed */
  refusal: { message: string; comparison: ArticleComparison } | null;
  /** keep the form as it is: the next save is based on the latest version (merged by hand) */
  onKeepMine: () => void;
  /** give up this form's changes and load the latest save */
  onLoadLatest: () => void;
};

/** A save refused as stale (decision 042): why, the difference with the latest save, and how to merge by hand. */
export function StaleSaveDialog({ refusal, onKeepMine, onLoadLatest }: Props) {
  return (
    <Modal
      open={refusal !== null}
      title={M.staleTitle}
      onClose={onKeepMine}
      size="xl"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onLoadLatest}>
            {M.staleLoadLatest}
          </button>
          <button type="button" className={buttonClass()} onClick={onKeepMine} data-autofocus>
            {M.staleKeepMine}
          </button>
        </>
      }
    >
      {refusal && (
        <div className="space-y-3" data-testid="stale-save">
          <p className="text-sm font-medium text-slate-900" role="alert">
            {refusal.message}
          </p>
          <p className="text-sm text-slate-700">
            {`${formatDateTime(refusal.comparison.currentUpdatedAt)} · ${M.staleMergeHint}`}
          </p>
          <p className="text-xs text-slate-700">{M.staleLegend}</p>
          <TextDifferences difference={refusal.comparison} fields={TEXT_FIELD_LABELS} />
        </div>
      )}
    </Modal>
  );
}
