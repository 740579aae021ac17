import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminOrder,
  adminOrderSchema,
  type OrderHistoryItem,
  orderHistoryItemSchema,
  type ReceivedPayment,
  receivedPaymentSchema,
  type UpdateOrderInput,
} from '#domain/orders/order.schema.ts';
import { orderHistoryList, ordersList } from '#domain/orders/orders.resource.ts';
import { paymentsList } from '#domain/payments/payments.resource.ts';
import { pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type { AdminOrder };

const ordersPage = pagedEnvelope(adminOrderSchema);
export type HistoryItem = OrderHistoryItem;
export type { ReceivedPayment };

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (page: number, search: string, filter: string) =>
    ['admin', 'orders', 'list', page, search, filter] as const,
  history: (filter: object) => ['admin', 'orders', 'history', filter] as const,
  payments: (status: string, page: number) => ['admin', 'orders', 'payments', status, page] as const,
};

/** GET /api/orders (spec 001 §7); `filter` 'claimed': the claims waiting for their money (decision 025). */
export function useOrders(page: number, search: string, filter = '') {
  return useQuery({
    queryKey: orderKeys.list(page, search, filter),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(ordersList.list.pageSize) });
      if (search.trim()) query.set('search', search.trim());
      if (filter) query.set('filter', filter);
      return apiRequest(`/api/orders?${query}`, { signal, schema: ordersPage });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export async function updateOrder(id: string, input: UpdateOrderInput): Promise<AdminOrder> {
  const body = await apiRequest(`/api/orders/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: z.object({ success: z.literal(true), data: adminOrderSchema, message: z.string() }),
  });
  return body.data;
}

export type HistoryFilter = { orderCode: string; from: string; to: string; page: number };

/** GET /api/orders/history */
export function useOrderHistory(filter: HistoryFilter) {
  return useQuery({
    queryKey: orderKeys.history(filter),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        page: String(filter.page),
        limit: String(orderHistoryList.list.pageSize),
      });
      if (filter.orderCode.trim()) query.set('orderCode', filter.orderCode.trim());
      if (filter.from) query.set('from', filter.from);
      if (filter.to) query.set('to', filter.to);
      return apiRequest(`/api/orders/history?${query}`, {
        signal,
        schema: pagedEnvelope(orderHistoryItemSchema),
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/payments */
export function useReceivedPayments(status: string, page: number) {
  return useQuery({
    queryKey: orderKeys.payments(status, page),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(paymentsList.list.pageSize) });
      if (status) query.set('status', status);
      return apiRequest(`/api/payments?${query}`, { signal, schema: pagedEnvelope(receivedPaymentSchema) });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export async function assignPayment(id: string, orderCode: string, reason: string): Promise<void> {
  await apiRequest(`/api/payments/${encodeURIComponent(id)}/assign`, {
    method: 'POST',
    body: { orderCode, reason },
  });
}
