import { useMemo } from 'react';
import { CONTACT_SOURCE_LABELS } from '#domain/contacts/contact.schema.ts';
import { ACTIVITY_FILTERS, activityRange } from '#domain/contacts/contact-list.rules.ts';
import { contactsList } from '#domain/contacts/contacts.resource.ts';
import { labelOptions, selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { contactColumns } from '../../features/contacts/contact-columns.tsx';
import { useContactOwners, useContacts } from '../../features/contacts/contacts.api.ts';

// 'Mọi lúc' first, then the periods (integer-like keys would otherwise come first)
const { '': _anyTime, ...ACTIVITY_PERIODS } = ACTIVITY_FILTERS;

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

/** The back-office's contacts (Khách hàng): search without diacritics, source, owner and last activity, pages. */
export default function ContactsList() {
  const owners = useContactOwners().data;
  const ownerNames = useMemo(() => new Map((owners ?? []).map((o) => [o._id, o.fullName])), [owners]);
  const columns = useMemo(() => contactColumns(ownerNames), [ownerNames]);
  const selectFilters = (list: ListState<Filters>) => [
    selectFilter(list, { id: 'source', label: 'Nguồn' }, labelOptions(CONTACT_SOURCE_LABELS, 'Tất cả nguồn')),
    selectFilter(list, { id: 'owner', label: 'Người phụ trách' }, [
      ...labelOptions(Object.fromEntries(ownerNames)),
      { value: 'none', label: 'Chưa giao' },
    ]),
    selectFilter(
      list,
      { id: 'activity', label: 'Hoạt động gần nhất' },
      labelOptions(ACTIVITY_PERIODS, ACTIVITY_FILTERS['']),
    ),
  ];

  return (
    <ListView
      declared={contactsList}
      useList={useContactRows}
      columns={columns}
      rowTestId="contact-row"
      minWidthClass="min-w-[900px]"
      searchClassName="w-80"
      filters={{ source: '', owner: '', activity: '' }}
      selectFilters={selectFilters}
    />
  );
}
