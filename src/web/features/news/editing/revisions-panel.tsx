import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ARTICLE_FIELD_LABELS,
  EDITING_MESSAGES as M,
  REVISION_REASON_LABELS,
} from '#domain/news/editing-messages.ts';
import type { RevisionSummary } from '#domain/news/revision.schema.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { QueryView } from '../../../components/admin/states.tsx';
import { notify } from '../../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { AdminArticle } from '../news.api.ts';
import { restoreRevision, revisionKeys, useRevisionDifference, useRevisions } from './editing.api.ts';
import { TextDifferences } from './word-difference.tsx';

type Props = {
  articleId: string;
  /** without the right to change the article the list is read only */
  readOnly: boolean;
  /** the article as the restore left it: the form loads it */
  onRestored: (article: AdminArticle) => void;
};

/**
 * An article's revisions (decision 042): who saved which title when, the difference of any of them with the current
 * text, and a restore (itself a new revision; the address and the publication state stay).
 */
export function RevisionsPanel({ articleId, readOnly, onRestored }: Props) {
  const queryClient = useQueryClient();
  const query = useRevisions(articleId);
  const [shown, setShown] = useState<RevisionSummary | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    try {
      const article = await restoreRevision(articleId, restoring._id);
      notify.success(M.restored);
      setRestoring(null);
      setShown(null);
      onRestored(article);
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(articleId) });
    } catch (error) {
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : M.restoreFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="revisions-title">
      <h3 id="revisions-title" className="mb-3 text-base font-semibold text-slate-900">
        {M.revisionsTitle}
      </h3>
      <QueryView query={query} loadingLabel={M.revisionsTitle} errorMessage={M.revisionsLoadFailed}>
        {(revisions) =>
          revisions.length === 0 ? (
            <p className="text-sm text-slate-600">{M.revisionsEmpty}</p>
          ) : (
            <ol className="grid gap-2 sm:grid-cols-2" data-testid="revision-list">
              {revisions.map((r) => (
                <li
                  key={r._id}
                  className="rounded-md border border-slate-200 p-2 text-sm"
                  data-testid="revision"
                >
                  <p className="font-medium break-words text-slate-900">{r.title}</p>
                  <p className="text-xs text-slate-600">
                    {`${formatDateTime(r.savedAt)} · ${r.savedBy} · ${REVISION_REASON_LABELS[r.reason]}`}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      aria-label={`${M.showDifference}: ${formatDateTime(r.savedAt)}`}
                      onClick={() => setShown(r)}
                    >
                      {M.showDifference}
                    </button>
                    {!readOnly && (
                      <button
                        type="button"
                        className={buttonClass('secondary')}
                        aria-label={`${M.restore}: ${formatDateTime(r.savedAt)}`}
                        onClick={() => setRestoring(r)}
                      >
                        {M.restore}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
      <DifferenceDialog
        articleId={articleId}
        revision={shown}
        onClose={() => setShown(null)}
        onRestore={
          readOnly
            ? undefined
            : () => {
                setRestoring(shown);
                setShown(null);
              }
        }
      />
      <ConfirmDialog
        open={restoring !== null}
        title={M.restoreThis}
        message={<p>{restoring ? M.restoreQuestion(formatDateTime(restoring.savedAt)) : ''}</p>}
        confirmLabel={M.restore}
        busy={busy}
        onClose={() => setRestoring(null)}
        onConfirm={() => void restore()}
      />
    </section>
  );
}

function DifferenceDialog(props: {
  articleId: string;
  revision: RevisionSummary | null;
  onClose: () => void;
  onRestore: (() => void) | undefined;
}) {
  const { revision, onRestore } = props;
  const query = useRevisionDifference(props.articleId, revision?._id ?? null);
  return (
    <Modal
      open={revision !== null}
      title={M.differenceTitle}
      onClose={props.onClose}
      size="xl"
      footer={
        onRestore && (
          <button type="button" className={buttonClass()} onClick={onRestore}>
            {M.restoreThis}
          </button>
        )
      }
    >
      {revision && (
        <p className="mb-3 text-sm text-slate-700">
          {`${formatDateTime(revision.savedAt)} · ${revision.savedBy} · ${REVISION_REASON_LABELS[revision.reason]}`}
        </p>
      )}
      <p className="mb-3 text-xs text-slate-700">{M.revisionLegend}</p>
      <QueryView query={query} loadingLabel={M.differenceTitle} errorMessage={M.differenceLoadFailed}>
        {(difference) => (
          <>
            <TextDifferences difference={difference} />
            {difference.changedFields.length > 0 && (
              <p className="mt-3 text-sm text-slate-700">
                {`${M.otherFieldsChanged} ${difference.changedFields.map((f) => ARTICLE_FIELD_LABELS[f] ?? f).join(', ')}`}
              </p>
            )}
          </>
        )}
      </QueryView>
    </Modal>
  );
}
