import { dataEnvelope } from '../shared/envelope.schema.ts';
import { z } from '../shared/zod.ts';
import { REVISION_REASONS } from './revision.rules.ts';

export const REVISION_NOT_FOUND_MESSAGE = 'Không tìm thấy phiên bản này của bài viết';

/** One revision in an article's list (decision 042): who saved it, when, why, with what title and status. */
export const revisionSummarySchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
  reason: z.enum(REVISION_REASONS),
  restoredFrom: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(['draft', 'scheduled', 'published']),
  seoScore: z.number(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema.extend({
  summary: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  type: z.string(),
  scheduledPublishDate: z.string().nullable(),
  focusKeyword: z.string(),
  keywords: z.array(z.string()),
  metaDescription: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

const wordChangeSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
const fieldDifferenceSchema = z.object({
  changes: z.array(wordChangeSchema),
  added: z.number(),
  removed: z.number(),
});

/**
 * The difference between a revision and the article as it is now, word by word over the text an editor reads
 * (the content without its markup); `changedFields` names the other fields that differ.
 */
export const revisionDifferenceSchema = z.object({
  revision: revisionSummarySchema,
  currentUpdatedAt: z.string(),
  title: fieldDifferenceSchema,
  summary: fieldDifferenceSchema,
  content: fieldDifferenceSchema,
  metaDescription: fieldDifferenceSchema,
  changedFields: z.array(z.string()),
});
export type RevisionDifference = z.infer<typeof revisionDifferenceSchema>;

export const revisionListResponseSchema = dataEnvelope(z.array(revisionSummarySchema));
export const revisionResponseSchema = dataEnvelope(revisionSchema);
export const revisionDifferenceResponseSchema = dataEnvelope(revisionDifferenceSchema);
