import { DatabaseBackup, FileDown } from 'lucide-react';
import type { BackupList } from '#domain/system/backup.schema.ts';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { storedToken } from '../../lib/session.ts';
import { formatBytes, useBackups, useStartBackup } from './system.api.ts';

/** GET /api/admin/system/backups/:file as a file the browser saves (the token is a header, not a cookie). */
async function downloadBackup(file: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(`/api/admin/system/backups/${encodeURIComponent(file)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Không thể tải bản sao lưu');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Decision 027: 'Sao lưu ngay', its steps and result, and the archives with their restore command. */
export function Backups() {
  const query = useBackups();
  const start = useStartBackup();

  function startBackup() {
    start.mutate(undefined, {
      onSuccess: () => void query.refetch(),
      onError: (error) =>
        notify.error(error instanceof ApiError ? error.message : 'Không thể bắt đầu sao lưu'),
    });
  }

  // a click while a backup runs is answered by the server (409, 'Đang có một bản sao lưu được tạo…'), which also
  // covers one started by another person or process: the button stays a button
  const running = query.data?.run.status === 'running';
  return (
    <section aria-labelledby="system-backups" className="rounded-xl bg-white p-5 shadow-sm lg:col-span-2">
      <h2 id="system-backups" className="mb-1 text-lg font-semibold text-slate-900">
        Các bản sao lưu
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        'Sao lưu ngay' tạo bản sao lưu như lệnh <code>npm run backup</code> (cơ sở dữ liệu, tệp phương tiện và
        khóa bí mật), trong khi trang web vẫn phục vụ. Khôi phục bằng lệnh ghi cạnh mỗi bản, sau khi dừng
        trang web.
      </p>
      <button type="button" className={buttonClass()} onClick={startBackup} disabled={start.isPending}>
        <DatabaseBackup className="size-4" aria-hidden="true" />
        {running ? 'Đang sao lưu...' : 'Sao lưu ngay'}
      </button>
      <QueryView
        query={query}
        loadingLabel="Đang tải danh sách bản sao lưu..."
        errorMessage={() => 'Lỗi khi tải danh sách bản sao lưu.'}
      >
        {(data) => <BackupsView data={data} />}
      </QueryView>
    </section>
  );
}

function BackupsView({ data }: { data: BackupList }) {
  const { run, archives } = data;
  return (
    <>
      <div role="status" data-testid="backup-run" className="mt-3 text-sm">
        {run.status === 'running' && (
          <p className="text-slate-800">
            Đang sao lưu (bắt đầu {formatDateTime(run.startedAt)}
            {run.startedBy ? `, bởi ${run.startedBy}` : ''}): {run.progress ?? 'đang chuẩn bị…'}
          </p>
        )}
        {run.status === 'done' && run.result && (
          <p className="text-emerald-800">
            Đã tạo bản sao lưu <span className="break-all font-medium">{run.result.file}</span> (
            {formatBytes(run.result.size)}) lúc {formatDateTime(run.finishedAt)}.
          </p>
        )}
        {run.status === 'failed' && <p className="text-red-800">{run.error}</p>}
      </div>
      {run.steps.length > 0 && (
        <ol aria-label="Các bước sao lưu" className="mt-2 list-decimal pl-5 text-sm text-slate-700">
          {run.steps.map((step, index) => (
            // the same step may repeat (a percentage), in order: the index keeps them apart
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, in order
            <li key={index}>{step}</li>
          ))}
        </ol>
      )}
      {archives.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Chưa có bản sao lưu nào trong {data.directory}.</p>
      ) : (
        <ul aria-label="Danh sách bản sao lưu" className="mt-4 divide-y divide-slate-100">
          {archives.map((archive) => (
            <li key={archive.file} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1 text-sm">
                <p className="break-all font-medium text-slate-900">{archive.file}</p>
                <p className="text-slate-600">
                  {formatDateTime(archive.createdAt)} · {formatBytes(archive.size)}
                </p>
                <p className="mt-1 text-slate-600">
                  Khôi phục: <code className="break-all text-slate-900">{archive.restoreCommand}</code>
                </p>
              </div>
              <button
                type="button"
                className={buttonClass('secondary')}
                aria-label={`Tải về ${archive.file}`}
                onClick={() =>
                  downloadBackup(archive.file).catch((error: Error) => notify.error(error.message))
                }
              >
                <FileDown className="size-4" aria-hidden="true" />
                Tải về
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
