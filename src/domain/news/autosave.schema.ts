import { dataEnvelope } from '../shared/envelope.schema.ts';
import { z } from '../shared/zod.ts';

/**
 * An autosave (decision 042): the edit form as it stands, every few seconds, with none of the save's checks (a
 * half-written article is what it keeps), only bounds. Every field may be missing while the editor types.
 */
const text = (max: number, tooLong: string) =>
  z.string({ error: 'Giá trị phải là chuỗi ký tự' }).max(max, tooLong).default('');

export const AUTOSAVE_TOO_FAST_MESSAGE = 'Bản lưu tự động được gửi quá nhanh. Vui lòng thử lại sau giây lát.';

export const autosaveInputSchema = z.strictObject({
  title: text(200, 'Tiêu đề không được vượt quá 200 ký tự'),
  slug: text(200, 'Slug không được vượt quá 200 ký tự'),
  summary: text(900, 'Tóm tắt không được vượt quá 900 ký tự'),
  content: text(500_000, 'Nội dung bài viết quá dài'),
  image: text(2000, 'Đường dẫn ảnh quá dài'),
  type: text(50, 'Loại bài viết không hợp lệ'),
  focusKeyword: text(100, 'Từ khóa chính không được vượt quá 100 ký tự'),
  keywords: z
    .array(z.string({ error: 'Từ khóa không hợp lệ' }).max(100, 'Từ khóa không được vượt quá 100 ký tự'), {
      error: 'Danh sách từ khóa không hợp lệ',
    })
    .max(30, 'Tối đa 30 từ khóa liên quan')
    .default([]),
  metaDescription: text(500, 'Mô tả meta không được vượt quá 500 ký tự'),
  // the form's other fields (status, schedule, scores) are the save's business: accepted and not kept
  status: z.string().max(20).optional(),
  scheduledPublishDate: z.string().max(100).nullable().optional(),
  seoScore: z.number().optional(),
  readabilityScore: z.number().optional(),
  expectedVersion: z.number().optional(),
});
export type AutosaveInput = z.infer<typeof autosaveInputSchema>;

export const autosaveSchema = z.object({
  articleId: z.string(),
  savedAt: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  content: z.string(),
  image: z.string(),
  type: z.string(),
  focusKeyword: z.string(),
  keywords: z.array(z.string()),
  metaDescription: z.string(),
});
export type Autosave = z.infer<typeof autosaveSchema>;

/** PUT/POST answers: when it was kept (and, for a new article, the draft it created). */
export const autosaveKeptResponseSchema = dataEnvelope(
  z.object({ articleId: z.string(), savedAt: z.string() }),
);
/** GET: this account's unsaved version when it is newer than the article's last save, else null. */
export const autosaveResponseSchema = dataEnvelope(autosaveSchema.nullable());
