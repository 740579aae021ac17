import type { RowData } from '@tanstack/react-table';
import type { ListTexts, SearchBox } from '#domain/shared/admin-resource.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type AdminColumn, DataTable } from '../data-table.tsx';
import type { ListState } from '../list-state.ts';
import { Pagination } from '../pagination.tsx';
import { SearchInput } from '../search-input.tsx';
import { QueryView } from '../states.tsx';
import type { ResourceRows } from './use-resource-list.ts';

type Screen<T extends RowData> = Pick<
  ResourceRows<T>,
  'declared' | 'query' | 'items' | 'page' | 'idOf' | 'nameOf' | 'selection' | 'list'
>;

/**
 * The table of a list or trash screen in its three states, with its checkboxes where asked and its pages; its
 * texts default to the list's declared ones. The page label's test id is the area's name's (`news-page-label`).
 */
export function ResourceTable<T extends RowData>(props: {
  screen: Screen<T>;
  columns: AdminColumn<T>[];
  texts?: ListTexts;
  rowTestId: string;
  selectable: boolean;
  minWidthClass?: string | undefined;
}) {
  const { screen } = props;
  const { selection, nameOf, page } = screen;
  const texts = props.texts ?? screen.declared.list.texts;
  const errorText = (error: unknown) =>
    texts.invalid && error instanceof ApiError && error.kind === 'invalid' ? texts.invalid : texts.loadFailed;
  return (
    <QueryView query={screen.query} loadingLabel={texts.loading} errorMessage={errorText}>
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
          {page && (
            <Pagination
              page={page.page}
              pages={page.pages}
              onPage={screen.list.setPage}
              labelTestId={`${screen.declared.name}-page-label`}
            />
          )}
        </>
      )}
    </QueryView>
  );
}

/** The search box of a list or trash screen, with the label the area declared; its term lives in the address. */
export function ResourceSearch(props: {
  search: SearchBox;
  list: Pick<ListState<{ search: string }>, 'filters' | 'setFilter'>;
  delayMs: number | undefined;
  className: string;
}) {
  const { search, list } = props;
  return (
    <SearchInput
      label={search.label}
      placeholder={search.placeholder}
      delayMs={props.delayMs ?? 300}
      initialValue={list.filters.search}
      onSearch={(term) => list.setFilter('search', term)}
      className={props.className}
    />
  );
}
