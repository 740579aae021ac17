import { useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { type SystemOverview, systemOverviewSchema } from '#domain/system/system.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';

const responseSchema = dataEnvelope(systemOverviewSchema);

export async function fetchSystemOverview(signal?: AbortSignal): Promise<SystemOverview> {
  return (await apiRequest('/api/admin/system', { signal, schema: responseSchema })).data;
}

export function useSystemOverview() {
  return useQuery({
    queryKey: ['admin', 'system'],
    queryFn: ({ signal }) => fetchSystemOverview(signal),
    refetchInterval: 30_000,
  });
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size as a person reads it (1,5 MB), in vi-VN digits. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(Math.round(value * 10) / 10)} ${UNITS[unit]}`;
}

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0
    ? `${days} ngày ${hours} giờ`
    : hours > 0
      ? `${hours} giờ ${minutes} phút`
      : `${minutes} phút`;
}
