import { type FormEvent, useId, useState } from 'react';
import { CONSENT_CHANNEL_LABELS } from '#domain/contacts/consent-notice.ts';
import { CONTACT_MESSAGES as M } from '#domain/contacts/contact.schema.ts';
import { inputClass } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { addContactNote, type ContactDetail } from './contacts.api.ts';

/** The staff's notes on the person, newest first, and a box to add one. */
export function ContactNotes({
  contact,
  onChange,
}: {
  contact: ContactDetail;
  onChange: () => Promise<unknown>;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError(M.noteRequired);
    setBusy(true);
    try {
      notify.success((await addContactNote(contact._id, body)).message ?? M.noteAdded);
      setBody('');
      setError('');
      await onChange();
    } catch (e) {
      setError((e instanceof ApiError && e.serverMessage) || 'Không thể thêm ghi chú');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Ghi chú
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-2">
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
          Ghi chú mới
        </label>
        <textarea
          id={`${id}-body`}
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className={buttonClass()} disabled={busy}>
          Thêm ghi chú
        </button>
      </form>
      <ul className="mt-4 space-y-3" data-testid="contact-notes">
        {contact.notes.map((n) => (
          <li key={n._id} className="rounded-md bg-slate-50 p-3">
            <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{n.body}</p>
            <p className="mt-1 text-xs text-slate-600">
              {n.authorName ?? 'Không rõ người viết'} · {formatDateTime(n.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the person agreed to, when and through which form (Decree 13/2023/NĐ-CP). */
export function ContactConsents({ contact }: { contact: ContactDetail }) {
  return (
    <section aria-labelledby="contact-consents" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="contact-consents" className="text-lg font-semibold text-slate-900">
        Đồng ý xử lý dữ liệu cá nhân
      </h2>
      {contact.consents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Chưa ghi nhận sự đồng ý nào.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="contact-consents">
          {contact.consents.map((c) => (
            <li key={`${c.channel}-${c.textVersion}-${c.givenAt}`}>
              {CONSENT_CHANNEL_LABELS[c.channel as keyof typeof CONSENT_CHANNEL_LABELS] ?? c.channel} · phiên
              bản {c.textVersion} · {formatDateTime(c.givenAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
