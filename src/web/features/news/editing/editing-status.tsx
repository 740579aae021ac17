import { Users } from 'lucide-react';
import { EDITING_MESSAGES as M } from '#domain/news/editing-messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePresence } from './editing.api.ts';

/** Who else has the article open (decision 042), and when the form was last kept by autosave. */
export function EditingStatus(props: {
  articleId: string | undefined;
  savedAt: string | null;
  failed: boolean;
}) {
  const presence = usePresence(props.articleId);
  const others = presence.data ?? [];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {others.length > 0 && (
        <p className="inline-flex items-center gap-1 text-amber-900" role="status" data-testid="presence">
          <Users className="size-4" aria-hidden="true" />
          {`${M.othersEditing} ${others.map((p) => `${p.fullName} ${M.seenAt(formatDateTime(p.seenAt))}`).join(', ')}`}
        </p>
      )}
      <p className="text-slate-600" aria-live="polite" data-testid="autosave-status">
        {props.failed ? M.autosaveFailed : props.savedAt ? M.autosavedAt(formatDateTime(props.savedAt)) : ''}
      </p>
    </div>
  );
}
