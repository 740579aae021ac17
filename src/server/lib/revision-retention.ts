import { revisionsToDrop } from '#domain/shared/revision.rules.ts';

/** What an area's revisions store offers the retention: the times of an item's revisions, and dropping some. */
export type RevisionTimes = {
  times(itemId: string): Promise<Array<{ id: string; savedAt: Date }>>;
  deleteIds(ids: string[]): Promise<void>;
};

/**
 * Applies the retention rule (`revisionsToDrop`, decision 042) to one item's revisions, after a save kept a new one:
 * on the save's own transaction, so no job is needed and a list never grows past the rule (decision 053: articles
 * and products alike).
 */
export async function pruneRevisions(store: RevisionTimes, itemId: string, now: Date): Promise<void> {
  await store.deleteIds(revisionsToDrop(await store.times(itemId), now));
}
