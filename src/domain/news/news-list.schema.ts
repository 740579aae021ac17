import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';

// spec 000 §9: the public news list shows 9 per page.
export const PUBLIC_NEWS_PAGE_SIZE = 9;

export const publicNewsQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema({
    invalid: 'Số bài mỗi trang không hợp lệ',
    max: 50,
    tooMany: 'Số bài mỗi trang tối đa là 50',
  }).default(PUBLIC_NEWS_PAGE_SIZE),
});
