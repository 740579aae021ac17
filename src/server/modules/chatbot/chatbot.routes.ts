import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatFeedbackInputSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageInputSchema,
  chatReplySchema,
  chatStatsSchema,
  trainingIdParamsSchema as idParams,
  sessionParamsSchema,
  TRAINING_MESSAGES,
  trainingInputSchema,
  trainingItemSchema,
  trainingListQuerySchema,
  trainingTestInputSchema,
  trainingTestResultSchema,
  unansweredIdParamsSchema,
  unansweredResponse,
} from '#domain/chat/chatbot.schema.ts';
import { dataEnvelope, failures, pagedEnvelope, successMessage } from '#domain/shared/envelope.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { ChatbotService } from './chatbot.service.ts';

/** The AI assistant's API (spec 000 §7 visitor calls, 002 §7 statistics and training). */
export async function chatbotRoutes(app: FastifyInstance, opts: { chatbot: ChatbotService }) {
  const chatbot = opts.chatbot;
  await visitorRoutes(app, chatbot);
  await trainingRoutes(app, chatbot);
  await unansweredRoutes(app, chatbot);
}

/** The visitor's calls: ask, read the session's history, rate an answer (spec 000 §7). */
async function visitorRoutes(app: FastifyInstance, chatbot: ChatbotService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/chat/message', {
    // spec 000 §9: 10 messages a minute per IP, counted by the shared window counter (Redis when scaled out)
    config: { policy: 'public' },
    schema: {
      tags: ['chat'],
      summary: 'Gửi tin nhắn cho trợ lý AI; trả lời kèm gợi ý, danh mục, độ tin cậy (10 tin/phút/IP)',
      body: chatMessageInputSchema,
      response: { 200: chatReplySchema, ...failures(400, 429) },
    },
    handler: async (request) => ({
      success: true as const,
      message: 'Đã trả lời',
      data: await chatbot.ask(request.body, request.ip),
    }),
  });

  r.get('/api/chat/history/:sessionId', {
    config: { policy: 'public' },
    schema: {
      tags: ['chat'],
      summary: 'Lịch sử trò chuyện của một phiên (widget đọc trang 1, 10 tin)',
      params: sessionParamsSchema,
      querystring: chatHistoryQuerySchema,
      response: { 200: chatHistoryResponseSchema, ...failures(400) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await chatbot.history(request.params.sessionId, request.query.page, request.query.limit),
    }),
  });

  r.post('/api/chat/feedback', {
    config: { policy: 'public' },
    schema: {
      tags: ['chat'],
      summary: 'Đánh giá một câu trả lời (5: hữu ích, 1: không hữu ích) kèm góp ý',
      body: chatFeedbackInputSchema,
      response: { 200: successMessage, ...failures(400, 404) },
    },
    handler: async (request) => ({ success: true as const, message: await chatbot.feedback(request.body) }),
  });
}

/** The statistics and the training items (spec 002 §7). */
async function trainingRoutes(app: FastifyInstance, chatbot: ChatbotService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/chat/stats', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary:
        'Thống kê trò chuyện: năm bộ đếm của spec 002 §2, độ chính xác theo đánh giá, tỉ lệ không hiểu theo ngày',
      security: [{ bearer: [] }],
      response: { 200: dataEnvelope(chatStatsSchema), ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await chatbot.stats(), message: 'Thành công' }),
  });

  r.get('/api/chat/training', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary:
        'Dữ liệu huấn luyện: trang, giới hạn, trạng thái (mặc định active), danh mục, tìm kiếm theo loại',
      security: [{ bearer: [] }],
      querystring: trainingListQuerySchema,
      response: { 200: pagedEnvelope(trainingItemSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { items, total } = await chatbot.listTraining(request.query);
      return {
        success: true as const,
        data: items,
        pagination: paginationOf(request.query.page, request.query.limit, total),
        message: 'Thành công',
      };
    },
  });

  r.post('/api/chat/training', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary: 'Thêm dữ liệu huấn luyện (trạng thái mặc định active); trợ lý dùng ngay',
      security: [{ bearer: [] }],
      body: trainingInputSchema,
      response: { 201: dataEnvelope(trainingItemSchema), ...failures(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await chatbot.createTraining(request.body),
        message: TRAINING_MESSAGES.created,
      }),
  });

  r.post('/api/chat/training/test', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary: 'Thử một câu hỏi: mục khớp và độ tin cậy, có tính bản nháp chưa lưu',
      security: [{ bearer: [] }],
      body: trainingTestInputSchema,
      response: { 200: dataEnvelope(trainingTestResultSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await chatbot.test(request.body.message, request.body.draft),
    }),
  });

  r.put('/api/chat/training/:id', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary: 'Cập nhật dữ liệu huấn luyện',
      security: [{ bearer: [] }],
      params: idParams,
      body: trainingInputSchema,
      response: { 200: dataEnvelope(trainingItemSchema), ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await chatbot.updateTraining(request.params.id, request.body),
      message: TRAINING_MESSAGES.updated,
    }),
  });

  r.delete('/api/chat/training/:id', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary: 'Xóa dữ liệu huấn luyện',
      security: [{ bearer: [] }],
      params: idParams,
      response: { 200: successMessage, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await chatbot.deleteTraining(request.params.id);
      return { success: true as const, message: TRAINING_MESSAGES.deleted };
    },
  });
}

/** Questions the assistant did not answer well, and training from them. */
async function unansweredRoutes(app: FastifyInstance, chatbot: ChatbotService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/chat/unanswered', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary:
        'Câu hỏi trợ lý chưa trả lời được (không hiểu hoặc bị đánh giá không hữu ích), gom theo độ giống',
      security: [{ bearer: [] }],
      response: { 200: unansweredResponse, ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await chatbot.unanswered() }),
  });

  r.post('/api/chat/unanswered/:id/train', {
    config: { permission: 'chat.train' },
    schema: {
      tags: ['chat'],
      summary: 'Tạo dữ liệu huấn luyện từ một câu hỏi chưa trả lời; cả nhóm rời hàng đợi',
      security: [{ bearer: [] }],
      params: unansweredIdParamsSchema,
      body: trainingInputSchema,
      response: { 201: dataEnvelope(trainingItemSchema), ...failures(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await chatbot.trainFromUnanswered(request.params.id, request.body),
        message: TRAINING_MESSAGES.created,
      }),
  });
}
