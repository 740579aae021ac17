import {
  type ColumnDef,
  createSortedRowModel,
  FlexRender,
  type Header,
  metaHelper,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { RowSelection } from './row-selection.ts';
import { EmptyState } from './states.tsx';

type AdminColumnMeta = {
  /** Classes of the column's cells (the header takes `headerClassName`, else the same classes). */
  className?: string;
  headerClassName?: string;
  /** A test id on each of the column's cells. */
  cellTestId?: string;
};

// The features every admin table has: selection and client-side sorting of the rows it is given.
const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime },
  columnMeta: metaHelper<AdminColumnMeta>(),
});
type Features = typeof features;

/** A column of an admin table; columns of different value types share one list (TanStack's own advice). */
// biome-ignore lint/suspicious/noExplicitAny: the value type differs from column to column
export type AdminColumn<T extends RowData> = ColumnDef<Features, T, any>;

type DataTableProps<T extends RowData> = {
  data: T[];
  columns: AdminColumn<T>[];
  getRowId: (row: T) => string;
  /** The table's accessible name, given as a visually hidden caption. */
  label: string;
  emptyText: string;
  rowTestId?: string;
  /** Adds a first column of checkboxes with 'Chọn tất cả' in the header. */
  selection?: RowSelection & { rowLabel: (row: T) => string };
  minWidthClass?: string;
};

/**
 * The admin's table on TanStack Table: a real <table> with a caption and column scopes, optional row selection,
 * and sorting on the columns that set `enableSorting: true` (sorting the rows given, e.g. one page).
 */
const NO_SELECTION = {};

export function DataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  label,
  emptyText,
  rowTestId,
  selection,
  minWidthClass = 'min-w-[960px]',
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({
    features,
    data,
    columns: selection ? [selectColumn(selection.rowLabel), ...columns] : columns,
    getRowId,
    state: { sorting, rowSelection: selection?.state ?? NO_SELECTION },
    onSortingChange: setSorting,
    onRowSelectionChange: selection?.onChange ?? (() => undefined),
    enableRowSelection: Boolean(selection),
    enableRowRangeSelection: false,
    defaultColumn: { enableSorting: false },
  });
  const rows = table.getRowModel().rows;

  // Narrower than the table (a phone), the table scrolls inside this region and never the page: `relative`
  // keeps the visually hidden labels of the row buttons (absolutely positioned) inside it too. The region is a
  // tab stop with the table's name, so a keyboard reaches the status and action columns (decision 033).
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is a tab stop so the keyboard can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm"
    >
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.getAllLeafColumns().length}>
                <EmptyState message={emptyText} />
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-0" data-testid={rowTestId}>
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={`px-3 py-3 ${meta?.className ?? ''}`}
                      data-testid={meta?.cellTestId}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function HeaderCell<T extends RowData>({ header }: { header: Header<Features, T, unknown> }) {
  const meta = header.column.columnDef.meta;
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  const sorted = header.column.getIsSorted();
  const className = `px-3 py-3 ${meta?.headerClassName ?? meta?.className ?? ''}`;
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {content}
      </th>
    );
  }
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
      >
        {content}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function selectColumn<T extends RowData>(rowLabel: (row: T) => string): AdminColumn<T> {
  return {
    id: 'select',
    meta: { className: 'w-10' },
    header: ({ table }) => (
      <Checkbox
        label="Chọn tất cả"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={() => table.toggleAllRowsSelected(!table.getIsAllRowsSelected())}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        label={rowLabel(row.original)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

function Checkbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return <input ref={ref} type="checkbox" checked={checked} onChange={onChange} aria-label={label} />;
}

/** The 'STT' column: the row's place in the table, continuing from `offset` (the rows of earlier pages). */
export function rowNumberColumn<T extends RowData>(offset = 0): AdminColumn<T> {
  return {
    id: 'number',
    header: 'STT',
    meta: { className: 'w-12 text-slate-500' },
    cell: ({ row, table }) => offset + table.getRowModel().rows.indexOf(row) + 1,
  };
}

/** A cell of two lines: what the row is (its own weight, `className`), then a small grey detail. */
export function CellLines({
  first,
  detail,
  className,
}: {
  first: ReactNode;
  detail: ReactNode;
  className?: string;
}) {
  return (
    <>
      <div className={className}>{first}</div>
      <div className="text-xs text-slate-500">{detail}</div>
    </>
  );
}
