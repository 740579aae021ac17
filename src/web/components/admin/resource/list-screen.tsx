import type { RowData } from '@tanstack/react-table';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { ListedResource } from '#domain/shared/admin-resource.ts';
import { buttonClass } from '../../ui/modal.tsx';
import { type BulkAction, BulkActionBar } from '../bulk-action-bar.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { type AdminColumn, rowNumberColumn } from '../data-table.tsx';
import { FilterBar, type SelectFilter } from '../filter-bar.tsx';
import type { ListState } from '../list-state.ts';
import { pageOffset } from '../page-window.ts';
import { declaredBulkActions, type ResourceQuery, runOnEach } from './resource-actions.ts';
import { ResourceSearch, ResourceTable } from './resource-table.tsx';
import { actionsColumn, RowButton } from './row-actions.tsx';
import type { AskedFrom } from './trash-screen.tsx';
import { type ResourceFilters, useResourceList } from './use-resource-list.ts';

type Trashing<T> = { items: T[]; from: AskedFrom };

export type ListScreenProps<T extends RowData, F extends ResourceFilters> = {
  resource: ListedResource;
  /** the area's query of its rows, for the search term, filters and page kept in the address */
  useList: (list: ListState<F>) => ResourceQuery<T>;
  /** the area's columns; the kit adds the row number, the checkboxes and the actions */
  columns: AdminColumn<T>[];
  rowTestId: string;
  /** the screen's own texts: the spinner's, and the error's as the area words it */
  texts: { loading: string; loadFailed: string };
  /** the area's add screen (spec 001 §2, 002 §2) */
  addPath: string;
  minWidthClass?: string;
  searchDelayMs?: number;
  searchClassName?: string;
  /** the filters' defaults beside the search (their values live in the address) */
  filters?: Omit<F, 'search'>;
  /** rows per page, for the numbering of a paged list */
  pageSize?: number;
  /** the area's own dialogs (details, edit), opened from its row buttons */
  children?: ReactNode;
  // escape hatches (docs/decisions/039: a screen needing more than three stays hand-built)
  /** select filters shown beside the search */
  selectFilters?: (list: ListState<F>) => SelectFilter[];
  /** the area's row buttons around the kit's move-to-trash button (which it may leave out) */
  rowActions?: (item: T, trashButton: ReactNode) => ReactNode;
  /** the area's own way to move rows to the trash; it tells the user itself */
  run?: (items: T[], from: AskedFrom) => Promise<void>;
  /** the area's own confirmation: its title and question */
  confirmText?: (items: T[], from: AskedFrom) => { title: string; message: ReactNode };
};

/**
 * The list screen of an area declared once (docs/decisions/039): search and filters, the links to the trash and
 * the add screen, the table with paging, moving rows to the trash from a row or — where the area declares a bulk
 * `trash` — from the bulk bar over the chosen rows, each confirmed, and the loading, empty and error states.
 */
export function ListScreen<T extends RowData, F extends ResourceFilters>(props: ListScreenProps<T, F>) {
  const { resource, rowActions, run, confirmText } = props;
  const screen = useResourceList<T, F, Trashing<T>>(
    resource,
    props.useList,
    props.filters,
    async ({ items: chosen, from }, idOf) => {
      if (run) await run(chosen, from);
      else await runOnEach(resource, 'trash', chosen.map(idOf));
    },
  );
  const { list, page, nameOf, chosen, pending, busy, ask, cancel, confirm } = screen;

  const { noun } = resource;
  const trashButton: BulkAction = {
    label: 'Xóa',
    icon: Trash2,
    tone: 'danger',
    onClick: () => ask({ items: chosen, from: 'bulk' }),
  };
  const bulkActions = declaredBulkActions(resource, { trash: trashButton });
  const shownPage = page?.page ?? list.page;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the page shown only
  const columns = useMemo<AdminColumn<T>[]>(
    () => [
      rowNumberColumn<T>(props.pageSize ? pageOffset(shownPage, props.pageSize) : 0),
      ...props.columns,
      actionsColumn<T>((item) => {
        const trash = (
          <RowButton
            label={`Xóa ${nameOf(item)}`}
            icon={Trash2}
            tone="danger"
            onClick={() => ask({ items: [item], from: 'row' })}
          />
        );
        return rowActions ? rowActions(item, trash) : trash;
      }),
    ],
    [props.columns, shownPage, rowActions],
  );

  const question = () => {
    if (!pending) return { title: '', message: null };
    const own = confirmText?.(pending.items, pending.from);
    if (own) return own;
    const [one] = pending.items;
    const what =
      pending.items.length === 1 && one
        ? `${noun} "${nameOf(one)}"`
        : `${pending.items.length} ${noun} đã chọn`;
    // an area without a trash (decision 042: redirects) removes for good
    if (!resource.screens.trash) return { title: 'Xóa', message: <p>{`Xóa ${what}?`}</p> };
    return { title: 'Chuyển vào thùng rác', message: <p>{`Chuyển ${what} vào thùng rác?`}</p> };
  };
  const { title, message } = question();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar filters={props.selectFilters?.(list) ?? []}>
          <ResourceSearch
            resource={resource}
            list={list}
            delayMs={props.searchDelayMs}
            className={props.searchClassName ?? 'w-72'}
          />
        </FilterBar>
        <div className="flex flex-wrap gap-2">
          {bulkActions.length > 0 && <BulkActionBar count={chosen.length} actions={bulkActions} />}
          {resource.screens.trash && (
            <Link to={resource.screens.trash} className={buttonClass('secondary')}>
              <Trash2 className="size-4" aria-hidden="true" />
              Thùng rác
            </Link>
          )}
          <Link to={props.addPath} className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            {`Thêm ${noun}`}
          </Link>
        </div>
      </div>

      <ResourceTable
        screen={screen}
        columns={columns}
        texts={{
          label: `Danh sách ${noun}`,
          empty: `Không có ${noun} nào`,
          loading: props.texts.loading,
          loadFailed: props.texts.loadFailed,
        }}
        rowTestId={props.rowTestId}
        selectable={bulkActions.length > 0}
        minWidthClass={props.minWidthClass}
      />

      {props.children}

      <ConfirmDialog
        open={pending !== null}
        title={title}
        message={message}
        confirmLabel="Xóa"
        tone="danger"
        busy={busy}
        onClose={cancel}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
