import { useQuery } from '@tanstack/react-query';
import { z } from '#domain/shared/zod.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const count = z.number().int().nonnegative();

/** GET /api/admin/dashboard (spec 002 §3 "Dashboard stats", with the real chart figures). */
export const dashboardSchema = z.object({
  orders: count,
  services: count,
  news: count,
  bookings: count,
  charts: z.object({
    ordersByDay: z.array(z.object({ date: z.string(), count })),
    servicesByType: z.array(z.object({ type: z.string(), count })),
    newsByType: z.array(z.object({ type: z.string(), count })),
    bookingsByStatus: z.array(z.object({ status: z.string(), count })),
  }),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

const responseSchema = z.object({ success: z.literal(true), data: dashboardSchema });

export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const body = await apiRequest('/api/admin/dashboard', { signal, schema: responseSchema });
  return body.data;
}

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => fetchDashboard(signal) });
}

/**
 * spec 002 §8 "Dashboard": an answer without the data ('Không lấy được…') differs from a failed request
 * ('Lỗi khi tải…').
 */
export function dashboardErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'rejected' || error.kind === 'invalid')) {
    return 'Không lấy được dữ liệu tổng quan.';
  }
  return 'Lỗi khi tải dữ liệu tổng quan.';
}
