import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { type BackupList, backupListSchema, backupRunSchema } from '#domain/system/backup.schema.ts';
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

const backupListReply = dataEnvelope(backupListSchema);
const backupRunReply = dataEnvelope(backupRunSchema);

/** The archives and the backup started from the screen; followed every second while it runs. */
export function useBackups() {
  return useQuery({
    queryKey: ['admin', 'system', 'backups'],
    queryFn: async ({ signal }): Promise<BackupList> =>
      (await apiRequest('/api/admin/system/backups', { signal, schema: backupListReply })).data,
    refetchInterval: (query) => (query.state.data?.run.status === 'running' ? 1000 : false),
  });
}

export function useStartBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/api/admin/system/backups', { method: 'POST', schema: backupRunReply })).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'system'] }),
  });
}
