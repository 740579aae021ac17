import { Download, FileDown, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CONTACT_MESSAGES } from '#domain/contacts/contact.schema.ts';
import { EXPORT_TABLE_LABELS, readableExport } from '#domain/contacts/contact-export.rules.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { eraseContact, exportContact } from './contacts.api.ts';

type Files = { json: string; html: string; name: string };
export type Erased = { replaced: Record<string, number>; backups: string[] };

const errorText = (e: unknown, fallback: string) => (e instanceof ApiError && e.serverMessage) || fallback;

/** The two files of one export, made from one answer (one audited request): the JSON and a readable page. */
function ExportFiles({ files, onClose }: { files: Files; onClose: () => void }) {
  useEffect(
    () => () => {
      URL.revokeObjectURL(files.json);
      URL.revokeObjectURL(files.html);
    },
    [files],
  );
  const link =
    'inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50';
  return (
    <Modal open title="Xuất dữ liệu khách hàng" onClose={onClose}>
      <p className="text-sm text-slate-700">
        Dữ liệu đã sẵn sàng: một tệp JSON đầy đủ cho máy đọc và một trang HTML dễ đọc cho người xem hoặc in.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={files.json} download={`${files.name}.json`} className={link}>
          <Download className="size-4" aria-hidden="true" />
          Tải tệp JSON
        </a>
        <a href={files.html} download={`${files.name}.html`} className={link}>
          <FileDown className="size-4" aria-hidden="true" />
          Tải bản dễ đọc (HTML)
        </a>
      </div>
    </Modal>
  );
}

/** Export and erase under Decree 13/2023/NĐ-CP, each confirmed or shown before it is final (decision 044). */
export function PersonalDataActions({
  contactId,
  onErased,
}: {
  contactId: string;
  onErased: (e: Erased) => void;
}) {
  const [files, setFiles] = useState<Files | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function runExport() {
    setBusy(true);
    try {
      const data = await exportContact(contactId);
      const blob = (text: string, type: string) => URL.createObjectURL(new Blob([text], { type }));
      setFiles({
        json: blob(JSON.stringify(data, null, 2), 'application/json'),
        html: blob(readableExport(data), 'text/html'),
        name: `khach-hang-${contactId.slice(0, 8)}`,
      });
    } catch (e) {
      notify.error(errorText(e, 'Không thể xuất dữ liệu khách hàng'));
    } finally {
      setBusy(false);
    }
  }

  async function runErase() {
    setBusy(true);
    try {
      const answer = await eraseContact(contactId);
      notify.success(answer.message ?? CONTACT_MESSAGES.erased);
      onErased(answer.data);
    } catch (e) {
      notify.error(errorText(e, 'Không thể xóa dữ liệu cá nhân'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={runExport}>
        <Download className="size-4" aria-hidden="true" />
        Xuất dữ liệu
      </button>
      <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => setAsking(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Xóa dữ liệu cá nhân
      </button>
      {files && <ExportFiles files={files} onClose={() => setFiles(null)} />}
      <ConfirmDialog
        open={asking}
        title="Xóa dữ liệu cá nhân"
        message={
          <p>
            Họ tên, số điện thoại, email và nội dung khách gửi sẽ bị thay thế ở mọi nơi trong cơ sở dữ liệu;
            mã đơn hàng, số tiền và trạng thái được giữ lại cho kế toán. Khách hàng này sẽ bị xóa khỏi danh
            sách.
          </p>
        }
        confirmLabel="Xóa dữ liệu"
        tone="danger"
        busy={busy}
        irreversible
        onClose={() => setAsking(false)}
        onConfirm={() => void runErase()}
      />
    </>
  );
}

/** What the erase changed, and the backups that still hold the data until they are rotated out. */
export function ErasedReport({ erased }: { erased: Erased }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="erased-title">
      <h2 id="erased-title" className="text-lg font-semibold text-slate-900">
        Đã xóa dữ liệu cá nhân của khách hàng
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
        {Object.entries(erased.replaced).map(([table, n]) => (
          <li key={table}>{`${EXPORT_TABLE_LABELS[table] ?? table}: ${n} dòng`}</li>
        ))}
      </ul>
      {erased.backups.length > 0 && (
        <p className="mt-2 text-sm text-slate-800">
          {`Các bản sao lưu sau vẫn còn dữ liệu này cho đến khi được xoay vòng; nếu khôi phục từ chúng, hãy xóa lại: ${erased.backups.join(', ')}`}
        </p>
      )}
    </section>
  );
}
