import { z } from './zod.ts';

/**
 * The `:id` path parameter of an area's routes: an id or slug the area looks up, refused with the area's own
 * 'not found' message when it is longer than any stored id (spec 000 §8: a bad id reads as a missing one).
 */
export function idParamsSchema(message?: string, options: { max?: number; nonEmpty?: boolean } = {}) {
  const { max = 100, nonEmpty = false } = options;
  const id = z.string().max(max, message);
  return z.object({ id: nonEmpty ? id.min(1, message) : id });
}
