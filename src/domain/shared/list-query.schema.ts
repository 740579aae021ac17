import { z } from './zod.ts';

const PAGE_INVALID = 'Số trang không hợp lệ';

/** `page` of a list's query string: 1 to 10 000, 1 when absent. */
export const pageQuerySchema = z.coerce
  .number({ error: PAGE_INVALID })
  .int(PAGE_INVALID)
  .min(1, PAGE_INVALID)
  .max(10_000, PAGE_INVALID)
  .default(1);

/**
 * `limit` of a list's query string. Each list names what it counts in its messages ('Số bài mỗi trang…',
 * 'Giới hạn…'), so the caller gives them; `tooMany` defaults to the invalid message.
 */
export function limitQuerySchema(rule: { invalid: string; max: number; tooMany?: string; min?: number }) {
  return z.coerce
    .number({ error: rule.invalid })
    .int(rule.invalid)
    .min(rule.min ?? 1, rule.invalid)
    .max(rule.max, rule.tooMany ?? rule.invalid);
}
