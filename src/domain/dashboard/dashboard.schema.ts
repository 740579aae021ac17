import { z } from '../shared/zod.ts';
import { serviceTypeSchema } from '../site/home.schema.ts';

const count = z.number().int().min(0);

/**
 * The dashboard overview (spec 002 §2, §3 Dashboard stats, §7 GET /admin/dashboard). The old version's charts
 * were fabricated from the totals (spec 002 §9); these are counted from the stored rows.
 */
export const dashboardStatsSchema = z.object({
  orders: count,
  services: count,
  news: count,
  bookings: count,
  charts: z.object({
    /** The last 7 days in Vietnam time, oldest first, days without orders included with 0. */
    ordersByDay: z.array(z.object({ date: z.iso.date(), count })),
    /** web, app, agency, each present. */
    servicesByType: z.array(z.object({ type: serviceTypeSchema, count })),
    /** Article types that have articles, most first. */
    newsByType: z.array(z.object({ type: z.string(), count })),
    /** processing, completed, cancelled, each present. */
    bookingsByStatus: z.array(z.object({ status: z.enum(['processing', 'completed', 'cancelled']), count })),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
