import { diffWords } from 'diff';
import { fileDate } from './vietnam-time.ts';

// Revisions of whatever an area keeps them for (articles, products' descriptions; decisions 042 and 053): which are
// kept, and the word difference an editor reads. Pure, so every area applies the same rule.

/**
 * Which revisions of an item are kept (decision 042): every one of the last 30 days, then the newest of each
 * day (Vietnam's calendar), and at most 100 in all (the oldest go first). Applied on every save.
 */
export const REVISIONS_KEPT_DAYS = 30;
export const REVISIONS_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export function revisionsToDrop(
  revisions: ReadonlyArray<{ id: string; savedAt: Date }>,
  now: Date,
): string[] {
  const newestFirst = [...revisions].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  const recentSince = now.getTime() - REVISIONS_KEPT_DAYS * DAY_MS;
  const daysSeen = new Set<string>();
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const r of newestFirst) {
    if (r.savedAt.getTime() >= recentSince) kept.push(r.id);
    else {
      const day = fileDate(r.savedAt);
      if (daysSeen.has(day)) dropped.push(r.id);
      else {
        daysSeen.add(day);
        kept.push(r.id);
      }
    }
  }
  return [...dropped, ...kept.slice(REVISIONS_MAX)];
}

/** One run of words in a difference: the same in both texts, only in the revision, or only in the current text. */
export type WordChange = { kind: 'same' | 'added' | 'removed'; text: string };

// past this many edits, or this long a search, the texts are too far apart to read word by word: shown as all
// removed, then all added
const MAX_EDIT_LENGTH = 2_000;
const MAX_DIFF_MS = 500;

/**
 * The words added and removed between `before` (a revision) and `after` (the current text), for an editor to
 * read (decision 042: jsdiff's word diff over the texts with their markup removed). Bounded in time: texts far
 * apart are answered as one removal and one addition instead of a search for the shortest edit.
 */
export function wordChanges(before: string, after: string): WordChange[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const parts = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH, timeout: MAX_DIFF_MS });
  if (!parts) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  return parts.map((p) => ({ kind: p.added ? 'added' : p.removed ? 'removed' : 'same', text: p.value }));
}

/** One field's difference as the screens show it: the runs of words, and how many words were added and removed. */
export type FieldDifference = { changes: WordChange[]; added: number; removed: number };

/** `wordChanges` with its counts: one text field of a revision against the current one. */
export function textDifference(before: string, after: string): FieldDifference {
  const changes = wordChanges(before, after);
  return { changes, ...wordCounts(changes) };
}

/** How many words a difference adds and removes (the summary above it). */
export function wordCounts(changes: readonly WordChange[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const c of changes) {
    if (c.kind === 'added') added += words(c.text);
    else if (c.kind === 'removed') removed += words(c.text);
  }
  return { added, removed };
}
