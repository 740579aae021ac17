import { z } from '../shared/zod.ts';

// spec 000 §9: the public news list shows 9 per page.
export const PUBLIC_NEWS_PAGE_SIZE = 9;

export const publicNewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Số trang không hợp lệ' })
    .int('Số trang không hợp lệ')
    .min(1, 'Số trang không hợp lệ')
    .max(10_000, 'Số trang không hợp lệ')
    .default(1),
  limit: z.coerce
    .number({ error: 'Số bài mỗi trang không hợp lệ' })
    .int('Số bài mỗi trang không hợp lệ')
    .min(1, 'Số bài mỗi trang không hợp lệ')
    .max(50, 'Số bài mỗi trang tối đa là 50')
    .default(PUBLIC_NEWS_PAGE_SIZE),
});
