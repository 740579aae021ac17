import { redirectsResource } from '#domain/redirects/redirects.resource.ts';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListScreen } from '../../components/admin/resource/list-screen.tsx';
import { redirectColumns } from '../../features/redirects/redirect-columns.tsx';
import { useRedirects } from '../../features/redirects/redirects.api.ts';

const useList = (list: ListState<{ search: string }>) => useRedirects(list.filters.search, list.page);
const columns = redirectColumns();

/** decision 042 'Chuyển hướng': old public addresses answering 301, added by an admin or by a changed slug. */
export default function RedirectsList() {
  return (
    <ListScreen
      resource={redirectsResource}
      useList={useList}
      columns={columns}
      rowTestId="redirect-row"
      addPath="/admin/redirects/add"
      minWidthClass="min-w-[640px]"
    />
  );
}
