import type { Autosave } from '#domain/news/autosave.schema.ts';
import { EDITING_MESSAGES as M } from '#domain/news/editing-messages.ts';
import { buttonClass } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** On reopening an article: this account's unsaved version, newer than the last save, with its time (decision 042). */
export function AutosaveOffer(props: { offer: Autosave; onRestore: () => void; onDismiss: () => void }) {
  return (
    <section
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
      aria-labelledby="autosave-offer-title"
      data-testid="autosave-offer"
    >
      <div>
        <h3 id="autosave-offer-title" className="font-semibold">
          {M.offerTitle}
        </h3>
        <p>{M.offerText(formatDateTime(props.offer.savedAt))}</p>
      </div>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={props.onDismiss}>
          {M.offerDismiss}
        </button>
        <button type="button" className={buttonClass()} onClick={props.onRestore}>
          {M.offerRestore}
        </button>
      </div>
    </section>
  );
}
