import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEAVE_MESSAGE_TEXTS, leaveMessageSchema } from '#domain/livechat/leave-message.schema.ts';
import {
  cannedRepliesResponse,
  cannedReplyInputSchema,
  cannedReplyParamsSchema,
  cannedReplySchema,
  exportQuerySchema,
  historyQuerySchema,
  livechatMessageSchema,
  livechatSessionParamsSchema,
  livechatStatsSchema,
  LIVECHAT_MESSAGES as M,
  roomDeletedResponse,
  roomListResponse,
  roomParamsSchema,
  searchQuerySchema,
  statsQuerySchema,
  transcriptResponse,
} from '#domain/livechat/livechat.schema.ts';
import { dataEnvelope, failures, pagedEnvelope, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { LivechatService } from './livechat.service.ts';

const tags = ['livechat'];
const security = [{ bearer: [] }];

/** Live chat over HTTP (spec 000 §7, 002 §7): the visitor's history and the agents' calls. */
export async function livechatRoutes(app: FastifyInstance, opts: { livechat: LivechatService }) {
  const livechat = opts.livechat;
  await visitorRoutes(app, livechat);
  await leftMessageRoutes(app, livechat);
  await roomRoutes(app, livechat);
  await cannedReplyRoutes(app, livechat);
}

/** The visitor's history. */
async function visitorRoutes(app: FastifyInstance, livechat: LivechatService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/livechat/history/:sessionId', {
    config: { policy: 'public' },
    schema: {
      tags,
      summary:
        'Lịch sử trò chuyện theo mã phiên (mã phiên là bí mật của khách; mã chưa dùng trả danh sách rỗng)',
      params: livechatSessionParamsSchema,
      querystring: historyQuerySchema,
      response: { 200: pagedEnvelope(livechatMessageSchema), ...failures(400) },
    },
    handler: async (request) => {
      const { items, pagination } = await livechat.historyBySession(
        request.params.sessionId,
        request.query.page,
        request.query.limit,
      );
      return { success: true as const, data: items, pagination };
    },
  });
}

/** A message left outside business hours (decision 050): it waits in the console like a chat's first message. */
async function leftMessageRoutes(app: FastifyInstance, livechat: LivechatService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/livechat/messages-left', {
    config: { policy: 'public' },
    schema: {
      tags,
      summary:
        'Để lại lời nhắn ngoài giờ làm việc: vào phòng của phiên khách (đang chờ), gắn với khách hàng kèm đồng ý xử lý dữ liệu; văn phòng nhận một thư tổng hợp khi vào giờ làm việc',
      body: leaveMessageSchema,
      response: {
        201: dataEnvelope(livechatMessageSchema).extend({ message: z.string() }),
        ...failures(400, 429),
      },
    },
    handler: async (request, reply) => {
      const data = await livechat.leaveMessage(request.body, request.ip);
      return reply.status(201).send({ success: true as const, data, message: LEAVE_MESSAGE_TEXTS.sent });
    },
  });
}

/** The agents' rooms: listed, searched, read, counted, exported, deleted. */
async function roomRoutes(app: FastifyInstance, livechat: LivechatService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/livechat/rooms', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Các cuộc trò chuyện, mới nhất trước, với số tin chưa đọc của người gọi',
      security,
      response: { 200: roomListResponse, ...failures(401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await livechat.rooms(currentAccount(request).id),
    }),
  });

  r.get('/api/livechat/search', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Tìm cuộc trò chuyện theo tên, điện thoại, email hoặc nội dung (không phân biệt dấu)',
      security,
      querystring: searchQuerySchema,
      response: { 200: roomListResponse, ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await livechat.rooms(currentAccount(request).id, request.query.q ?? request.query.query ?? ''),
    }),
  });

  r.put('/api/livechat/mark-read/:id', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Đánh dấu đã đọc (riêng từng nhân viên)',
      security,
      params: roomParamsSchema,
      response: { 200: successMessage, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await livechat.markRead(request.params.id, currentAccount(request).id);
      return { success: true as const, message: M.markedRead };
    },
  });

  r.get('/api/livechat/stats', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Thống kê trò chuyện trực tuyến trong khoảng ngày (theo giờ Việt Nam, gồm cả ngày cuối)',
      security,
      querystring: statsQuerySchema,
      response: { 200: dataEnvelope(livechatStatsSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await livechat.stats(request.query.startDate, request.query.endDate),
    }),
  });

  r.get('/api/livechat/export/:id', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Xuất nội dung cuộc trò chuyện (txt hoặc csv)',
      security,
      params: roomParamsSchema,
      querystring: exportQuerySchema,
      response: { 200: transcriptResponse, ...failures(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const file = await livechat.exportRoom(request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  r.delete('/api/livechat/room/:id', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Xóa vĩnh viễn cuộc trò chuyện và các tin nhắn của nó',
      security,
      params: roomParamsSchema,
      response: { 200: roomDeletedResponse, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      message: M.deleted,
      deletedCount: await livechat.deleteRoom(request.params.id, currentAccount(request).id),
    }),
  });
}

/** The agents' canned replies. */
async function cannedReplyRoutes(app: FastifyInstance, livechat: LivechatService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/livechat/canned-replies', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Câu trả lời mẫu (chèn bằng /)',
      security,
      response: { 200: cannedRepliesResponse, ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await livechat.cannedReplies() }),
  });

  r.post('/api/livechat/canned-replies', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Thêm câu trả lời mẫu',
      security,
      body: cannedReplyInputSchema,
      response: { 201: dataEnvelope(cannedReplySchema), ...failures(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: M.cannedSaved,
        data: await livechat.saveCannedReply(request.body, currentAccount(request).id),
      }),
  });

  r.put('/api/livechat/canned-replies/:id', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Sửa câu trả lời mẫu',
      security,
      params: cannedReplyParamsSchema,
      body: cannedReplyInputSchema,
      response: { 200: dataEnvelope(cannedReplySchema), ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      message: M.cannedSaved,
      data: await livechat.saveCannedReply(request.body, currentAccount(request).id, request.params.id),
    }),
  });

  r.delete('/api/livechat/canned-replies/:id', {
    config: { permission: 'chat.answer' },
    schema: {
      tags,
      summary: 'Xóa câu trả lời mẫu',
      security,
      params: cannedReplyParamsSchema,
      response: { 200: successMessage, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await livechat.deleteCannedReply(request.params.id);
      return { success: true as const, message: M.cannedDeleted };
    },
  });
}
