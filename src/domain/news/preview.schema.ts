import { dataEnvelope } from '../shared/envelope.schema.ts';
import { z } from '../shared/zod.ts';

export const PREVIEW_INVALID_MESSAGE = 'Liên kết xem trước không hợp lệ hoặc đã hết hạn';
export const NO_AUTOSAVE_MESSAGE = 'Chưa có bản lưu tự động nào của bạn cho bài viết này';
const LIFETIME_INVALID_MESSAGE = 'Thời hạn của liên kết xem trước không hợp lệ';

/**
 * POST /api/news/{id}/preview (decision 042): the article as saved (`article`) or as this account's newest autosave
 * (`autosave`); `expiresInSeconds` asks for a shorter life than the server's PREVIEW_TTL_SECONDS (never longer).
 */
export const previewLinkInputSchema = z
  .strictObject({
    source: z.enum(['article', 'autosave'], { error: 'Nguồn xem trước không hợp lệ' }).default('article'),
    expiresInSeconds: z
      .number({ error: LIFETIME_INVALID_MESSAGE })
      .int(LIFETIME_INVALID_MESSAGE)
      .min(1, LIFETIME_INVALID_MESSAGE)
      .optional(),
  })
  .nullish();

export const previewLinkSchema = z.object({
  token: z.string(),
  path: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;
export const previewLinkResponseSchema = dataEnvelope(previewLinkSchema);
