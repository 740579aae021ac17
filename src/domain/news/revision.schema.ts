import { dataEnvelope } from '../shared/envelope.schema.ts';
import { fieldDifferenceSchema, revisionEntrySchema } from '../shared/revision.schema.ts';
import { z } from '../shared/zod.ts';

/** Why an article's revision was kept: the save that made it. */
export const REVISION_REASONS = ['create', 'update', 'publish', 'restore'] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];

export const REVISION_NOT_FOUND_MESSAGE = 'Không tìm thấy phiên bản này của bài viết';

/** One revision in an article's list (decision 042): who saved it, when, why, with what title and status. */
export const revisionSummarySchema = revisionEntrySchema.extend({
  reason: z.enum(REVISION_REASONS),
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

/**
 * The difference between a revision and the article as it is now, word by word over the text an editor reads
 * (the content without its markup); `changedFields` names the other fields that differ.
 */
/** The article's texts an editor reads, each as words removed and added (one shape for both comparisons). */
const articleTextDifferences = {
  title: fieldDifferenceSchema,
  summary: fieldDifferenceSchema,
  content: fieldDifferenceSchema,
  metaDescription: fieldDifferenceSchema,
};

export const revisionDifferenceSchema = z.object({
  revision: revisionSummarySchema,
  currentUpdatedAt: z.string(),
  ...articleTextDifferences,
  changedFields: z.array(z.string()),
});
export type RevisionDifference = z.infer<typeof revisionDifferenceSchema>;

const editedText = (max: number, tooLong: string) =>
  z.string({ error: 'Giá trị phải là chuỗi ký tự' }).max(max, tooLong).optional();

/**
 * POST /api/news/{id}/compare: the text an editor has in the form (after a save was refused as stale, decision 042),
 * compared with the article as last saved. A field left out counts as unchanged.
 */
export const articleCompareSchema = z.strictObject({
  title: editedText(1000, 'Tiêu đề quá dài'),
  summary: editedText(2000, 'Tóm tắt quá dài'),
  content: editedText(500_000, 'Nội dung bài viết quá dài'),
  metaDescription: editedText(2000, 'Mô tả meta quá dài'),
});
export type ArticleCompare = z.infer<typeof articleCompareSchema>;

/** From the article as last saved (removed) to the editor's text (added), with the saved version to merge onto. */
export const articleComparisonSchema = z.object({
  currentVersion: z.number(),
  currentUpdatedAt: z.string(),
  ...articleTextDifferences,
});
export type ArticleComparison = z.infer<typeof articleComparisonSchema>;
export const articleComparisonResponseSchema = dataEnvelope(articleComparisonSchema);

export const revisionListResponseSchema = dataEnvelope(z.array(revisionSummarySchema));
export const revisionResponseSchema = dataEnvelope(revisionSchema);
export const revisionDifferenceResponseSchema = dataEnvelope(revisionDifferenceSchema);
