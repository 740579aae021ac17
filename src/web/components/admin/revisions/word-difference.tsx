import type { FieldDifference, WordChange } from '#domain/shared/revision.rules.ts';
import { REVISION_MESSAGES as EDITING_MESSAGES } from '#domain/shared/revision-messages.ts';

/**
 * One field's difference, word by word (decision 042): words only in the newer text in green, words only in the
 * older struck through in red; a screen reader hears which is which.
 */
export function WordDifference({ label, difference }: { label: string; difference: FieldDifference }) {
  const { changes, added, removed } = difference;
  const changed = added > 0 || removed > 0;
  return (
    <section className="space-y-1" aria-label={label}>
      <h4 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold text-slate-900">
        {label}
        {changed && (
          <span className="text-xs font-normal">
            <span className="text-emerald-800">{EDITING_MESSAGES.wordsAdded(added)}</span>{' '}
            <span className="text-red-800">{EDITING_MESSAGES.wordsRemoved(removed)}</span>
          </span>
        )}
      </h4>
      <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-6 whitespace-pre-wrap break-words text-slate-800">
        {changed
          ? changes.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a difference is drawn whole, never reordered
              <Change key={i} change={c} />
            ))
          : EDITING_MESSAGES.noDifference}
      </p>
    </section>
  );
}

function Change({ change }: { change: WordChange }) {
  if (change.kind === 'same') return <span>{change.text}</span>;
  const added = change.kind === 'added';
  const Mark = added ? 'ins' : 'del';
  return (
    <Mark
      className={added ? 'bg-emerald-100 text-emerald-900 no-underline' : 'bg-red-100 text-red-900'}
      data-change={change.kind}
    >
      <span className="sr-only">{added ? EDITING_MESSAGES.added : EDITING_MESSAGES.removed}</span>
      {change.text}
      <span className="sr-only">{EDITING_MESSAGES.changeEnd}</span>
    </Mark>
  );
}

/** The texts an editor reads, in the order of the form (`fields`: each field's label). */
export function TextDifferences({
  difference,
  fields,
}: {
  difference: Readonly<Record<string, unknown>>;
  fields: Readonly<Record<string, string>>;
}) {
  return (
    <div className="space-y-3">
      {Object.entries(fields).map(([field, label]) => (
        <WordDifference key={field} label={label} difference={difference[field] as FieldDifference} />
      ))}
    </div>
  );
}
