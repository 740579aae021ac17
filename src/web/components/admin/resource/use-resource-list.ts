import { useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import type { AdminList } from '#domain/shared/admin-resource.ts';
import { type ListState, useKeepPageInRange, useListState } from '../list-state.ts';
import { useRowSelection } from '../row-selection.ts';
import { type ResourceQuery, rowsOf } from './resource-actions.ts';

export type ResourceFilters = Record<string, string> & { search: string };

const field = (item: unknown, name: string) => String((item as Record<string, unknown>)[name] ?? '');

/**
 * The rows of a declared list (docs/decisions/039): the search, filters and page kept in the address
 * (decision 011), the area's query of them, the rows chosen, and the row's id and name read from the fields the
 * area declared.
 */
export function useResourceRows<T extends RowData, F extends ResourceFilters>(
  declared: AdminList,
  useRows: (list: ListState<F>) => ResourceQuery<T>,
  filters: Omit<F, 'search'> | undefined,
) {
  const list = useListState<F>({ search: '', ...filters } as F);
  const selection = useRowSelection();
  const query = useRows(list);
  const { page, items } = rowsOf(query.data);
  const idOf = (item: T) => field(item, declared.idField);
  const nameOf = (item: T) => field(item, declared.nameField);
  useKeepPageInRange(list, page?.pages);
  return {
    declared,
    list,
    selection,
    query,
    page,
    items,
    idOf,
    nameOf,
    chosen: selection.chosen(items, idOf),
  };
}

/** What the kit's parts read of a screen's rows, whatever its filters. */
export type ResourceRows<T extends RowData> = ReturnType<typeof useResourceRows<T, { search: string }>>;

/**
 * The state of a list or trash screen of a declared area: its rows, and the action waiting for its
 * confirmation: `ask` opens the dialog, `confirm` runs `perform`, then the dialog closes, the selection clears
 * and the area's queries (under `['admin', name]`) reload, whether it went through or not.
 */
export function useResourceList<T extends RowData, F extends ResourceFilters, P>(
  resource: AdminList,
  useRows: (list: ListState<F>) => ResourceQuery<T>,
  filters: Omit<F, 'search'> | undefined,
  perform: (pending: P, idOf: (item: T) => string) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const rows = useResourceRows<T, F>(resource, useRows, filters);
  const [pending, setPending] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await perform(pending, rows.idOf);
    } finally {
      setBusy(false);
      setPending(null);
      rows.selection.clear();
      await queryClient.invalidateQueries({ queryKey: ['admin', resource.name] });
    }
  };
  const cancel = () => setPending(null);
  return { ...rows, pending, busy, ask: setPending, cancel, confirm };
}
