import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  CONTACT_SOURCE_LABELS,
  CONTACT_TAG_MAX,
  CONTACT_MESSAGES as M,
} from '#domain/contacts/contact.schema.ts';
import { displayPhone } from '#domain/contacts/contact-identity.rules.ts';
import { inputClass } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { contactLabel } from './contact-columns.tsx';
import { type ContactDetail, updateContact, useContactOwners } from './contacts.api.ts';

const failed = (e: unknown, fallback: string) =>
  notify.error((e instanceof ApiError && e.serverMessage) || fallback);

/** Who the person is: keys, source, dates. */
export function ContactHeader({ contact }: { contact: ContactDetail }) {
  return (
    <div>
      <h2 className="break-words text-2xl font-bold text-slate-900">
        {contactLabel(contact) || 'Khách hàng'}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Số điện thoại</dt>
        <dd>{contact.phone ? displayPhone(contact.phone) : '—'}</dd>
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="break-all">{contact.email ?? '—'}</dd>
        <dt className="font-medium text-slate-600">Nguồn</dt>
        <dd>{CONTACT_SOURCE_LABELS[contact.source]}</dd>
        <dt className="font-medium text-slate-600">Hoạt động gần nhất</dt>
        <dd>{formatDateTime(contact.lastActivityAt)}</dd>
      </dl>
    </div>
  );
}

/** The staff member who looks after the person: chosen, then saved. */
export function ContactOwner({
  contact,
  onChange,
}: {
  contact: ContactDetail;
  onChange: () => Promise<unknown>;
}) {
  const id = useId();
  const owners = useContactOwners().data ?? [];
  const [ownerId, setOwnerId] = useState(contact.ownerId ?? '');
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      notify.success((await updateContact(contact._id, { ownerId: ownerId || null })).message ?? M.updated);
      await onChange();
    } catch (e) {
      failed(e, 'Không thể đổi người phụ trách');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Người phụ trách
        </label>
        <select id={id} value={ownerId} onChange={(e) => setOwnerId(e.target.value)} className={inputClass}>
          <option value="">Chưa giao</option>
          {contact.ownerId && !owners.some((o) => o._id === contact.ownerId) && (
            <option value={contact.ownerId}>{contact.ownerName ?? 'Tài khoản khác'}</option>
          )}
          {owners.map((o) => (
            <option key={o._id} value={o._id}>
              {o.fullName}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')} disabled={busy}>
        Lưu người phụ trách
      </button>
    </form>
  );
}

/** The person's tags: each removable, a new one added from the box. */
export function ContactTags({
  contact,
  onChange,
}: {
  contact: ContactDetail;
  onChange: () => Promise<unknown>;
}) {
  const id = useId();
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  async function save(tags: string[]) {
    setBusy(true);
    try {
      notify.success((await updateContact(contact._id, { tags })).message ?? M.updated);
      setTag('');
      await onChange();
    } catch (e) {
      failed(e, 'Không thể cập nhật nhãn');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">Nhãn</p>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Nhãn của khách hàng">
        {contact.tags.map((t) => (
          <li
            key={t}
            className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-slate-900"
          >
            {t}
            <button
              type="button"
              className="rounded-full p-1 hover:bg-white"
              disabled={busy}
              onClick={() => void save(contact.tags.filter((x) => x !== t))}
            >
              <X className="size-3" aria-hidden="true" />
              <span className="sr-only">{`Bỏ nhãn ${t}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (tag.trim()) void save([...contact.tags, tag.trim()]);
        }}
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="text-sm text-slate-700">
            Nhãn mới
          </label>
          <input
            id={id}
            value={tag}
            maxLength={CONTACT_TAG_MAX}
            onChange={(e) => setTag(e.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')} disabled={busy}>
          Thêm nhãn
        </button>
      </form>
    </div>
  );
}
