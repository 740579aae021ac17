import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderSchema,
  createOrderSchema,
  IDEMPOTENCY_KEY_PATTERN,
  orderHistoryItemSchema,
  ordersQuerySchema,
  placedOrderResponse,
  processPaymentResponse,
  processPaymentSchema,
  updateOrderSchema,
} from '#domain/orders/order.schema.ts';
import { failures, pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { clientKey } from '../../lib/client-key.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { OrdersService } from './orders.service.ts';

const idParams = z.object({ id: z.string().max(100, 'Không tìm thấy đơn hàng') });

const DATE_MESSAGE = 'Ngày không hợp lệ';
const historyQuery = ordersQuerySchema.omit({ search: true, filter: true }).extend({
  orderCode: z.string().trim().max(20, 'Mã đơn hàng không hợp lệ').optional(),
  from: z.iso.date(DATE_MESSAGE).optional(),
  to: z.iso.date(DATE_MESSAGE).optional(),
});

// a calendar day in Vietnam (UTC+7) as the instant it starts
const vietnamDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * 86_400_000);

/** Orders (spec 000 §7 public calls, 001 §7 administration; decision 013). */
export async function ordersRoutes(
  app: FastifyInstance,
  opts: { orders: OrdersService; payments: PaymentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders, payments } = opts;

  r.post('/api/orders', {
    config: { policy: 'public' },
    schema: {
      tags: ['orders'],
      summary: 'Tạo đơn hàng (chờ thanh toán) kèm mã VietQR; header Idempotency-Key tùy chọn',
      headers: z.object({
        'idempotency-key': z
          .string()
          .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key không hợp lệ (8-100 ký tự chữ, số, _ . : -)')
          .optional(),
      }),
      body: createOrderSchema,
      response: { 200: placedOrderResponse, 201: placedOrderResponse, ...failures(400, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const { order, replayed } = await orders.place(
        request.body,
        request.headers['idempotency-key'],
        clientKey(request.ip),
      );
      return reply.status(replayed ? 200 : 201).send({
        success: true as const,
        data: order,
        message: 'Tạo đơn hàng thành công',
      });
    },
  });

  r.post('/api/orders/:id/process-payment', {
    config: { policy: 'public' },
    schema: {
      tags: ['orders'],
      summary:
        'Ghi nhận khách báo đã thanh toán (spec 000 §7); không đổi trạng thái thanh toán: chỉ máy chủ xác nhận',
      params: idParams,
      body: processPaymentSchema,
      response: { 200: processPaymentResponse, ...failures(400, 404, 429) },
    },
    handler: async (request) => {
      await orders.admitClaim(clientKey(request.ip));
      return {
        success: true as const,
        data: await payments.recordClaim(request.params.id, request.body),
        message: 'Đã ghi nhận thanh toán, đơn hàng sẽ được xác nhận khi nhận được tiền',
      };
    },
  });

  r.get('/api/orders', {
    config: { permission: 'orders.manage' },
    schema: {
      tags: ['orders'],
      summary: 'Danh sách đơn hàng (spec 001 §7): tìm kiếm, phân trang, limit tối đa 100',
      security: [{ bearer: [] }],
      querystring: ordersQuerySchema,
      response: { 200: pagedEnvelope(adminOrderSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { page, limit, search, filter } = request.query;
      const { items, pagination } = await orders.list(page, limit, search || undefined, filter === 'claimed');
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/api/orders/history', {
    config: { permission: 'orders.manage' },
    schema: {
      tags: ['orders'],
      summary: 'Lịch sử trạng thái đơn hàng: ai, khi nào, từ, thành, lý do; lọc theo mã đơn và ngày',
      security: [{ bearer: [] }],
      querystring: historyQuery,
      response: { 200: pagedEnvelope(orderHistoryItemSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { page, limit, orderCode, from, to } = request.query;
      const { items, pagination } = await orders.history({
        page,
        limit,
        orderCode: orderCode || undefined,
        from: from ? vietnamDayStart(from) : undefined,
        to: to ? vietnamDayStart(to, 1) : undefined,
      });
      return { success: true as const, data: items, pagination };
    },
  });

  r.put('/api/orders/:id', {
    config: { permission: 'orders.manage' },
    schema: {
      tags: ['orders'],
      summary: 'Cập nhật trạng thái đơn hàng (spec 001 §5): đã thanh toán cần số tiền > 0',
      security: [{ bearer: [] }],
      params: idParams,
      body: updateOrderSchema,
      response: {
        200: z.object({ success: z.literal(true), data: adminOrderSchema, message: z.string() }),
        ...failures(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await orders.update(request.params.id, request.body, currentAccount(request)),
      message: 'Cập nhật trạng thái đơn hàng thành công',
    }),
  });
}
