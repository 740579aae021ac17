import { z } from './zod.ts';

// What every area's revisions answer alike (decisions 042 and 053): the list's entries and the word differences.

/** One revision in an item's list: who saved it, when, why, with what title; an area adds its own fields. */
export const revisionEntrySchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
  reason: z.string(),
  restoredFrom: z.string().nullable(),
  title: z.string(),
});
export type RevisionEntry = z.infer<typeof revisionEntrySchema>;

const wordChangeSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });

/** One text field's difference, word by word (`textDifference`). */
export const fieldDifferenceSchema = z.object({
  changes: z.array(wordChangeSchema),
  added: z.number(),
  removed: z.number(),
});
