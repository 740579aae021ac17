import { useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import type { AdminResource } from '#domain/shared/admin-resource.ts';
import { type ListState, useKeepPageInRange, useListState } from '../list-state.ts';
import { useRowSelection } from '../row-selection.ts';
import { type ResourceQuery, rowsOf } from './resource-actions.ts';

export type ResourceFilters = Record<string, string> & { search: string };

const field = (item: unknown, name: string) => String((item as Record<string, unknown>)[name] ?? '');

/**
 * The state of a list or trash screen of a declared area (docs/decisions/039): the search, filters and page kept
 * in the address (decision 011), the area's query of them, the rows chosen, the row's id and name read from the
 * fields the area declared, and the action waiting for its confirmation: `ask` opens the dialog, `confirm` runs
 * `perform`, then the dialog closes, the selection clears and the area's queries (under `['admin', name]`)
 * reload, whether it went through or not.
 */
export function useResourceList<T extends RowData, F extends ResourceFilters, P>(
  resource: Pick<AdminResource, 'name' | 'idField' | 'nameField'>,
  useRows: (list: ListState<F>) => ResourceQuery<T>,
  filters: Omit<F, 'search'> | undefined,
  perform: (pending: P, idOf: (item: T) => string) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const list = useListState<F>({ search: '', ...filters } as F);
  const selection = useRowSelection();
  const query = useRows(list);
  const { page, items } = rowsOf(query.data);
  const idOf = (item: T) => field(item, resource.idField);
  const nameOf = (item: T) => field(item, resource.nameField);
  const chosen = selection.chosen(items, idOf);
  useKeepPageInRange(list, page?.pages);
  const [pending, setPending] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await perform(pending, idOf);
    } finally {
      setBusy(false);
      setPending(null);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: ['admin', resource.name] });
    }
  };
  const cancel = () => setPending(null);
  return {
    list,
    selection,
    query,
    page,
    items,
    idOf,
    nameOf,
    chosen,
    pending,
    busy,
    ask: setPending,
    cancel,
    confirm,
  };
}
