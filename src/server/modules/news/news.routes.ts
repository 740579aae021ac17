import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicNewsQuerySchema } from '#domain/news/news-list.schema.ts';
import { newsCardSchema } from '#domain/site/home.schema.ts';
import { failure, pagination } from '../../http/envelope.ts';
import { createNewsService } from './news.service.ts';

export async function newsRoutes(app: FastifyInstance, opts: { now?: () => Date } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const news = createNewsService(app.db, opts.now ?? (() => new Date()));

  r.get('/api/news', {
    config: { policy: 'public' },
    schema: {
      tags: ['news'],
      summary: 'Danh sách tin tức công khai (spec 000 §4, §7)',
      querystring: publicNewsQuerySchema,
      response: {
        200: z.object({
          success: z.literal(true),
          data: z.array(newsCardSchema),
          pagination,
          message: z.string(),
        }),
        400: failure,
      },
    },
    handler: async (request) => {
      const { items, pagination } = await news.listPublic(request.query.page, request.query.limit);
      const message = items.length > 0 ? 'Lấy danh sách tin tức thành công' : 'Hiện chưa có tin tức nào.';
      return { success: true as const, data: items, pagination, message };
    },
  });
}
