import type { RowData } from '@tanstack/react-table';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import type { ListedResource } from '#domain/shared/admin-resource.ts';
import { buttonClass } from '../../ui/modal.tsx';
import { type BulkAction, BulkActionBar } from '../bulk-action-bar.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { AdminColumn } from '../data-table.tsx';
import type { Filter } from '../filter-bar.tsx';
import type { ListState } from '../list-state.ts';
import { ListFrame, useListColumns } from './list-view.tsx';
import { declaredBulkActions, type ResourceQuery, runOnEach } from './resource-actions.ts';
import { RowButton } from './row-actions.tsx';
import type { AskedFrom } from './trash-screen.tsx';
import { type ResourceFilters, useResourceList } from './use-resource-list.ts';

type Trashing<T> = { items: T[]; from: AskedFrom };

/** A confirmation's words: its title, its question, and its button where the area words it otherwise. */
export type Confirmation = { title: string; message: ReactNode; confirmLabel?: string };

export type ListScreenProps<T extends RowData, F extends ResourceFilters> = {
  /** the area's declaration; without a trash screen (redirects, decision 042) its `trash` call removes for good */
  resource: ListedResource;
  /** the area's query of its rows, for the search term, filters and page kept in the address */
  useList: (list: ListState<F>) => ResourceQuery<T>;
  /** the area's columns; the kit adds the row number, the checkboxes and the actions */
  columns: AdminColumn<T>[];
  rowTestId: string;
  /** the area's add screen (spec 001 §2, 002 §2) */
  addPath: string;
  minWidthClass?: string;
  searchDelayMs?: number;
  searchClassName?: string;
  /** the filters' defaults beside the search (their values live in the address) */
  filters?: Omit<F, 'search'>;
  /** how many rows the trash holds, shown on its link where the area counts them (spec 001 §4) */
  trashCount?: number | undefined;
  /** the area's own dialogs (details, edit), opened from its row buttons */
  children?: ReactNode;
  // escape hatches (docs/decisions/039: a screen needing more than three stays hand-built)
  /** filters shown beside the search */
  selectFilters?: (list: ListState<F>) => Filter[];
  /**
   * the area's row buttons around the kit's move-to-trash button, which it may leave out and ask for the
   * trash its own way (`ask` opens the kit's confirmation)
   */
  rowActions?: (item: T, trashButton: ReactNode, ask: (items: T[]) => void) => ReactNode;
  /** the area's own way to move rows to the trash; it tells the user itself */
  run?: (items: T[], from: AskedFrom) => Promise<void>;
  /** the area's own confirmation, or undefined for the kit's */
  confirmText?: (items: T[], from: AskedFrom) => Confirmation | undefined;
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
  const { nameOf, chosen, pending, busy, ask, cancel, confirm } = screen;

  const trashButton: BulkAction = {
    label: 'Xóa',
    icon: Trash2,
    tone: 'danger',
    onClick: () => ask({ items: chosen, from: 'bulk' }),
  };
  const bulkActions = declaredBulkActions(resource, { trash: trashButton });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ask` and `nameOf` read nothing that changes
  const actions = useCallback(
    (item: T) => {
      const askRow = (items: T[]) => ask({ items, from: 'row' });
      const trash = (
        <RowButton label={`Xóa ${nameOf(item)}`} icon={Trash2} tone="danger" onClick={() => askRow([item])} />
      );
      return rowActions ? rowActions(item, trash, askRow) : trash;
    },
    [rowActions],
  );
  const columns = useListColumns(screen, props.columns, { numbered: true, actions });

  const question = (): Confirmation => {
    const own = pending && confirmText?.(pending.items, pending.from);
    if (own) return own;
    const [one, ...others] = pending?.items ?? [];
    const what =
      one && others.length === 0
        ? `${resource.noun} "${nameOf(one)}"`
        : `${pending?.items.length} ${resource.noun} đã chọn`;
    // an area without a trash (decision 042: redirects) removes for good
    if (!resource.screens.trash) return { title: 'Xóa', message: pending && <p>{`Xóa ${what}?`}</p> };
    return { title: 'Chuyển vào thùng rác', message: pending && <p>{`Chuyển ${what} vào thùng rác?`}</p> };
  };
  const { title, message, confirmLabel } = question();

  return (
    <ListFrame
      screen={screen}
      columns={columns}
      rowTestId={props.rowTestId}
      selectable={bulkActions.length > 0}
      search={resource.list.search ?? resource.search}
      searchDelayMs={props.searchDelayMs}
      searchClassName={props.searchClassName}
      filters={props.selectFilters?.(screen.list) ?? []}
      toolbar={
        <>
          {bulkActions.length > 0 && <BulkActionBar count={chosen.length} actions={bulkActions} />}
          {resource.screens.trash && (
            <TrashLink to={resource.screens.trash} name={resource.name} count={props.trashCount} />
          )}
          <Link to={props.addPath} className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            {`Thêm ${resource.noun}`}
          </Link>
        </>
      }
      minWidthClass={props.minWidthClass}
    >
      {props.children}
      <ConfirmDialog
        open={pending !== null}
        title={title}
        message={message}
        confirmLabel={confirmLabel ?? 'Xóa'}
        tone="danger"
        busy={busy}
        onClose={cancel}
        onConfirm={() => void confirm()}
      />
    </ListFrame>
  );
}

/** The link to the area's trash, with how many rows it holds where the area counts them. */
export function TrashLink({ to, name, count }: { to: string; name: string; count?: number | undefined }) {
  return (
    <Link to={to} className={buttonClass('secondary')}>
      <Trash2 className="size-4" aria-hidden="true" />
      Thùng rác
      {count !== undefined && count > 0 && (
        <span
          className="rounded-full bg-red-100 px-2 text-xs text-red-700"
          data-testid={`${name}-trash-count`}
        >
          {count}
        </span>
      )}
    </Link>
  );
}
