import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicArticleIdParamsSchema as idParams,
  likeStatusSchema as likeStatus,
} from '#domain/news/article.schema.ts';
import { dataEnvelope, failure, viewCountResponse } from '#domain/shared/envelope.schema.ts';
import type { NewsPublicService } from './news-public.service.ts';

export async function newsPublicRoutes(app: FastifyInstance, opts: { newsPublic: NewsPublicService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const news = opts.newsPublic;

  r.get('/api/news/:id/like-status', {
    config: { policy: 'public' },
    schema: {
      tags: ['news'],
      summary: 'Trạng thái thích của khách với bài viết (spec 000 §7)',
      params: idParams,
      response: { 200: dataEnvelope(likeStatus), 404: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await news.likeStatus(request.params.id, request.knownVisitor()),
    }),
  });

  for (const [method, liked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: '/api/news/:id/like',
      config: { policy: 'public' },
      schema: {
        tags: ['news'],
        summary: liked ? 'Thích bài viết (mỗi khách một lượt)' : 'Bỏ thích bài viết',
        params: idParams,
        response: { 200: dataEnvelope(likeStatus), 404: failure, 429: failure },
      },
      handler: async (request, reply) => {
        const visitor = { id: request.visitor(reply), ip: request.ip };
        const data = await news.setLiked(request.params.id, visitor, liked);
        return {
          success: true as const,
          data,
          message: liked ? 'Đã thích bài viết' : 'Đã bỏ thích bài viết',
        };
      },
    });
  }

  r.post('/api/news/:id/view', {
    config: { policy: 'public' },
    schema: {
      tags: ['news'],
      summary: 'Đếm một lượt xem bài viết',
      params: idParams,
      response: { 200: viewCountResponse, 404: failure },
    },
    handler: async (request, reply) => ({
      success: true as const,
      data: {
        views: await news.countView(request.params.id, { id: request.visitor(reply), ip: request.ip }),
      },
    }),
  });
}
