import { Link } from 'react-router';
import { CONTACT_SOURCE_LABELS } from '#domain/contacts/contact.schema.ts';
import { displayPhone } from '#domain/contacts/contact-identity.rules.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { Contact } from './contacts.api.ts';

/** A contact as a person reads it: the name, else the phone, else the e-mail. */
export const contactLabel = (c: Pick<Contact, 'name' | 'phone' | 'email'>) =>
  c.name || (c.phone ? displayPhone(c.phone) : (c.email ?? ''));

/** The contacts list's columns; `owners` names the staff an owner id stands for. */
export function contactColumns(owners: Map<string, string>): AdminColumn<Contact>[] {
  return [
    {
      id: 'name',
      header: 'Khách hàng',
      meta: { className: 'font-medium text-slate-900' },
      cell: ({ row }) => (
        <Link
          to={`/admin/contacts/detail/${row.original._id}`}
          className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700"
        >
          {contactLabel(row.original)}
        </Link>
      ),
    },
    {
      id: 'phone',
      header: 'Số điện thoại',
      cell: ({ row }) => (row.original.phone ? displayPhone(row.original.phone) : '—'),
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email ?? '—' },
    { id: 'source', header: 'Nguồn', cell: ({ row }) => CONTACT_SOURCE_LABELS[row.original.source] },
    {
      id: 'owner',
      header: 'Người phụ trách',
      cell: ({ row }) => (row.original.ownerId ? (owners.get(row.original.ownerId) ?? '—') : 'Chưa giao'),
    },
    { id: 'tags', header: 'Nhãn', cell: ({ row }) => row.original.tags.join(', ') || '—' },
    {
      id: 'lastActivityAt',
      header: 'Hoạt động gần nhất',
      cell: ({ row }) => formatDateTime(row.original.lastActivityAt),
    },
  ];
}
