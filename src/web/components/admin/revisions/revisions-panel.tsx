import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RevisionEntry } from '#domain/shared/revision.schema.ts';
import { REVISION_MESSAGES as M } from '#domain/shared/revision-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { buttonClass, Modal } from '../../ui/modal.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { QueryView } from '../states.tsx';
import { notify } from '../toast.ts';
import {
  type RevisionsSource,
  restoreRevision,
  revisionKeys,
  useRevisionDifference,
  useRevisions,
} from './revisions.api.ts';
import { TextDifferences } from './word-difference.tsx';

type Props<Item> = {
  /** the area's revisions: its API, its answers and its words */
  source: RevisionsSource<Item>;
  itemId: string;
  /** without the right to change the item the list is read only */
  readOnly: boolean;
  /** the item as the restore left it: the form loads it */
  onRestored: (item: Item) => void;
};

/**
 * An item's revisions (decisions 042 and 053; articles and products): who saved which title when, the difference of
 * any of them with the current text, and a restore (itself a new revision).
 */
export function RevisionsPanel<Item>({ source, itemId, readOnly, onRestored }: Props<Item>) {
  const queryClient = useQueryClient();
  const query = useRevisions(source, itemId);
  const [shown, setShown] = useState<RevisionEntry | null>(null);
  const [restoring, setRestoring] = useState<RevisionEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    try {
      const item = await restoreRevision(source, itemId, restoring._id);
      notify.success(source.restored);
      setRestoring(null);
      setShown(null);
      onRestored(item);
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(source, itemId) });
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
                    {`${formatDateTime(r.savedAt)} · ${r.savedBy} · ${source.reasonLabels[r.reason] ?? r.reason}`}
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
        source={source}
        itemId={itemId}
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
        message={<p>{restoring ? source.restoreQuestion(formatDateTime(restoring.savedAt)) : ''}</p>}
        confirmLabel={M.restore}
        busy={busy}
        onClose={() => setRestoring(null)}
        onConfirm={() => void restore()}
      />
    </section>
  );
}

function DifferenceDialog<Item>(props: {
  source: RevisionsSource<Item>;
  itemId: string;
  revision: RevisionEntry | null;
  onClose: () => void;
  onRestore: (() => void) | undefined;
}) {
  const { source, revision, onRestore } = props;
  const query = useRevisionDifference(source, props.itemId, revision?._id ?? null);
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
          {`${formatDateTime(revision.savedAt)} · ${revision.savedBy} · ${source.reasonLabels[revision.reason] ?? revision.reason}`}
        </p>
      )}
      <p className="mb-3 text-xs text-slate-700">{M.revisionLegend}</p>
      <QueryView query={query} loadingLabel={M.differenceTitle} errorMessage={M.differenceLoadFailed}>
        {(difference) => (
          <>
            <TextDifferences difference={difference} fields={source.textFields} />
            {difference.changedFields.length > 0 && (
              <p className="mt-3 text-sm text-slate-700">
                {`${M.otherFieldsChanged} ${difference.changedFields.map((f) => source.otherFieldLabels[f] ?? f).join(', ')}`}
              </p>
            )}
          </>
        )}
      </QueryView>
    </Modal>
  );
}
