import { useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AdminResource, TrashAction } from '#domain/shared/admin-resource.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { buttonClass } from '../../ui/modal.tsx';
import { BulkActionBar, trashBulkActions } from '../bulk-action-bar.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { type AdminColumn, DataTable, rowNumberColumn } from '../data-table.tsx';
import { FilterBar, type SelectFilter } from '../filter-bar.tsx';
import { type ListState, useKeepPageInRange, useListState } from '../list-state.ts';
import { pageOffset } from '../page-window.ts';
import { Pagination } from '../pagination.tsx';
import { useRowSelection } from '../row-selection.ts';
import { SearchInput } from '../search-input.tsx';
import { QueryView } from '../states.tsx';
import { runOnEach } from './resource-actions.ts';
import { actionsColumn, RowButton } from './row-actions.tsx';

type RestoreOrDelete = Exclude<TrashAction, 'trash'>;
/** Where an action was asked: a row's button or the bulk bar. */
export type AskedFrom = 'row' | 'bulk';
type Pending<T> = { action: RestoreOrDelete; items: T[]; from: AskedFrom } | null;
/** One page of a paged trash (products); the other areas answer the whole trash. */
export type TrashPage<T> = { items: T[]; page: number; pages: number; total: number };
type TrashQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T[] | TrashPage<T> | undefined;
  error: unknown;
  refetch: () => unknown;
};
type Filters = Record<string, string> & { search: string };

export type TrashScreenProps<T extends RowData, F extends Filters> = {
  resource: AdminResource;
  /** the area's query of its trash, for the search term, filters and page kept in the address */
  useTrash: (list: ListState<F>) => TrashQuery<T>;
  /** the area's columns; the kit adds the row number, the checkboxes and the actions */
  columns: AdminColumn<T>[];
  rowTestId: string;
  minWidthClass?: string;
  searchDelayMs?: number;
  /** the filters' defaults beside the search (their values live in the address) */
  filters?: Omit<F, 'search'>;
  /** rows per page, for the numbering of a paged trash */
  pageSize?: number;
  // escape hatches (docs/decisions/039: a screen needing more than three stays hand-built)
  /** select filters shown under the search */
  selectFilters?: (list: ListState<F>) => SelectFilter[];
  /** buttons beside the bulk bar (products' "Xóa tất cả"), given how many rows the trash holds */
  headerActions?: (total: number) => ReactNode;
  /** the area's own row buttons (news: greyed out where ownership forbids); `ask` opens the confirmation */
  rowActions?: (item: T, ask: (action: RestoreOrDelete, items: T[], from: AskedFrom) => void) => ReactNode;
  /** the area's own way to run an action (one bulk call, ownership); it tells the user itself */
  run?: (action: RestoreOrDelete, items: T[], from: AskedFrom) => Promise<void>;
  /** the area's own question in a confirmation */
  confirmText?: (action: RestoreOrDelete, items: T[], from: AskedFrom) => ReactNode | undefined;
};

/** The column of who deleted a row and when, from the fields every soft-deleted row carries. */
export function deletedColumn<T extends { deletedAt: string | null; deletedBy?: string | null }>(
  opts: { showBy?: boolean; testId?: string } = {},
): AdminColumn<T> {
  const showBy = opts.showBy ?? true;
  return {
    id: 'deletedAt',
    header: 'Ngày xóa',
    meta: { className: 'text-slate-600', ...(opts.testId ? { cellTestId: opts.testId } : {}) },
    cell: ({ row }) => (
      <>
        <div>{row.original.deletedAt ? formatDateTime(row.original.deletedAt) : ''}</div>
        {showBy && row.original.deletedBy && (
          <div className="text-xs text-slate-500">bởi {row.original.deletedBy}</div>
        )}
      </>
    ),
  };
}

const field = (item: unknown, name: string) => String((item as Record<string, unknown>)[name] ?? '');

/**
 * The trash screen of an area declared once (docs/decisions/039): back to the list, search, filters, the
 * table with selection, paging, restore and delete for good on a row or in bulk, each confirmed, and the
 * loading, empty and error states, with the texts the area declared.
 */
