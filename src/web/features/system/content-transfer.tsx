import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import {
  CONTENT_LABELS,
  CONTENT_MESSAGES,
  type ContentImportResult,
  contentImportResultSchema,
} from '#domain/system/content-transfer.schema.ts';
import { FileButton } from '../../components/admin/file-button.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { formatNumber } from '../../lib/format.ts';
import { storedToken } from '../../lib/session.ts';

const replySchema = dataEnvelope(contentImportResultSchema);
const ROWS = Object.keys(CONTENT_LABELS) as (keyof typeof CONTENT_LABELS)[];

function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** GET /api/admin/system/content-export as a file the browser saves. */
async function downloadContent(): Promise<void> {
  const response = await fetch('/api/admin/system/content-export', { headers: authHeaders() });
  if (!response.ok) throw new Error(String(response.status));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'noi-dung.tar.gz';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Content to and from another install (decision 019), with the import's report of added and skipped. */
export function ContentTransfer() {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ContentImportResult | null>(null);

  async function importFile(file: File) {
    if (file.size > CONTENT_MESSAGES.maxBytes) {
      notify.error(CONTENT_MESSAGES.invalidFile);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/admin/system/content-import', {
        method: 'POST',
        headers: { ...authHeaders(), 'content-type': 'application/gzip' },
        body: file,
      });
      const body = await response.json().catch(() => null);
      const parsed = replySchema.safeParse(body);
      if (!response.ok || !parsed.success) {
        notify.error((body as { message?: string } | null)?.message ?? 'Không thể nhập nội dung');
        return;
      }
      setReport(parsed.data.data);
      notify.success(CONTENT_MESSAGES.imported);
    } catch {
      notify.error('Không thể nhập nội dung');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="system-content" className="rounded-xl bg-white p-5 shadow-sm lg:col-span-2">
      <h2 id="system-content" className="mb-1 text-lg font-semibold text-slate-900">
        Chuyển nội dung
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Tin tức, dịch vụ, sản phẩm và mẫu huấn luyện chatbot cùng tệp phương tiện, trong một tệp .tar.gz để
        chuyển sang bản cài đặt khác. Khi nhập, nội dung đã có được giữ nguyên và bỏ qua.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => downloadContent().catch(() => notify.error('Không thể xuất nội dung'))}
        >
          <FileDown className="size-4" aria-hidden="true" />
          Xuất nội dung
        </button>
        <FileButton
          label="Nhập nội dung"
          busyLabel="Đang nhập..."
          busy={busy}
          accept=".tar.gz,.tgz,application/gzip"
          ariaLabel="Nhập nội dung từ tệp .tar.gz đã xuất"
          onFile={(file) => void importFile(file)}
        />
      </div>
      {report && (
        <table className="mt-4 w-full max-w-xl text-left text-sm" aria-label="Kết quả nhập nội dung">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2">
                Loại
              </th>
              <th scope="col" className="py-2">
                Đã thêm
              </th>
              <th scope="col" className="py-2">
                Bỏ qua
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((key) => (
              <tr key={key} className="border-b border-slate-100">
                <th scope="row" className="py-2 font-medium text-slate-900">
                  {CONTENT_LABELS[key]}
                </th>
                <td className="py-2" data-testid={`import-added-${key}`}>
                  {formatNumber(report.added[key])}
                </td>
                <td className="py-2" data-testid={`import-skipped-${key}`}>
                  {formatNumber(report.skipped[key])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
