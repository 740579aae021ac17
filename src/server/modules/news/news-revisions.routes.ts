import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articleResponseSchema } from '#domain/news/article.schema.ts';
import { EDITING_MESSAGES } from '#domain/news/editing-messages.ts';
import {
  articleCompareSchema,
  articleComparisonResponseSchema,
  REVISION_NOT_FOUND_MESSAGE,
  revisionDifferenceResponseSchema,
  revisionListResponseSchema,
  revisionResponseSchema,
} from '#domain/news/revision.schema.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { registerRevisionRoutes } from '../../lib/revision-routes.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { NewsRevisionsService } from './news-revisions.service.ts';

const articleParams = z.object({
  id: z.string().min(1, 'Không tìm thấy bài viết này.').max(200, 'Không tìm thấy bài viết này.'),
});

/** An article's revisions (decision 042): the list, one revision, its difference with now, and its restore. */
export async function newsRevisionsRoutes(app: FastifyInstance, opts: { revisions: NewsRevisionsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { revisions } = opts;

  registerRevisionRoutes(app, {
    item: '/api/news/:id',
    tag: 'news',
    permission: 'news.write.own',
    params: articleParams,
    notFound: REVISION_NOT_FOUND_MESSAGE,
    summaries: {
      list: 'Các phiên bản đã lưu của bài viết, mới nhất trước',
      one: 'Một phiên bản của bài viết',
      difference: 'Khác biệt từng từ giữa một phiên bản và nội dung hiện tại',
      restore: 'Khôi phục một phiên bản (lưu thành một phiên bản mới; địa chỉ và trạng thái giữ nguyên)',
    },
    responses: {
      list: revisionListResponseSchema,
      one: revisionResponseSchema,
      difference: revisionDifferenceResponseSchema,
      restored: articleResponseSchema.extend({ message: z.string() }),
    },
    restoredMessage: EDITING_MESSAGES.restored,
    revisions,
  });

  r.post('/api/news/:id/compare', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'So sánh nội dung đang sửa với bản đã lưu mới nhất (khi lưu bị từ chối vì bản cũ)',
      security: [{ bearer: [] }],
      params: articleParams,
      body: articleCompareSchema,
      response: { 200: articleComparisonResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.compareWithSaved(currentAccount(request), request.params.id, request.body),
    }),
  });
}