export function TrashScreen<T extends RowData, F extends Filters>(props: TrashScreenProps<T, F>) {
  const { resource, rowActions, run, confirmText } = props;
  const queryClient = useQueryClient();
  const list = useListState<F>({ search: '', ...props.filters } as F);
  const selection = useRowSelection();
  const [pending, setPending] = useState<Pending<T>>(null);
  const [busy, setBusy] = useState(false);
  const query = props.useTrash(list);
  const page = query.data && !Array.isArray(query.data) ? query.data : undefined;
  const items = Array.isArray(query.data) ? query.data : (page?.items ?? []);
  const idOf = (item: T) => field(item, resource.idField);
  const nameOf = (item: T) => field(item, resource.nameField);
  const chosen = selection.chosen(items, idOf);
  useKeepPageInRange(list, page?.pages);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (run) await run(pending.action, pending.items, pending.from);
      else await runOnEach(resource, pending.action, pending.items.map(idOf));
    } finally {
      setBusy(false);
      setPending(null);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: ['admin', resource.name] });
    }
  };

  const shownPage = page?.page ?? list.page;
  const ask = (action: RestoreOrDelete, items: T[], from: AskedFrom) => setPending({ action, items, from });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the page shown only
  const columns = useMemo<AdminColumn<T>[]>(
    () => [
      rowNumberColumn<T>(props.pageSize ? pageOffset(shownPage, props.pageSize) : 0),
      ...props.columns,
      actionsColumn<T>(
        (item) =>
          rowActions?.(item, ask) ?? (
            <>
              <RowButton
                label={`Khôi phục ${nameOf(item)}`}
                icon={RotateCcw}
                tone="success"
                onClick={() => ask('restore', [item], 'row')}
              />
              <RowButton
                label={`Xóa vĩnh viễn ${nameOf(item)}`}
                icon={Trash2}
                tone="danger"
                onClick={() => ask('deletePermanently', [item], 'row')}
              />
            </>
          ),
      ),
    ],
    [props.columns, shownPage],
  );

  const { noun } = resource;
  const question = (action: RestoreOrDelete) => {
    if (pending?.action !== action) return null;
    const own = confirmText?.(action, pending.items, pending.from);
    if (own !== undefined) return own;
    const verb = action === 'restore' ? 'Khôi phục' : 'Xóa vĩnh viễn';
    const [one] = pending.items;
    const what =
      pending.from === 'row' && one ? `${noun} "${nameOf(one)}"` : `${pending.items.length} ${noun} đã chọn`;
    return <p>{`${verb} ${what}?`}</p>;
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Link to={resource.screens.list} className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Quay lại
          </Link>
          <SearchInput
            label={resource.search.label}
            placeholder={resource.search.placeholder}
            delayMs={props.searchDelayMs ?? 300}
            initialValue={list.filters.search}
            onSearch={(term) => list.setFilter('search', term)}
            className="w-72"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BulkActionBar
            count={chosen.length}
            actions={trashBulkActions({
              onRestore: () => ask('restore', chosen, 'bulk'),
              onDeletePermanently: () => ask('deletePermanently', chosen, 'bulk'),
            })}
          />
          {props.headerActions?.(page?.total ?? items.length)}
        </div>
      </div>
      {props.selectFilters && <FilterBar filters={props.selectFilters(list)} />}

      <QueryView
        query={query}
        loadingLabel="Đang tải thùng rác..."
        errorMessage={resource.messages.loadTrashFailed}
      >
        {() => (
          <>
            <DataTable
              data={items}
              columns={columns}
              getRowId={idOf}
              label={`Thùng rác ${noun}`}
              emptyText={resource.messages.trashEmpty}
              rowTestId={props.rowTestId}
              selection={{ ...selection, rowLabel: (item) => `Chọn ${nameOf(item)}` }}
              {...(props.minWidthClass ? { minWidthClass: props.minWidthClass } : {})}
            />
            {page && <Pagination page={page.page} pages={page.pages} onPage={list.setPage} />}
          </>
        )}
      </QueryView>

      <ConfirmDialog
        open={pending?.action === 'restore'}
        title={`Khôi phục ${noun}`}
        message={question('restore')}
        confirmLabel="Khôi phục"
        tone="success"
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
      <ConfirmDialog
        open={pending?.action === 'deletePermanently'}
        title="Xóa vĩnh viễn"
        message={question('deletePermanently')}
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        irreversible={resource.messages.irreversible ?? true}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
