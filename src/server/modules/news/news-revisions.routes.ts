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
import { auditContext, currentAccount } from '../../plugins/auth.ts';
import type { NewsRevisionsService } from './news-revisions.service.ts';

const articleParams = z.object({
  id: z.string().min(1, 'Không tìm thấy bài viết này.').max(200, 'Không tìm thấy bài viết này.'),
});
const revisionParams = articleParams.extend({
  revisionId: z.string().max(100, REVISION_NOT_FOUND_MESSAGE),
});

/** An article's revisions (decision 042): the list, one revision, its difference with now, and its restore. */
export async function newsRevisionsRoutes(app: FastifyInstance, opts: { revisions: NewsRevisionsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { revisions } = opts;

  r.get('/api/news/:id/revisions', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Các phiên bản đã lưu của bài viết, mới nhất trước',
      security: [{ bearer: [] }],
      params: articleParams,
      response: { 200: revisionListResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.list(currentAccount(request), request.params.id),
    }),
  });

  r.get('/api/news/:id/revisions/:revisionId', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Một phiên bản của bài viết',
      security: [{ bearer: [] }],
      params: revisionParams,
      response: { 200: revisionResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.get(currentAccount(request), request.params.id, request.params.revisionId),
    }),
  });

  r.get('/api/news/:id/revisions/:revisionId/diff', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Khác biệt từng từ giữa một phiên bản và nội dung hiện tại',
      security: [{ bearer: [] }],
      params: revisionParams,
      response: { 200: revisionDifferenceResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.difference(currentAccount(request), request.params.id, request.params.revisionId),
    }),
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

  r.post('/api/news/:id/revisions/:revisionId/restore', {
    config: { permission: 'news.write.own', changesPublicPages: true },
    schema: {
      tags: ['news'],
      summary: 'Khôi phục một phiên bản (lưu thành một phiên bản mới; địa chỉ và trạng thái giữ nguyên)',
      security: [{ bearer: [] }],
      params: revisionParams,
      body: z.strictObject({}).nullish(),
      response: {
        200: articleResponseSchema.extend({ message: z.string() }),
        ...failures(400, 401, 403, 404, 409),
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await revisions.restore(
        currentAccount(request),
        auditContext(request),
        request.params.id,
        request.params.revisionId,
      ),
      message: EDITING_MESSAGES.restored,
    }),
  });
}
