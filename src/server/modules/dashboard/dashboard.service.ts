// A read model across areas: the dashboard shows orders, services, news and bookings together, so it asks each
// area's service for its figures and reads no table itself (docs/decisions/041).
import { BOOKING_STATUSES } from '#domain/bookings/booking.schema.ts';
import type { DashboardStats } from '#domain/dashboard/dashboard.schema.ts';
import { SERVICE_TYPES } from '#domain/services/service-type.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { NewsService } from '../news/news.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ServicesService } from '../services/services.service.ts';

const ORDER_CHART_DAYS = 7;

export function createDashboardService(deps: {
  orders: Pick<OrdersService, 'tally'>;
  companyServices: Pick<ServicesService, 'tally'>;
  news: Pick<NewsService, 'tally'>;
  bookings: Pick<BookingsService, 'tally'>;
}) {
  return {
    /** spec 002 §2 Dashboard: the four counts and real charts (the old version fabricated them, §9). */
    async stats(): Promise<DashboardStats> {
      const [orders, services, news, bookings] = await Promise.all([
        deps.orders.tally(ORDER_CHART_DAYS),
        deps.companyServices.tally(),
        deps.news.tally(),
        deps.bookings.tally(),
      ]);
      return {
        orders: orders.total,
        services: services.total,
        news: news.total,
        bookings: bookings.total,
        charts: {
          ordersByDay: orders.perDay,
          // every type and status present, 0 for those without rows: the charts show each of them
          servicesByType: SERVICE_TYPES.map((type) => ({
            type,
            count: services.byType.find((r) => r.type === type)?.count ?? 0,
          })),
          newsByType: news.byType,
          bookingsByStatus: BOOKING_STATUSES.map((status) => ({
            status,
            count: bookings.byStatus.find((r) => r.status === status)?.count ?? 0,
          })),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
