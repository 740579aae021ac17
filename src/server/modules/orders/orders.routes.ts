import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderSchema,
  createOrderSchema,
  ORDER_MESSAGES,
  orderHistoryItemSchema,
  orderHistoryQuerySchema,
  orderIdParamsSchema,
  ordersQuerySchema,
  orderUpdatedResponse,
  placedOrderResponse,
  placeOrderHeadersSchema,
  processPaymentResponse,
  processPaymentSchema,
  updateOrderSchema,
} from '#domain/orders/order.schema.ts';
import { failures, pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import { vietnamDayStart } from '#domain/shared/vietnam-time.ts';
import { clientKey } from '../../lib/client-key.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { OrdersService } from './orders.service.ts';

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
      headers: placeOrderHeadersSchema,
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
      params: orderIdParamsSchema,
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
      querystring: orderHistoryQuerySchema,
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
      params: orderIdParamsSchema,
      body: updateOrderSchema,
      response: {
        200: orderUpdatedResponse,
        ...failures(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await orders.update(request.params.id, request.body, currentAccount(request)),
      message: ORDER_MESSAGES.statusUpdated,
    }),
  });
}
