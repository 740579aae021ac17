// A read model across areas: the dashboard counts orders, services, news and bookings together, so its
// repository reads those tables directly (counts only: no area's rule is bypassed) rather than add a counting
// method to four services.
import type { DashboardStats } from '#domain/dashboard/dashboard.schema.ts';
import type { Db } from '../../db/client.ts';
import { bookingStatus } from '../../db/schema/bookings.ts';
import { serviceType } from '../../db/schema/services.ts';
import {
  bookingsPerStatus,
  countTotals,
  newsPerType,
  ordersPerDay,
  servicesPerType,
} from './dashboard.repository.ts';

const ORDER_CHART_DAYS = 7;

export function createDashboardService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  return {
    /** spec 002 §2 Dashboard: the four counts and real charts (the old version fabricated them, §9). */
    async stats(): Promise<DashboardStats> {
      const [totals, byDay, byServiceType, byNewsType, byBookingStatus] = await Promise.all([
        countTotals(db),
        ordersPerDay(db, clock(), ORDER_CHART_DAYS),
        servicesPerType(db),
        newsPerType(db),
        bookingsPerStatus(db),
      ]);
      return {
        ...totals,
        charts: {
          ordersByDay: byDay,
          servicesByType: serviceType.enumValues.map((type) => ({
            type,
            count: byServiceType.find((r) => r.type === type)?.count ?? 0,
          })),
          newsByType: byNewsType,
          bookingsByStatus: bookingStatus.enumValues.map((status) => ({
            status,
            count: byBookingStatus.find((r) => r.status === status)?.count ?? 0,
          })),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
