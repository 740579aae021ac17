import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articleResponseSchema } from '#domain/news/article.schema.ts';
import { previewLinkInputSchema } from '#domain/news/preview.schema.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { previewLinkResponseSchema } from '#domain/shared/preview.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { previewLinkReply, registerPreviewAnswer } from '../../lib/revision-routes.ts';
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
    handler: async (request) =>
      previewLinkReply(
        await preview.link(
          currentAccount(request),
          request.params.id,
          request.body?.source ?? 'article',
          request.body?.expiresInSeconds,
        ),
        opts.publicUrl,
      ),
  });

  registerPreviewAnswer(app, {
    path: '/api/news/preview/:token',
    tag: 'news',
    summary: 'Nội dung xem trước theo liên kết có chữ ký; không lưu bộ nhớ đệm, không lập chỉ mục',
    response: articleResponseSchema,
    open: (token) => preview.open(token),
  });
}
