import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articleResponseSchema } from '#domain/news/article.schema.ts';
import { previewLinkInputSchema } from '#domain/news/preview.schema.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { previewLinkResponseSchema, previewTokenParamsSchema } from '#domain/shared/preview.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { NewsPreviewService } from './news-preview.service.ts';

const articleParams = z.object({
  id: z.string().min(1, 'Không tìm thấy bài viết này.').max(200, 'Không tìm thấy bài viết này.'),
});

/** Previews (decision 042): an editor asks for a signed link; anyone holding it reads the preview until it expires. */
export async function newsPreviewRoutes(
  app: FastifyInstance,
  opts: { preview: NewsPreviewService; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { preview } = opts;

  r.post('/api/news/:id/preview', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Tạo liên kết xem trước có chữ ký và hạn dùng (bài đã lưu hoặc bản lưu tự động)',
      security: [{ bearer: [] }],
      params: articleParams,
      body: previewLinkInputSchema,
      response: { 200: previewLinkResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const link = await preview.link(
        currentAccount(request),
        request.params.id,
        request.body?.source ?? 'article',
        request.body?.expiresInSeconds,
      );
      return { success: true as const, data: { ...link, url: `${opts.publicUrl}${link.path}` } };
    },
  });

  r.get('/api/news/preview/:token', {
    config: { policy: 'public' },
    schema: {
      tags: ['news'],
      summary: 'Nội dung xem trước theo liên kết có chữ ký; không lưu bộ nhớ đệm, không lập chỉ mục',
      params: previewTokenParamsSchema,
      response: { 200: articleResponseSchema, ...failures(400, 404) },
    },
    handler: async (request, reply) => {
      // a preview is never kept by a browser, a proxy or the page cache, and never indexed
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { success: true as const, data: await preview.open(request.params.token) };
    },
  });
}
