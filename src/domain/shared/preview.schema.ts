import { dataEnvelope } from './envelope.schema.ts';
import { z } from './zod.ts';

// Signed preview links of any area (decisions 042 and 053): what an editor asks for and what they are answered.

export const PREVIEW_INVALID_MESSAGE = 'Liên kết xem trước không hợp lệ hoặc đã hết hạn';
const LIFETIME_INVALID_MESSAGE = 'Thời hạn của liên kết xem trước không hợp lệ';

/** A shorter life than the server's PREVIEW_TTL_SECONDS, in seconds (never longer: the server clamps it). */
export const previewLifetimeSchema = z
  .number({ error: LIFETIME_INVALID_MESSAGE })
  .int(LIFETIME_INVALID_MESSAGE)
  .min(1, LIFETIME_INVALID_MESSAGE)
  .optional();

export const previewLinkSchema = z.object({
  token: z.string(),
  path: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;
export const previewLinkResponseSchema = dataEnvelope(previewLinkSchema);

/** A token in a preview address: bounded before it is checked. */
export const previewTokenParamsSchema = z.object({ token: z.string().max(2000, PREVIEW_INVALID_MESSAGE) });
