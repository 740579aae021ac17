import { z } from './zod.ts';

// ARCHITECTURE.md, API conventions: the success and failure envelopes, as response schemas the server answers
// with and the browser checks answers against.
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** What an unexpected failure answers and what a screen shows when nothing more is known (spec 000 §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'Có lỗi xảy ra, vui lòng thử lại';

/** A route's failure answers: the failure envelope under each of these HTTP statuses (a response schema). */
export const failures = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, failure]));

export const successMessage = z.object({ success: z.literal(true), message: z.string() });

/** A 204 answer: no body at all. */
export const noContent = z.null();

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** A public counter's answer (an article's or a product's views after one more). */
export const viewCountResponse = dataEnvelope(z.object({ views: z.number().int() }));

/** One page of a list: the items in `data`, the pager beside them. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination, message: z.string().optional() });

/**
 * Any answer of the API as a client first reads it, before checking the shape it expects: `success` says which
 * envelope it is; a failure carries the message, a stable code and per-field errors.
 */
export type Envelope = {
  success: boolean;
  data?: unknown;
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
};
