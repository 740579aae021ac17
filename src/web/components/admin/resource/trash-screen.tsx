import type { RowData } from '@tanstack/react-table';
import { RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import type { AdminResource, TrashAction } from '#domain/shared/admin-resource.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { BulkActionBar, trashBulkActions } from '../bulk-action-bar.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { AdminColumn } from '../data-table.tsx';
import { type Filter, FilterBar } from '../filter-bar.tsx';
import type { ListState } from '../list-state.ts';
import { BackLink, useListColumns } from './list-view.tsx';
import { declaredBulkActions, type ResourceQuery, runOnEach } from './resource-actions.ts';
import { ResourceSearch, ResourceTable } from './resource-table.tsx';
import { RowButton } from './row-actions.tsx';
import { type ResourceFilters, useResourceList } from './use-resource-list.ts';

type RestoreOrDelete = Exclude<TrashAction, 'trash'>;
/** Where an action was asked: a row's button or the bulk bar. */
export type AskedFrom = 'row' | 'bulk';
type Pending<T> = { action: RestoreOrDelete; items: T[]; from: AskedFrom } | null;

export type TrashScreenProps<T extends RowData, F extends ResourceFilters> = {
  resource: AdminResource;
  /** the area's query of its trash, for the search term, filters and page kept in the address */
  useTrash: (list: ListState<F>) => ResourceQuery<T>;
  /** the area's columns; the kit adds the row number, the checkboxes and the actions */
  columns: AdminColumn<T>[];
  rowTestId: string;
  minWidthClass?: string;
  searchDelayMs?: number;
  /** the filters' defaults beside the search (their values live in the address) */
  filters?: Omit<F, 'search'>;
  // escape hatches (docs/decisions/039: a screen needing more than three stays hand-built)
  /** filters shown under the search */
  selectFilters?: (list: ListState<F>) => Filter[];
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

/**
 * The trash screen of an area declared once (docs/decisions/039): back to the list, search, filters, the
 * table with selection, paging, restore and delete for good on a row or in bulk, each confirmed, and the
 * loading, empty and error states, with the texts the area declared.
 */
export function TrashScreen<T extends RowData, F extends ResourceFilters>(props: TrashScreenProps<T, F>) {
  const { resource, rowActions, run, confirmText } = props;
  const screen = useResourceList<T, F, NonNullable<Pending<T>>>(
    resource,
    props.useTrash,
    props.filters,
    async ({ action, items: chosen, from }, idOf) => {
      if (run) await run(action, chosen, from);
      else await runOnEach(resource, action, chosen.map(idOf));
    },
  );
  const { list, page, items, nameOf, chosen, pending, busy, cancel, confirm } = screen;
  const setPending = screen.ask;

  const ask = (action: RestoreOrDelete, items: T[], from: AskedFrom) => setPending({ action, items, from });
  const [restoreButton, deleteButton] = trashBulkActions({
    onRestore: () => ask('restore', chosen, 'bulk'),
    onDeletePermanently: () => ask('deletePermanently', chosen, 'bulk'),
  });
  const bulkButtons = { restore: restoreButton, deletePermanently: deleteButton };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` and `nameOf` read nothing that changes
  const actions = useCallback(
    (item: T) =>
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
    [rowActions],
  );
  const columns = useListColumns(screen, props.columns, { numbered: true, actions });

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
          <BackLink to={resource.screens.list} />
          <ResourceSearch
            search={resource.search}
            list={list}
            delayMs={props.searchDelayMs}
            className="w-72"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BulkActionBar count={chosen.length} actions={declaredBulkActions(resource, bulkButtons)} />
          {props.headerActions?.(page?.total ?? items.length)}
        </div>
      </div>
      {props.selectFilters && <FilterBar filters={props.selectFilters(list)} />}

      <ResourceTable
        screen={screen}
        columns={columns}
        texts={{
          label: `Thùng rác ${noun}`,
          empty: resource.messages.trashEmpty,
          loading: 'Đang tải thùng rác...',
          loadFailed: resource.messages.loadTrashFailed,
        }}
        rowTestId={props.rowTestId}
        selectable
        minWidthClass={props.minWidthClass}
      />

      <ConfirmDialog
        open={pending?.action === 'restore'}
        title={`Khôi phục ${noun}`}
        message={question('restore')}
        confirmLabel="Khôi phục"
        tone="success"
        busy={busy}
        onClose={cancel}
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
        onClose={cancel}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
