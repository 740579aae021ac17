import { type FormEvent, useId, useState } from 'react';
import {
  CONTACT_MESSAGES,
  CONTACT_SOURCE_LABELS,
  type mergePreviewSchema,
} from '#domain/contacts/contact.schema.ts';
import { displayPhone } from '#domain/contacts/contact-identity.rules.ts';
import type { z } from '#domain/shared/zod.ts';
import { inputClass } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { contactLabel } from './contact-columns.tsx';
import { type Contact, findContacts, mergeContacts, previewMerge } from './contacts.api.ts';

type Preview = z.infer<typeof mergePreviewSchema>;
export type MergeDone = { mergeId: string; fromLabel: string };

const errorText = (e: unknown, fallback: string) => (e instanceof ApiError && e.serverMessage) || fallback;

/** What the merge will move and what the kept contact will look like (decision 043). */
function MergePreview({ preview }: { preview: Preview }) {
  const { result, moves } = preview;
  const count = (source: string) => moves.links.filter((l) => l.source === source).length;
  return (
    <div className="space-y-3 text-sm text-slate-800" data-testid="merge-preview">
      <p>
        {`"${contactLabel(preview.from)}" sẽ được gộp vào khách hàng này rồi bị xóa. Những gì sẽ chuyển sang:`}
      </p>
      <ul className="list-disc pl-5">
        {Object.entries(CONTACT_SOURCE_LABELS).map(([source, label]) => (
          <li key={source}>{`${label}: ${count(source)}`}</li>
        ))}
        <li>{`Ghi chú: ${moves.notes}`}</li>
        <li>{`Lần đồng ý xử lý dữ liệu: ${moves.consents}`}</li>
      </ul>
      <p className="font-medium">Sau khi gộp:</p>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Họ tên</dt>
        <dd>{result.name || '—'}</dd>
        <dt className="text-slate-600">Số điện thoại</dt>
        <dd>{result.phone ? displayPhone(result.phone) : '—'}</dd>
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all">{result.email ?? '—'}</dd>
        <dt className="text-slate-600">Nhãn</dt>
        <dd>{result.tags.join(', ') || '—'}</dd>
      </dl>
    </div>
  );
}

/** Finds the other contact by name, phone or e-mail, previews the merge, then merges on confirmation. */
export function MergeDialog(props: {
  intoId: string;
  onClose: () => void;
  onMerged: (done: MergeDone) => void;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Contact[] | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(errorText(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setPreview(null);
      setFound((await findContacts(term)).filter((c) => c._id !== props.intoId));
    }, 'Không thể tìm khách hàng');
  };
  const choose = (c: Contact) =>
    void run(async () => setPreview(await previewMerge(props.intoId, c._id)), 'Không thể xem trước khi gộp');
  const merge = () =>
    void run(async () => {
      if (!preview) return;
      const answer = await mergeContacts(props.intoId, preview.from._id);
      notify.success(answer.message ?? CONTACT_MESSAGES.merged);
      props.onMerged({ mergeId: answer.data.mergeId, fromLabel: contactLabel(preview.from) });
    }, 'Không thể gộp khách hàng');

  return (
    <Modal
      open
      title="Gộp khách hàng"
      onClose={props.onClose}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={props.onClose}>
            Hủy
          </button>
          <button type="button" className={buttonClass()} disabled={!preview || busy} onClick={merge}>
            Gộp vào khách hàng này
          </button>
        </>
      }
    >
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Tìm khách hàng cần gộp (tên, số điện thoại, email)
          </label>
          <input id={id} value={term} onChange={(e) => setTerm(e.target.value)} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass('secondary')} disabled={busy}>
          Tìm
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {found && !preview && (
        <ul className="mt-3 space-y-2" aria-label="Kết quả tìm kiếm">
          {found.length === 0 && <li className="text-sm text-slate-600">Không tìm thấy khách hàng nào</li>}
          {found.map((c) => (
            <li key={c._id}>
              <button type="button" className={buttonClass('secondary')} onClick={() => choose(c)}>
                {`Chọn ${contactLabel(c)}`}
                <span className="text-slate-600">
                  {[c.phone && displayPhone(c.phone), c.email].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {preview && (
        <div className="mt-3">
          <MergePreview preview={preview} />
        </div>
      )}
    </Modal>
  );
}
