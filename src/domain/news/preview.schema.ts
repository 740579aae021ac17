import { previewLifetimeSchema } from '../shared/preview.schema.ts';
import { z } from '../shared/zod.ts';

export const NO_AUTOSAVE_MESSAGE = 'Chưa có bản lưu tự động nào của bạn cho bài viết này';

/**
 * POST /api/news/{id}/preview (decision 042): the article as saved (`article`) or as this account's newest autosave
 * (`autosave`); `expiresInSeconds` asks for a shorter life than the server's PREVIEW_TTL_SECONDS (never longer).
 */
export const previewLinkInputSchema = z
  .strictObject({
    source: z.enum(['article', 'autosave'], { error: 'Nguồn xem trước không hợp lệ' }).default('article'),
    expiresInSeconds: previewLifetimeSchema,
  })
  .nullish();
