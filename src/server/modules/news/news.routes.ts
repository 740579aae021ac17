import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOADED_MESSAGE } from '#domain/media/upload.rules.ts';
import {
  adminNewsListResponseSchema,
  articleInputSchema,
  articleResponseSchema,
  keywordSearchQuerySchema,
  keywordSuggestionsResponseSchema,
  newsListQuerySchema,
  newsTrashResponseSchema,
  publishDraftSchema,
  seoAnalyzeSchema,
  trashQuerySchema,
  uploadResultSchema,
} from '#domain/news/article.schema.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import { dataEnvelope, failures, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { newsCardSchema } from '#domain/site/home.schema.ts';
import { registerTrashRoutes } from '../../lib/admin-resource/trash-routes.ts';
import { fastSerialised } from '../../lib/fast-json.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { NewsService } from './news.service.ts';

const idParams = z.object({
  id: z.string().min(1, newsResource.messages.notFound).max(200, newsResource.messages.notFound),
});

const seoCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(['good', 'warning', 'error']),
  message: z.string(),
});
const seoAnalysisSchema = z.object({
  overallScore: z.number(),
  readabilityScore: z.number(),
  scoreClass: z.enum(['excellent', 'good', 'warning', 'poor']),
  wordCount: z.number(),
  keywordDensity: z.number(),
  title: z.object({ score: z.number(), issues: z.array(z.string()) }),
  metaDescription: z.object({ score: z.number(), issues: z.array(z.string()) }),
  checks: z.array(seoCheckSchema),
  recommendations: z.array(z.string()),
});

const articleReply = articleResponseSchema.extend({ message: z.string() });
// the admin list first: a serialised union keeps the first shape that fits, and cards fit inside articles
const adminList = adminNewsListResponseSchema.extend({ message: z.string() });
const publicList = adminList.extend({ data: z.array(newsCardSchema) });
const listMessage = (n: number) => (n > 0 ? 'Lấy danh sách tin tức thành công' : 'Hiện chưa có tin tức nào.');

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
      message: 'Tìm kiếm từ khóa thành công!',
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
      const message =
        article.status === 'draft' ? 'Bản nháp đã được lưu thành công' : 'Bài viết đã được tạo thành công';
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
        .send({ success: true as const, data: article, message: 'Bản nháp đã được lưu thành công' });
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
      const message =
        article.status === 'draft'
          ? 'Bản nháp đã được cập nhật thành công'
          : 'Bài viết đã được cập nhật thành công';
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
