import type { RowData } from '@tanstack/react-table';
import type { AdminResource } from '#domain/shared/admin-resource.ts';
import { type AdminColumn, DataTable } from '../data-table.tsx';
import type { ListState } from '../list-state.ts';
import { Pagination } from '../pagination.tsx';
import { SearchInput } from '../search-input.tsx';
import { QueryView } from '../states.tsx';
import type { useResourceList } from './use-resource-list.ts';

type Screen<T extends RowData> = Pick<
  ReturnType<typeof useResourceList<T, { search: string }, unknown>>,
  'query' | 'items' | 'page' | 'idOf' | 'nameOf' | 'selection' | 'list'
>;

/** The table of a list or trash screen in its three states, with its checkboxes where asked and its pages. */
export function ResourceTable<T extends RowData>(props: {
  screen: Screen<T>;
  columns: AdminColumn<T>[];
  texts: { label: string; empty: string; loading: string; loadFailed: string };
  rowTestId: string;
  selectable: boolean;
  minWidthClass?: string | undefined;
}) {
  const { screen, texts } = props;
  const { selection, nameOf, page } = screen;
  return (
    <QueryView query={screen.query} loadingLabel={texts.loading} errorMessage={texts.loadFailed}>
      {() => (
        <>
          <DataTable
            data={screen.items}
            columns={props.columns}
            getRowId={screen.idOf}
            label={texts.label}
            emptyText={texts.empty}
            rowTestId={props.rowTestId}
            {...(props.selectable
              ? { selection: { ...selection, rowLabel: (item: T) => `Chọn ${nameOf(item)}` } }
              : {})}
            {...(props.minWidthClass ? { minWidthClass: props.minWidthClass } : {})}
          />
          {page && <Pagination page={page.page} pages={page.pages} onPage={screen.list.setPage} />}
        </>
      )}
    </QueryView>
  );
}

/** The search box of a list or trash screen, with the label the area declared; its term lives in the address. */
export function ResourceSearch(props: {
  resource: Pick<AdminResource, 'search'>;
  list: Pick<ListState<{ search: string }>, 'filters' | 'setFilter'>;
  delayMs: number | undefined;
  className: string;
}) {
  const { resource, list } = props;
  return (
    <SearchInput
      label={resource.search.label}
      placeholder={resource.search.placeholder}
      delayMs={props.delayMs ?? 300}
      initialValue={list.filters.search}
      onSearch={(term) => list.setFilter('search', term)}
      className={props.className}
    />
  );
}
