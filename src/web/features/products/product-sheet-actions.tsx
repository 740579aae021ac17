import { useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { type ImportReportData, importReplySchema } from '#domain/products/product-admin.schema.ts';
import { FileButton } from '../../components/admin/file-button.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { storedToken } from '../../lib/session.ts';
import { productKeys } from './products.api.ts';

/** GET /api/products/export as a file the browser saves (spec 002 §7: a blob response). */
async function downloadExport(): Promise<void> {
  const token = storedToken();
  const response = await fetch('/api/products/export?format=excel', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'san-pham.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The list's export and import buttons, and the import's per-row report. */
export function ProductSheetActions() {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<(ImportReportData & { message: string }) | null>(null);
  const [busy, setBusy] = useState(false);

  async function importFile(file: File) {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const body = await apiRequest('/api/products/import', {
        method: 'POST',
        body: form,
        schema: importReplySchema,
        timeoutMs: 60_000,
      });
      setReport({ ...body.data, message: body.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Không thể nhập sản phẩm',
      );
    } finally {
      setBusy(false);
    }
  }

  const failed = report?.rows.filter((r) => !r.ok) ?? [];
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => downloadExport().catch(() => notify.error('Không thể xuất danh sách sản phẩm'))}
      >
        <FileDown className="size-4" aria-hidden="true" />
        Xuất Excel
      </button>
      <FileButton
        label="Nhập từ file"
        busyLabel="Đang nhập..."
        busy={busy}
        accept=".xlsx,.csv"
        ariaLabel="Nhập sản phẩm từ file Excel hoặc CSV"
        onFile={(file) => void importFile(file)}
      />
      <Modal
        open={report !== null}
        title="Kết quả nhập sản phẩm"
        onClose={() => setReport(null)}
        footer={
          <button type="button" className={buttonClass()} onClick={() => setReport(null)} data-autofocus>
            Đóng
          </button>
        }
      >
        <p className="text-sm font-medium text-slate-800" data-testid="import-summary">
          {report?.message}
        </p>
        {failed.length > 0 && (
          <ul className="mt-3 max-h-64 space-y-1 overflow-y-auto text-sm text-red-700">
            {failed.map((r) => (
              <li key={r.row}>
                Dòng {r.row}: {Object.values(r.errors ?? {}).join('; ') || r.message}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
