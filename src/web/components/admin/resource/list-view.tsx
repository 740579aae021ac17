import type { RowData } from '@tanstack/react-table';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminList, SearchBox } from '#domain/shared/admin-resource.ts';
import { buttonClass } from '../../ui/modal.tsx';
import { type AdminColumn, rowNumberColumn } from '../data-table.tsx';
import { type Filter, FilterBar } from '../filter-bar.tsx';
import type { ListState } from '../list-state.ts';
import { pageOffset } from '../page-window.ts';
import type { ResourceQuery } from './resource-actions.ts';
import { ResourceSearch, ResourceTable } from './resource-table.tsx';
import { actionsColumn } from './row-actions.tsx';
import { type ResourceFilters, type ResourceRows, useResourceRows } from './use-resource-list.ts';

/**
 * The area's columns after the row number (counted on from the page shown where the list is paged) and before
 * its row buttons. `actions` should keep its identity between renders (the table redraws when it changes).
 */
export function useListColumns<T extends RowData>(
  screen: Pick<ResourceRows<T>, 'declared' | 'page' | 'list'>,
  columns: AdminColumn<T>[],
  options: { numbered: boolean; actions?: ((item: T) => ReactNode) | undefined },
): AdminColumn<T>[] {
  const shownPage = screen.page?.page ?? screen.list.page;
  const { pageSize } = screen.declared.list;
  const { numbered, actions } = options;
  return useMemo(
    () => [
      ...(numbered ? [rowNumberColumn<T>(pageSize ? pageOffset(shownPage, pageSize) : 0)] : []),
      ...columns,
      ...(actions ? [actionsColumn<T>(actions)] : []),
    ],
    [columns, shownPage, pageSize, numbered, actions],
  );
}

/** Back to the screen a list or trash belongs to ('Quay lại'). */
export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClass('secondary')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Quay lại
    </Link>
  );
}

export type ListFrameProps<T extends RowData> = {
  screen: ResourceRows<T>;
  columns: AdminColumn<T>[];
  rowTestId: string;
  selectable: boolean;
  /** the search box, where the list has one */
  search: SearchBox | undefined;
  searchDelayMs?: number | undefined;
  searchClassName?: string | undefined;
  filters: Filter[];
  /** the links and buttons at the right of the search and filters */
  toolbar: ReactNode;
  minWidthClass?: string | undefined;
  children?: ReactNode;
};

/** What every list screen draws: the search and filters with the screen's links and buttons, then the table. */
export function ListFrame<T extends RowData>(props: ListFrameProps<T>) {
  const { screen, search } = props;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* min-w-0: on a phone the filters wrap within the screen instead of widening it */}
        <div className="min-w-0">
          <FilterBar filters={props.filters}>
            {search && (
              <ResourceSearch
                search={search}
                list={screen.list}
                delayMs={props.searchDelayMs}
                className={props.searchClassName ?? 'w-72'}
              />
            )}
          </FilterBar>
        </div>
        {props.toolbar && <div className="flex flex-wrap gap-2">{props.toolbar}</div>}
      </div>
      <ResourceTable
        screen={screen}
        columns={props.columns}
        rowTestId={props.rowTestId}
        selectable={props.selectable}
        minWidthClass={props.minWidthClass}
      />
      {props.children}
    </div>
  );
}

export type ListViewProps<T extends RowData, F extends ResourceFilters> = {
  declared: AdminList;
  /** the area's query of its rows, for the search term, filters and page kept in the address */
  useList: (list: ListState<F>) => ResourceQuery<T>;
  /** the area's columns; the kit adds the row number (unless `numbered` is false) */
  columns: AdminColumn<T>[];
  rowTestId: string;
  numbered?: boolean;
  /** the area's row buttons, in the last column */
  rowActions?: (item: T) => ReactNode;
  minWidthClass?: string;
  searchDelayMs?: number;
  searchClassName?: string;
  /** the filters' defaults beside the search (their values live in the address) */
  filters?: Omit<F, 'search'>;
  /** the area's own dialogs (details, edit), opened from its row buttons */
  children?: ReactNode;
  // escape hatches (docs/decisions/039: a screen needing more than three stays hand-built)
  /** filters shown beside the search: selects, or a text or date field */
  selectFilters?: (list: ListState<F>) => Filter[];
  /** the area's links and buttons at the right (the bookings history's link to the pending ones) */
  toolbar?: ReactNode;
};

/**
 * A declared list with no trash (docs/decisions/039: orders, payments, bookings, the audit trail): search and
 * filters kept in the address, the table in its three states with the declared texts, numbered rows, pages.
 */
export function ListView<T extends RowData, F extends ResourceFilters>(props: ListViewProps<T, F>) {
  const screen = useResourceRows<T, F>(props.declared, props.useList, props.filters);
  const columns = useListColumns(screen, props.columns, {
    numbered: props.numbered ?? true,
    actions: props.rowActions,
  });
  return (
    <ListFrame
      screen={screen}
      columns={columns}
      rowTestId={props.rowTestId}
      selectable={false}
      search={props.declared.list.search}
      searchDelayMs={props.searchDelayMs}
      searchClassName={props.searchClassName}
      filters={props.selectFilters?.(screen.list) ?? []}
      toolbar={props.toolbar}
      minWidthClass={props.minWidthClass}
    >
      {props.children}
    </ListFrame>
  );
}
