import { useQuery } from '@tanstack/react-query';
import { type DashboardStats, dashboardStatsSchema } from '#domain/dashboard/dashboard.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export type DashboardData = DashboardStats;

const responseSchema = dataEnvelope(dashboardStatsSchema);

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
