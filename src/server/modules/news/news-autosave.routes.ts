import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autosaveInputSchema,
  autosaveKeptResponseSchema,
  autosaveResponseSchema,
} from '#domain/news/autosave.schema.ts';
import { EDITING_MESSAGES } from '#domain/news/editing-messages.ts';
import { dataEnvelope, failures } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { NewsAutosaveService } from './news-autosave.service.ts';
import type { NewsPresence } from './news-presence.ts';

const articleParams = z.object({
  id: z.string().min(1, 'Không tìm thấy bài viết này.').max(200, 'Không tìm thấy bài viết này.'),
});

const presentSchema = dataEnvelope(
  z.array(z.object({ _id: z.string(), fullName: z.string(), seenAt: z.string() })),
);

/**
 * What the edit screen calls while it is open (decision 042): autosave of the form and the heartbeat that says who
 * else has the article open. Nothing here changes what public pages show.
 */
export async function newsAutosaveRoutes(
  app: FastifyInstance,
  opts: { autosave: NewsAutosaveService; presence: NewsPresence },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { autosave, presence } = opts;

  r.post('/api/news/:id/presence', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary:
        'Nhịp của màn hình sửa bài: ghi nhận tài khoản này, trả về những người khác đang mở bài (30 giây)',
      security: [{ bearer: [] }],
      params: articleParams,
      body: z.strictObject({}).nullish(),
      response: { 200: presentSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await presence.beat(currentAccount(request), request.params.id),
    }),
  });

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
        message: EDITING_MESSAGES.draftAutosaved,
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
      message: EDITING_MESSAGES.autosaved,
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
