import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { PreviewLink } from '#domain/shared/preview.schema.ts';
import { REVISION_MESSAGES as M } from '#domain/shared/revision-messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { buttonClass } from '../../ui/modal.tsx';
import { inputClass } from '../form-fields.tsx';
import { notify } from '../toast.ts';

/**
 * The real public page of the draft or of the unsaved edits (decisions 042 and 053): a signed link that expires, to
 * open here or to share with a colleague who has no account. Articles and products alike.
 */
export function PreviewLinkBox({ makeLink }: { makeLink: () => Promise<PreviewLink | null> }) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const create = async () => {
    setBusy(true);
    try {
      const made = await makeLink();
      if (made) setLink(made);
      else notify.error(M.previewNeedsContent);
    } catch {
      notify.error(M.previewFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-2 rounded-lg border border-slate-200 p-4" data-testid="preview-link">
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => void create()}
        disabled={busy}
      >
        {M.previewCreate}
      </button>
      {link && (
        <>
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
            {M.previewLinkLabel}
          </label>
          <input
            id={fieldId}
            className={inputClass}
            readOnly
            value={link.url}
            onFocus={(e) => e.target.select()}
          />
          <p className="text-xs text-slate-600">{M.previewExpires(formatDateTime(link.expiresAt))}</p>
          <div className="flex flex-wrap gap-2">
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
              <ExternalLink className="size-4" aria-hidden="true" />
              {M.previewOpen}
            </a>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                void navigator.clipboard?.writeText(link.url).then(() => notify.success(M.previewCopied))
              }
            >
              {M.previewCopy}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
