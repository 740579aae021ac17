import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Booking,
  bookingCreatedSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingStatusUpdateSchema,
  bookingIdParamsSchema as idParams,
} from '#domain/bookings/booking.schema.ts';
import { CONSULTATION_SUCCESS_MESSAGE } from '#domain/bookings/consultation.rules.ts';
import { chatBookingSchema, consultationSchema } from '#domain/bookings/consultation.schema.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import type { BookingsService } from './bookings.service.ts';

const createdReply = (booking: Booking) => ({
  success: true as const,
  message: CONSULTATION_SUCCESS_MESSAGE,
  data: { _id: booking._id, status: booking.status, createdAt: booking.createdAt },
});

/** Bookings API (spec 002 §7 Bookings). */
export async function bookingsRoutes(app: FastifyInstance, opts: { bookings: BookingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = opts;

  r.post('/api/bookings', {
    config: { policy: 'public' },
    schema: {
      tags: ['bookings'],
      summary:
        'Gửi form tư vấn: lưu đặt lịch (đang xử lý) và hàng đợi gửi CRM trong một giao dịch; gửi lại cùng form trong 1 phút trả về đặt lịch đầu tiên',
      body: consultationSchema,
      response: { 200: bookingCreatedSchema, 201: bookingCreatedSchema, ...failures(400, 429) },
    },
    handler: async (request, reply) => {
      const { booking, created } = await bookings.create(request.body, request.ip);
      return reply.status(created ? 201 : 200).send(createdReply(booking));
    },
  });

  r.post('/api/bookings/chat', {
    config: { policy: 'public' },
    schema: {
      tags: ['bookings'],
      summary:
        'Đặt lịch tư vấn ngay trong khung chat (chat trực tuyến ngoài giờ, trợ lý AI): cùng form, quy tắc và hàng đợi CRM như /advise; đồng ý lưu với kênh chat_booking; cuộc trò chuyện với trợ lý (nếu có) gắn vào cùng khách hàng',
      body: chatBookingSchema,
      response: { 200: bookingCreatedSchema, 201: bookingCreatedSchema, ...failures(400, 429) },
    },
    handler: async (request, reply) => {
      const { assistantSessionId, ...form } = request.body;
      const { booking, created } = await bookings.create(form, request.ip, {
        channel: 'chat_booking',
        assistantSessionId,
      });
      return reply.status(created ? 201 : 200).send(createdReply(booking));
    },
  });

  r.get('/api/bookings', {
    config: { permission: 'bookings.manage' },
    schema: {
      tags: ['bookings'],
      summary: 'Danh sách đặt lịch: lọc theo trạng thái (history = đã hoàn thành và đã hủy), tìm không dấu',
      security: [{ bearer: [] }],
      querystring: bookingListQuerySchema,
      response: { 200: bookingListResponseSchema, ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { items, pagination } = await bookings.list(request.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/api/bookings/:id', {
    config: { permission: 'bookings.manage' },
    schema: {
      tags: ['bookings'],
      summary: 'Chi tiết đặt lịch, với trạng thái gửi CRM',
      security: [{ bearer: [] }],
      params: idParams,
      response: { 200: bookingResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await bookings.get(request.params.id) }),
  });

  r.put('/api/bookings/:id', {
    config: { permission: 'bookings.manage' },
    schema: {
      tags: ['bookings'],
      summary: 'Cập nhật trạng thái: chỉ từ đang xử lý sang đã hoàn thành hoặc đã hủy (spec 002 §4)',
      security: [{ bearer: [] }],
      params: idParams,
      body: bookingStatusUpdateSchema,
      response: { 200: bookingResponseSchema, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await bookings.changeStatus(request.params.id, request.body.status),
      message: 'Cập nhật trạng thái thành công',
    }),
  });
}
