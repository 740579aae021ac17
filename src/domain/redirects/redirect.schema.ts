import { dataEnvelope, pagedEnvelope } from '../shared/envelope.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';
import { normaliseRedirectPath, REDIRECT_PATH_INVALID, redirectPathProblem } from './redirect.rules.ts';

const pathField = (role: 'source' | 'target') =>
  z
    .string({ error: REDIRECT_PATH_INVALID })
    .superRefine((value, ctx) => {
      const problem = redirectPathProblem(value, role);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => normaliseRedirectPath(value) as string);

/** POST /api/redirects: an admin's redirect of any public path (decision 042). */
export const redirectInputSchema = z.strictObject({
  source: pathField('source'),
  target: pathField('target'),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema({ invalid: 'Giới hạn không hợp lệ', max: 100 }).default(20),
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
});
export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>;

export const redirectSchema = z.object({
  _id: z.string(),
  source: z.string(),
  target: z.string(),
  /** 'article': kept when a published article's slug changed; 'manual': added by an admin. */
  kind: z.enum(['article', 'manual']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListResponseSchema = pagedEnvelope(redirectSchema);
export const redirectResponseSchema = dataEnvelope(redirectSchema);
