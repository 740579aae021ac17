import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOADED_MESSAGE } from '#domain/media/upload.rules.ts';
import {
  adminNewsListReply as adminList,
  articleInputSchema,
  articleChangedResponse as articleReply,
  articleResponseSchema,
  articleIdParamsSchema as idParams,
  keywordSearchQuerySchema,
  keywordSuggestionsResponseSchema,
  newsListQuerySchema,
  newsTrashResponseSchema,
  publicNewsListReply as publicList,
  publishDraftSchema,
  seoAnalysisSchema,
  seoAnalyzeSchema,
  trashQuerySchema,
  uploadResultSchema,
} from '#domain/news/article.schema.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { dataEnvelope, failures, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { registerTrashRoutes } from '../../lib/admin-resource/trash-routes.ts';
import { fastSerialised } from '../../lib/fast-json.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { NewsService } from './news.service.ts';

const listMessage = (n: number) => (n > 0 ? NEWS_MESSAGES.listed : NEWS_MESSAGES.empty);

/**
 * The news API (spec 001 §7, 000 §7; the trash from the admin kit, decision 039). Public reads stay public;
 * every change goes through the 'news' policy (admin and staff) and the service's ownership check (spec 001 §6).
 */
export async function newsRoutes(app: FastifyInstance, opts: { news: NewsService }) {
  const { news } = opts;

  await publicReadRoutes(app, news);
  await adminReadRoutes(app, news);
  await writeRoutes(app, news);
  registerTrashRoutes(app, newsResource, {
    params: idParams,
    changesPublicPages: true,
    listTrash: {
      summary: 'Thùng rác tin tức, với thời điểm và người xóa',
      querystring: trashQuerySchema,
      response: newsTrashResponseSchema,
      run: async (query: { search?: string }) => ({ data: await news.listTrash(query.search) }),
    },
    trash: {
      summary: 'Chuyển bài viết vào thùng rác',
      response: articleReply,
      failures: [400, 401, 403, 404, 409],
      run: (id, request) => news.trash(currentAccount(request), id),
    },
    restore: {
      summary: 'Khôi phục bài viết từ thùng rác',
      body: z.strictObject({}).nullish(),
      response: articleReply,
      failures: [400, 401, 403, 404, 409],
      run: (id, request) => news.restore(currentAccount(request), id),
    },
    deletePermanently: {
      summary: 'Xóa vĩnh viễn bài viết trong thùng rác',
      response: successMessage,
      failures: [400, 401, 403, 404, 409],
      run: (id, request) => news.deletePermanently(currentAccount(request), id),
    },
  });
}

/** What visitors read: the visible articles, and one by id or slug. */
async function publicReadRoutes(app: FastifyInstance, news: NewsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // decision 024: the public answers never change with a token (a chat-only agent's token widened them to every
  // draft); the admin screens read their own routes below, guarded like every admin route
  r.get('/api/news', {
    config: { policy: 'public' },
    schema: {
      tags: ['news'],
      summary: 'Danh sách tin tức công khai (spec 000 §4); một token không đổi câu trả lời',
      querystring: newsListQuerySchema,
      response: { 200: fastSerialised(publicList), ...failures(400) },
    },
    handler: async (request) => {
      const { page, limit, search } = request.query;
      const { items, pagination } = await news.listPublic(page, limit, search);
      return { success: true as const, data: items, pagination, message: listMessage(items.length) };
    },
  });
  r.get('/api/news/:id', {
    config: { policy: 'public' },
    schema: {
      tags: ['news'],
      summary: 'Chi tiết bài viết đang hiển thị theo id hoặc slug; một token không đổi câu trả lời',
      params: idParams,
      response: { 200: articleResponseSchema, ...failures(400, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await news.get(request.params.id, null),
    }),
  });
}

/** The admin screens' reads: every article outside the trash, one by id or slug, keywords, SEO. */
async function adminReadRoutes(app: FastifyInstance, news: NewsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/news/admin/list', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Danh sách quản trị: mọi bài viết ngoài thùng rác (bản nháp, hẹn giờ, đã xuất bản)',
      security: [{ bearer: [] }],
      querystring: newsListQuerySchema,
      response: { 200: fastSerialised(adminList), ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { page, limit, search } = request.query;
      const { items, pagination } = await news.listAdmin(page, limit, search);
      return { success: true as const, data: items, pagination, message: listMessage(items.length) };
    },
  });
  r.get('/api/news/admin/:id', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Một bài viết bất kỳ theo id hoặc slug, cho màn hình quản trị',
      security: [{ bearer: [] }],
      params: idParams,
      response: { 200: articleResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await news.get(request.params.id, currentAccount(request)),
    }),
  });
  r.get('/api/news/keywords', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Gợi ý từ khóa từ các bài viết đã lưu',
      security: [{ bearer: [] }],
      querystring: keywordSearchQuerySchema,
      response: { 200: keywordSuggestionsResponseSchema, ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await news.suggestKeywords(request.query.search),
      message: NEWS_MESSAGES.keywordsFound,
    }),
  });
  r.post('/api/news/seo/analyze', {
    config: { permission: 'news.write.own' },
    schema: {
      tags: ['news'],
      summary: 'Phân tích SEO (spec 001 §5, §9)',
      security: [{ bearer: [] }],
      body: seoAnalyzeSchema,
      response: { 200: dataEnvelope(seoAnalysisSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: news.analyzeSeo(request.body) }),
  });
}

