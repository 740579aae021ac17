import { useMemo } from 'react';
import {
  CONTACT_MESSAGES,
  CONTACT_SOURCE_LABELS,
  CONTACTS_PAGE_SIZE,
} from '#domain/contacts/contact.schema.ts';
import { ACTIVITY_FILTERS, activityRange } from '#domain/contacts/contact-list.rules.ts';
import { contactsResource } from '#domain/contacts/contacts.resource.ts';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListScreen } from '../../components/admin/resource/list-screen.tsx';
import { contactColumns } from '../../features/contacts/contact-columns.tsx';
import { useContactOwners, useContacts } from '../../features/contacts/contacts.api.ts';

type Filters = { search: string; source: string; owner: string; activity: string };

/** One page of contacts, searched and filtered on the server. */
function useContactRows(list: ListState<Filters>) {
  const { search, source, owner, activity } = list.filters;
  const query = useContacts({ search, source, owner, ...activityRange(activity, new Date()) }, list.page);
  const data = query.data && {
    items: query.data.data,
    page: list.page,
    pages: query.data.pagination.pages,
    total: query.data.pagination.total,
  };
  return { ...query, data };
}

const options = (labels: Record<string, string>, all: string) => [
  { value: '', label: all },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** The back-office's contacts (Khách hàng): search without diacritics, source, owner and last activity, pages. */
export default function ContactsList() {
  const owners = useContactOwners().data;
  const ownerNames = useMemo(() => new Map((owners ?? []).map((o) => [o._id, o.fullName])), [owners]);
  const columns = useMemo(() => contactColumns(ownerNames), [ownerNames]);
  const selectFilters = (list: ListState<Filters>) => {
    const select = (
      id: keyof Filters & string,
      label: string,
      choices: Array<{ value: string; label: string }>,
    ) => ({
      id,
      label,
      value: list.filters[id],
      options: choices,
      onChange: (value: string) => list.setFilter(id, value),
    });
    return [
      select('source', 'Nguồn', options(CONTACT_SOURCE_LABELS, 'Tất cả nguồn')),
      select('owner', 'Người phụ trách', [
        ...options(Object.fromEntries(ownerNames), 'Tất cả'),
        { value: 'none', label: 'Chưa giao' },
      ]),
      select(
        'activity',
        'Hoạt động gần nhất',
        Object.entries(ACTIVITY_FILTERS).map(([value, label]) => ({ value, label })),
      ),
    ];
  };

  return (
    <ListScreen
      resource={contactsResource}
      useList={useContactRows}
      columns={columns}
      rowTestId="contact-row"
      texts={{ loading: 'Đang tải khách hàng...', loadFailed: CONTACT_MESSAGES.loadFailed }}
      minWidthClass="min-w-[900px]"
      searchClassName="w-80"
      pageSize={CONTACTS_PAGE_SIZE}
      filters={{ source: '', owner: '', activity: '' }}
      selectFilters={selectFilters}
    />
  );
}
