import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autosaveInputSchema,
  autosaveKeptResponseSchema,
  autosaveResponseSchema,
} from '#domain/news/autosave.schema.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { NewsAutosaveService } from './news-autosave.service.ts';

const articleParams = z.object({
  id: z.string().min(1, 'Không tìm thấy bài viết này.').max(200, 'Không tìm thấy bài viết này.'),
});

/** Autosave of the edit form (decision 042): nothing here changes what public pages show. */
export async function newsAutosaveRoutes(app: FastifyInstance, opts: { autosave: NewsAutosaveService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { autosave } = opts;

  r.post('/api/news/autosave', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Lưu tự động bài viết mới: tạo bản nháp rồi giữ nội dung đang soạn',
      security: [{ bearer: [] }],
      body: autosaveInputSchema,
      response: { 201: autosaveKeptResponseSchema, ...failures(400, 401, 403, 429) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await autosave.start(currentAccount(request), request.body),
        message: 'Đã tự động lưu bản nháp',
      }),
  });

  r.put('/api/news/:id/autosave', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Lưu tự động nội dung đang sửa (không xuất bản, không đổi bài viết)',
      security: [{ bearer: [] }],
      params: articleParams,
      body: autosaveInputSchema,
      response: { 200: autosaveKeptResponseSchema, ...failures(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await autosave.keep(currentAccount(request), request.params.id, request.body),
      message: 'Đã tự động lưu',
    }),
  });

  r.get('/api/news/:id/autosave', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Bản lưu tự động mới hơn lần lưu cuối của bài viết (của tài khoản này), hoặc null',
      security: [{ bearer: [] }],
      params: articleParams,
      response: { 200: autosaveResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await autosave.latest(currentAccount(request), request.params.id),
    }),
  });
}