/** Writing articles: create, draft, edit, publish, images (ownership checked by the service, spec 001 §6). */
async function writeRoutes(app: FastifyInstance, news: NewsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/news', {
    config: { permission: 'news.write.own', changesPublicPages: true },
    schema: {
      tags: ['news'],
      summary: 'Tạo bài viết: xuất bản ngay hoặc hẹn giờ (điểm SEO ≥ 60, hẹn giờ ≥ 5 phút)',
      security: [{ bearer: [] }],
      body: articleInputSchema,
      response: { 201: articleReply, ...failures(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const article = await news.create(currentAccount(request), request.body);
      const message = article.status === 'draft' ? NEWS_MESSAGES.draftSaved : NEWS_MESSAGES.created;
      return reply.status(201).send({ success: true as const, data: article, message });
    },
  });
  r.post('/api/news/draft', {
    config: { permission: 'news.write.own', changesPublicPages: true },
    schema: {
      tags: ['news'],
      summary: 'Lưu bản nháp',
      security: [{ bearer: [] }],
      body: articleInputSchema,
      response: { 201: articleReply, ...failures(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const article = await news.create(currentAccount(request), { ...request.body, status: 'draft' });
      return reply
        .status(201)
        .send({ success: true as const, data: article, message: NEWS_MESSAGES.draftSaved });
    },
  });
  r.put('/api/news/:id', {
    config: { permission: 'news.write.own', changesPublicPages: true },
    schema: {
      tags: ['news'],
      summary: 'Cập nhật bài viết (id hoặc slug); nhân viên chỉ bài của mình',
      security: [{ bearer: [] }],
      params: idParams,
      body: articleInputSchema,
      response: { 200: articleReply, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const article = await news.update(currentAccount(request), request.params.id, request.body);
      const message = article.status === 'draft' ? NEWS_MESSAGES.draftUpdated : NEWS_MESSAGES.updated;
      return { success: true as const, data: article, message };
    },
  });
  r.patch('/api/news/:id/publish', {
    config: { permission: 'news.publish', changesPublicPages: true },
    schema: {
      tags: ['news'],
      summary: 'Xuất bản bản nháp ngay hoặc hẹn giờ; xuất bản ngay bài đang chờ (body rỗng)',
      security: [{ bearer: [] }],
      params: idParams,
      // 'publish now' may come with no body at all (spec 001 §4: "an empty payload")
      body: publishDraftSchema.nullish(),
      response: { 200: articleReply, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { article, message } = await news.publish(
        currentAccount(request),
        request.params.id,
        request.body?.scheduledPublishDate,
      );
      return { success: true as const, data: article, message };
    },
  });
  r.post('/api/news/upload', {
    // one image per request, at most 10 MB (spec 001 §5), checked by the upload pipeline (plugins/uploads.ts)
    config: { permission: 'news.write.own', upload: 'image' },
    schema: {
      tags: ['news'],
      summary: 'Tải ảnh lên (trường image, tối đa 10MB, JPEG/PNG/WebP/GIF, lưu thành JPEG ≤ 1920×1080)',
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: uploadResultSchema, ...failures(400, 401, 403, 413, 415) },
    },
    handler: async (request) => {
      const upload = await request.receiveUpload('image');
      const stored = await news.storeImage(currentAccount(request), upload);
      return { success: true as const, ...stored, message: IMAGE_UPLOADED_MESSAGE };
    },
  });
}
