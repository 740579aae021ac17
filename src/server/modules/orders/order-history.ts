import { paginationOf } from '#domain/shared/pagination.rules.ts';
import type { HistoryRow } from './orders.repository.ts';
import type { OrdersContext } from './orders-context.ts';

export type OrderHistoryFilter = {
  orderCode?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  limit: number;
};

/** The status history (decision 013), filterable by order code and a time range. */
export async function orderHistory(area: OrdersContext, filter: OrderHistoryFilter) {
  let orderId: string | undefined;
  if (filter.orderCode) {
    const order = await area.repo.findByCode(filter.orderCode.trim().toUpperCase());
    if (!order) return { items: [], pagination: paginationOf(filter.page, filter.limit, 0) };
    orderId = order.id;
  }
  const { rows, total } = await area.repo.history({ ...filter, orderId });
  return { items: rows.map(toHistoryItem), pagination: paginationOf(filter.page, filter.limit, total) };
}

function toHistoryItem(r: HistoryRow & { orderCode: string; fullName: string }) {
  return {
    _id: r.id,
    orderId: r.orderId,
    orderCode: r.orderCode,
    fullName: r.fullName,
    source: r.source,
    actorName: r.actorName,
    fromOrderStatus: r.fromOrderStatus,
    toOrderStatus: r.toOrderStatus,
    fromPaymentStatus: r.fromPaymentStatus,
    toPaymentStatus: r.toPaymentStatus,
    fromPaidAmount: r.fromPaidAmount,
    toPaidAmount: r.toPaidAmount,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  };
}
